import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import {
  banners,
  bannerTranslations,
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
} from './master-data.schema';

type Locale = 'zh' | 'ar';

/** Staff edits of categories, brands and banners (the operations console), each in the caller's transaction. */
export function createMasterDataOpsRepository(db: Db) {
  async function categoryRows(tx: Db, id?: number) {
    const rows = await tx
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categories.name,
        imageUrl: categories.imageUrl,
        sortOrder: categories.sortOrder,
        version: categories.version,
        zhName: sql<
          string | null
        >`(SELECT name FROM category_translations WHERE category_id = ${categories.id} AND locale = 'zh')`,
        arName: sql<
          string | null
        >`(SELECT name FROM category_translations WHERE category_id = ${categories.id} AND locale = 'ar')`,
      })
      .from(categories)
      .where(id === undefined ? undefined : eq(categories.id, id))
      .orderBy(
        sql`coalesce(${categories.parentId}, ${categories.id})`,
        sql`${categories.parentId} NULLS FIRST`,
        asc(categories.sortOrder),
        asc(categories.name),
      );
    return rows;
  }

  async function brandRows(tx: Db, id?: number) {
    return tx
      .select({
        id: brands.id,
        name: brands.name,
        description: brands.description,
        imageUrl: brands.imageUrl,
        isPowerBrand: brands.isPowerBrand,
        version: brands.version,
        zhDescription: sql<
          string | null
        >`(SELECT description FROM brand_translations WHERE brand_id = ${brands.id} AND locale = 'zh')`,
        arDescription: sql<
          string | null
        >`(SELECT description FROM brand_translations WHERE brand_id = ${brands.id} AND locale = 'ar')`,
      })
      .from(brands)
      .where(id === undefined ? undefined : eq(brands.id, id))
      .orderBy(asc(brands.name));
  }

  async function bannerRows(tx: Db, id?: number) {
    const text = (locale: Locale, column: 'title' | 'image_url') =>
      sql<
        string | null
      >`(SELECT ${sql.raw(column)} FROM banner_translations WHERE banner_id = ${banners.id} AND locale = ${locale})`;
    return tx
      .select({
        id: banners.id,
        size: banners.size,
        imageUrl: banners.imageUrl,
        zhImageUrl: text('zh', 'image_url'),
        arImageUrl: text('ar', 'image_url'),
        title: banners.title,
        zhTitle: text('zh', 'title'),
        arTitle: text('ar', 'title'),
        videoUrl: banners.videoUrl,
        linkUrl: banners.linkUrl,
        startsAt: banners.startsAt,
        endsAt: banners.endsAt,
        sortOrder: banners.sortOrder,
        active: banners.active,
        version: banners.version,
      })
      .from(banners)
      .where(id === undefined ? undefined : eq(banners.id, id))
      .orderBy(asc(banners.sortOrder), asc(banners.id));
  }

  return {
    categories: (tx: Db = db) => categoryRows(tx),
    category: async (tx: Db, id: number) => (await categoryRows(tx, id))[0],
    brands: (tx: Db = db) => brandRows(tx),
    brand: async (tx: Db, id: number) => (await brandRows(tx, id))[0],
    banners: (tx: Db = db) => bannerRows(tx),
    banner: async (tx: Db, id: number) => (await bannerRows(tx, id))[0],

    /** Locks a row for an edit; its version, or undefined when there is no such row. */
    async lock(tx: Db, table: 'categories' | 'brands' | 'banners', id: number) {
      const t = { categories, brands, banners }[table];
      const [row] = await tx.select({ version: t.version }).from(t).where(eq(t.id, id)).for('update');
      return row?.version;
    },

    /** Whether `id` is a top category (a parent must be one). */
    async isTopCategory(tx: Db, id: number) {
      const [row] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, id), isNull(categories.parentId)));
      return row !== undefined;
    },

    async hasChildren(tx: Db, id: number) {
      const [row] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.parentId, id))
        .limit(1);
      return row !== undefined;
    },

    /** The items of a category (child or top) or brand, whose search documents name it. */
    async itemIdsOf(tx: Db, of: { categoryId: number } | { brandId: number }) {
      const rows = await queryRows<{ id: number }>(
        tx,
        'brandId' in of
          ? sql`SELECT id FROM items WHERE brand_id = ${of.brandId}`
          : sql`SELECT id FROM items WHERE category_id = ${of.categoryId} OR top_category_id = ${of.categoryId}`,
      );
      return rows.map((r) => r.id);
    },

    async brandNamed(tx: Db, name: string) {
      const [row] = await tx
        .select({ id: brands.id })
        .from(brands)
        .where(sql`lower(${brands.name}) = lower(${name})`);
      return row?.id;
    },

    async writeCategory(
      tx: Db,
      id: number | undefined,
      values: { parentId: number | null; name: string; imageUrl: string | null; sortOrder: number },
      text: { zh: string | null; ar: string | null },
    ) {
      let rowId = id;
      if (rowId === undefined) {
        const [row] = await tx.insert(categories).values(values).returning({ id: categories.id });
        rowId = row!.id;
      } else {
        await tx
          .update(categories)
          .set({ ...values, version: sql`${categories.version} + 1` })
          .where(eq(categories.id, rowId));
        // Items keep their child category's parent (lists of a top category read it).
        await tx.execute(
          sql`UPDATE items SET top_category_id = ${values.parentId} WHERE category_id = ${rowId} AND ${values.parentId}::int IS NOT NULL AND top_category_id <> ${values.parentId}`,
        );
      }
      for (const locale of ['zh', 'ar'] as const) {
        const name = text[locale];
        if (name === null)
          await tx
            .delete(categoryTranslations)
            .where(and(eq(categoryTranslations.categoryId, rowId), eq(categoryTranslations.locale, locale)));
        else
          await tx
            .insert(categoryTranslations)
            .values({ categoryId: rowId, locale, name })
            .onConflictDoUpdate({
              target: [categoryTranslations.categoryId, categoryTranslations.locale],
              set: { name },
            });
      }
      return rowId;
    },

    async writeBrand(
      tx: Db,
      id: number | undefined,
      values: { name: string; description: string; imageUrl: string | null; isPowerBrand: boolean },
      text: { zh: string | null; ar: string | null },
    ) {
      let rowId = id;
      if (rowId === undefined) {
        const [row] = await tx.insert(brands).values(values).returning({ id: brands.id });
        rowId = row!.id;
      } else {
        await tx
          .update(brands)
          .set({ ...values, version: sql`${brands.version} + 1` })
          .where(eq(brands.id, rowId));
      }
      for (const locale of ['zh', 'ar'] as const) {
        const description = text[locale];
        if (description === null)
          await tx
            .delete(brandTranslations)
            .where(and(eq(brandTranslations.brandId, rowId), eq(brandTranslations.locale, locale)));
        else
          await tx
            .insert(brandTranslations)
            .values({ brandId: rowId, locale, description })
            .onConflictDoUpdate({
              target: [brandTranslations.brandId, brandTranslations.locale],
              set: { description },
            });
      }
      return rowId;
    },

    async writeBanner(
      tx: Db,
      id: number | undefined,
      values: {
        size: number;
        imageUrl: string;
        title: string | null;
        videoUrl: string | null;
        linkUrl: string | null;
        startsAt: Date | null;
        endsAt: Date | null;
        sortOrder: number;
        active: boolean;
      },
      text: Record<Locale, { title: string | null; imageUrl: string | null }>,
    ) {
      let rowId = id;
      if (rowId === undefined) {
        const [row] = await tx.insert(banners).values(values).returning({ id: banners.id });
        rowId = row!.id;
      } else {
        await tx
          .update(banners)
          .set({ ...values, version: sql`${banners.version} + 1` })
          .where(eq(banners.id, rowId));
      }
      for (const locale of ['zh', 'ar'] as const) {
        const { title, imageUrl } = text[locale];
        if (title === null && imageUrl === null)
          await tx
            .delete(bannerTranslations)
            .where(and(eq(bannerTranslations.bannerId, rowId), eq(bannerTranslations.locale, locale)));
        else
          await tx
            .insert(bannerTranslations)
            .values({ bannerId: rowId, locale, title, imageUrl })
            .onConflictDoUpdate({
              target: [bannerTranslations.bannerId, bannerTranslations.locale],
              set: { title, imageUrl },
            });
      }
      return rowId;
    },

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}

export type MasterDataOpsRepository = ReturnType<typeof createMasterDataOpsRepository>;
