import type { Language } from '@dfs/i18n/languages';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandNameOf, categoryNameOf, parentCategoryNameOf } from '../master-data/master-data.queries';
import { items, itemTranslations } from './catalogue.schema';

/**
 * What the catalogue publishes to other modules' reads (decision 022): items as search documents
 * and price previews need them. Read-only; the tables stay the catalogue's.
 */

/**
 * What an item's search document in `locale` is built from (each field in that language, else
 * English; a brand's name is never translated); a page of items by id from `afterId`. Another
 * language's document exists only for an item translated into it: the English one covers the rest.
 */
export function searchSources(
  db: Db,
  options: { itemIds?: readonly number[]; afterId?: number; limit: number },
  locale: Language,
) {
  const inLocale = (translated: unknown, english: unknown) =>
    locale === 'en' ? sql<string>`${english}` : sql<string>`coalesce(${translated}, ${english})`;
  return db
    .select({
      id: items.id,
      name: inLocale(itemTranslations.name, items.name),
      description: inLocale(itemTranslations.description, items.description),
      brand: brandNameOf(items.brandId),
      category: categoryNameOf(items.categoryId, locale),
      topCategory: parentCategoryNameOf(items.categoryId, locale),
      popularity: items.salesCount,
    })
    .from(items)
    .leftJoin(
      itemTranslations,
      and(eq(itemTranslations.itemId, items.id), eq(itemTranslations.locale, locale)),
    )
    .where(
      and(
        options.itemIds ? inArray(items.id, [...options.itemIds]) : gt(items.id, options.afterId ?? 0),
        locale === 'en' ? undefined : isNotNull(itemTranslations.itemId),
      ),
    )
    .orderBy(asc(items.id))
    .limit(options.limit);
}

/** Items' code, English name and base price (USD minor units), by id. */
export function itemSummaries(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: items.id,
      itemCode: items.itemCode,
      name: items.name,
      basePriceMinor: items.basePriceMinor,
    })
    .from(items)
    .where(inArray(items.id, [...ids]));
}
