import type { Language } from '@dfs/i18n/languages';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  banners,
  bannerTranslations,
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  currencies,
  currencyTranslations,
} from './master-data.schema';

/**
 * Reference data in a language: each translated field is its `*_translations` row's for `lng`, else
 * English (English has no rows, so its reads join nothing that matches).
 */
export function createMasterDataRepository(db: Db) {
  return {
    topCategoriesWithChildren(lng: Language = 'en') {
      return db
        .select({
          id: categories.id,
          parentId: categories.parentId,
          name: sql<string>`coalesce(${categoryTranslations.name}, ${categories.name})`,
          imageUrl: categories.imageUrl,
          sortOrder: categories.sortOrder,
        })
        .from(categories)
        .leftJoin(
          categoryTranslations,
          and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, lng)),
        )
        .orderBy(asc(categories.sortOrder), asc(sql`lower(${categories.name})`));
    },
    brands(lng: Language = 'en') {
      return db
        .select({
          id: brands.id,
          name: brands.name,
          description: sql<string>`coalesce(${brandTranslations.description}, ${brands.description})`,
          imageUrl: brands.imageUrl,
          isPowerBrand: brands.isPowerBrand,
        })
        .from(brands)
        .leftJoin(
          brandTranslations,
          and(eq(brandTranslations.brandId, brands.id), eq(brandTranslations.locale, lng)),
        )
        .orderBy(asc(sql`lower(${brands.name})`), asc(brands.id));
    },
    currencies(lng: Language = 'en') {
      return db
        .select({
          id: currencies.id,
          code: currencies.code,
          name: sql<string>`coalesce(${currencyTranslations.name}, ${currencies.name})`,
          rateToUsd: currencies.rateToUsd,
        })
        .from(currencies)
        .leftJoin(
          currencyTranslations,
          and(eq(currencyTranslations.currencyId, currencies.id), eq(currencyTranslations.locale, lng)),
        )
        .where(eq(currencies.active, true))
        .orderBy(asc(currencies.sortOrder), asc(currencies.id));
    },
    currencyById(id: number, tx: Db = db) {
      return tx
        .select()
        .from(currencies)
        .where(eq(currencies.id, id))
        .then((rows) => rows[0]);
    },
    /** Active banners with their headline and art in `lng`: a missing translation shows the English ones. */
    activeBanners(lng: Language = 'en') {
      return db
        .select({
          id: banners.id,
          imageUrl: sql<string>`coalesce(${bannerTranslations.imageUrl}, ${banners.imageUrl})`,
          videoUrl: banners.videoUrl,
          size: banners.size,
          title: sql<string | null>`coalesce(${bannerTranslations.title}, ${banners.title})`,
          linkUrl: banners.linkUrl,
        })
        .from(banners)
        .leftJoin(
          bannerTranslations,
          and(eq(bannerTranslations.bannerId, banners.id), eq(bannerTranslations.locale, lng)),
        )
        .where(
          and(
            eq(banners.active, true),
            sql`(${banners.startsAt} IS NULL OR ${banners.startsAt} <= now())`,
            sql`(${banners.endsAt} IS NULL OR ${banners.endsAt} > now())`,
          ),
        )
        .orderBy(asc(banners.sortOrder), asc(banners.id));
    },
  };
}

export type MasterDataRepository = ReturnType<typeof createMasterDataRepository>;
