import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { parentCategoryOf, placementKnown, placementOptions } from '../master-data/master-data.queries';
import { itemImages, items, itemTranslations } from './catalogue.schema';

/** Items as the operations console edits them (every write in the caller's transaction). */
export function createStaffItemsRepository(db: Db) {
  return {
    /**
     * A page of items for staff, active or not, by id; `search` matches part of the English name or
     * of the item code (both have trigram indexes, so 100 000 items stay fast).
     */
    async staffPage(search: string | undefined, limit: number, offset: number, id?: number) {
      const pattern = search ? `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const condition = and(
        pattern
          ? or(sql`lower(${items.name}) LIKE ${pattern}`, sql`lower(${items.itemCode}) LIKE ${pattern}`)
          : undefined,
        id === undefined ? undefined : eq(items.id, id),
      );
      const [ids, [total]] = await Promise.all([
        db
          .select({ id: items.id })
          .from(items)
          .where(condition)
          .orderBy(asc(items.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(items).where(condition),
      ]);
      return {
        rows: await staffRows(
          db,
          ids.map((r) => r.id),
        ),
        total: total?.n ?? 0,
      };
    },

    /** One item as staff edit it, locked for the caller's transaction; undefined when unknown. */
    async staffItemForUpdate(tx: Db, id: number) {
      const locked = await tx.select({ id: items.id }).from(items).where(eq(items.id, id)).for('update');
      if (locked.length === 0) return undefined;
      return (await staffRows(tx, [id]))[0];
    },

    /** Writes the basic fields and bumps the version, in the caller's transaction. */
    async updateStaffItem(tx: Db, id: number, values: StaffItemValues) {
      const [row] = await tx
        .update(items)
        .set({
          ...values,
          topCategoryId: parentCategoryOf(values.categoryId),
          version: sql`${items.version} + 1`,
        })
        .where(eq(items.id, id))
        .returning({ version: items.version });
      return row!.version;
    },

    /** Inserts a new item (version 1) in the caller's transaction; undefined when the code is taken. */
    async insertStaffItem(tx: Db, values: StaffItemValues & { itemCode: string; registeredDate: Date }) {
      const [row] = await tx
        .insert(items)
        .values({ ...values, topCategoryId: parentCategoryOf(values.categoryId) })
        .onConflictDoNothing({ target: items.itemCode })
        .returning({ id: items.id });
      return row?.id;
    },

    /** Whether the brand exists and the category is a child category (master data's answer). */
    placementKnown: (tx: Db, brandId: number, categoryId: number) => placementKnown(tx, brandId, categoryId),

    /** The brands and child categories an item form chooses from. */
    staffOptions: () => placementOptions(db),

    /** Adds an image (the default when the item has none yet), in the caller's transaction. */
    async addItemImage(tx: Db, itemId: number, url: string) {
      const [{ n, last }] = (await tx
        .select({
          n: sql<number>`count(*)::int`,
          last: sql<number>`coalesce(max(${itemImages.sortOrder}), -1)::int`,
        })
        .from(itemImages)
        .where(eq(itemImages.itemId, itemId))) as [{ n: number; last: number }];
      await tx.insert(itemImages).values({ itemId, url, isDefault: n === 0, sortOrder: last + 1 });
    },

    /** Makes one image the item's default; false when the item has no such image. */
    async setDefaultItemImage(tx: Db, itemId: number, imageId: number) {
      const [image] = await tx
        .select({ id: itemImages.id })
        .from(itemImages)
        .where(and(eq(itemImages.itemId, itemId), eq(itemImages.id, imageId)));
      if (!image) return false;
      await tx
        .update(itemImages)
        .set({ isDefault: false })
        .where(and(eq(itemImages.itemId, itemId), eq(itemImages.isDefault, true)));
      await tx.update(itemImages).set({ isDefault: true }).where(eq(itemImages.id, imageId));
      return true;
    },

    /** Removes an image (the next one becomes the default if it was); its url, or undefined if unknown. */
    async deleteItemImage(tx: Db, itemId: number, imageId: number) {
      const [gone] = await tx
        .delete(itemImages)
        .where(and(eq(itemImages.itemId, itemId), eq(itemImages.id, imageId)))
        .returning({ url: itemImages.url, isDefault: itemImages.isDefault });
      if (!gone) return undefined;
      if (gone.isDefault) {
        const [next] = await tx
          .select({ id: itemImages.id })
          .from(itemImages)
          .where(eq(itemImages.itemId, itemId))
          .orderBy(asc(itemImages.sortOrder), asc(itemImages.id))
          .limit(1);
        if (next) await tx.update(itemImages).set({ isDefault: true }).where(eq(itemImages.id, next.id));
      }
      return gone.url;
    },

    /** Bumps an item's version (an image changed), in the caller's transaction. */
    async bumpItemVersion(tx: Db, itemId: number) {
      const [row] = await tx
        .update(items)
        .set({ version: sql`${items.version} + 1` })
        .where(eq(items.id, itemId))
        .returning({ version: items.version });
      return row!.version;
    },

    /** Sets (or with null removes) an item's text in one language, in the caller's transaction. */
    async setItemTranslation(
      tx: Db,
      itemId: number,
      locale: 'zh' | 'ar',
      text: { name: string; description: string } | null,
    ) {
      if (text === null) {
        await tx
          .delete(itemTranslations)
          .where(and(eq(itemTranslations.itemId, itemId), eq(itemTranslations.locale, locale)));
        return;
      }
      const description = text.description === '' ? null : text.description;
      await tx
        .insert(itemTranslations)
        .values({ itemId, locale, name: text.name, description })
        .onConflictDoUpdate({
          target: [itemTranslations.itemId, itemTranslations.locale],
          set: { name: text.name, description },
        });
    },

    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}

export type StaffItemsRepository = ReturnType<typeof createStaffItemsRepository>;

const zhText = alias(itemTranslations, 'zh_text');
const arText = alias(itemTranslations, 'ar_text');

/** Items by id (in that order) with their Chinese and Arabic text, as staff see them. */
async function staffRows(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: items.id,
      itemCode: items.itemCode,
      name: items.name,
      description: items.description,
      basePriceMinor: items.basePriceMinor,
      quantity: items.quantity,
      orderQuantity: items.orderQuantity,
      active: items.active,
      version: items.version,
      brandId: items.brandId,
      categoryId: items.categoryId,
      milesForRedeem: items.milesForRedeem,
      milesForAccrual: items.milesForAccrual,
      isTravelExclusive: items.isTravelExclusive,
      youtubeUrl: items.youtubeUrl,
      zhName: zhText.name,
      zhDescription: zhText.description,
      arName: arText.name,
      arDescription: arText.description,
    })
    .from(items)
    .leftJoin(zhText, and(eq(zhText.itemId, items.id), eq(zhText.locale, 'zh')))
    .leftJoin(arText, and(eq(arText.itemId, items.id), eq(arText.locale, 'ar')))
    .where(inArray(items.id, [...ids]));
  const images = await db
    .select({
      id: itemImages.id,
      itemId: itemImages.itemId,
      url: itemImages.url,
      isDefault: itemImages.isDefault,
    })
    .from(itemImages)
    .where(inArray(itemImages.itemId, [...ids]))
    .orderBy(asc(itemImages.sortOrder), asc(itemImages.id));
  const byId = new Map(
    rows.map((r) => [r.id, { ...r, images: images.filter((i) => i.itemId === r.id) }] as const),
  );
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
}

/** The columns a staff member writes on an item. */
export interface StaffItemValues {
  name: string;
  description: string;
  basePriceMinor: number;
  quantity: number;
  orderQuantity: number | null;
  active: boolean;
  brandId: number;
  categoryId: number;
  milesForRedeem: number | null;
  milesForAccrual: number | null;
  isTravelExclusive: boolean;
  youtubeUrl: string | null;
}

export type StaffItemRow = Awaited<ReturnType<typeof staffRows>>[number];
