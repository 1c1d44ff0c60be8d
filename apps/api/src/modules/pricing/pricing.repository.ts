import type { Language } from '@dfs/i18n/languages';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  priceListBundleItems,
  priceListBundles,
  priceListItems,
  priceLists,
  priceListTranslations,
} from './pricing.schema';

export function createPricingRepository(db: Db) {
  const open = (now: Date) =>
    and(
      eq(priceLists.active, true),
      sql`${priceLists.validFrom} <= ${now.toISOString()}`,
      or(isNull(priceLists.validTo), sql`${priceLists.validTo} > ${now.toISOString()}`),
    );

  return {
    /** The promo code's list when it is active, in its window and not used up; matched case-insensitively. */
    async promoList(code: string, now: Date) {
      const rows = await db
        .select()
        .from(priceLists)
        .where(
          and(
            sql`upper(${priceLists.promoCode}) = upper(${code})`,
            open(now),
            or(isNull(priceLists.usageLimit), lt(priceLists.usedCount, priceLists.usageLimit)),
          ),
        );
      return rows[0];
    },

    listItems(priceListId: number) {
      return db
        .select({ itemId: priceListItems.itemId, amountMinor: priceListItems.amountMinor })
        .from(priceListItems)
        .where(eq(priceListItems.priceListId, priceListId))
        .orderBy(asc(priceListItems.itemId));
    },

    async bundles(priceListId: number) {
      const bundles = await db
        .select({ id: priceListBundles.id, amountMinor: priceListBundles.amountMinor })
        .from(priceListBundles)
        .where(eq(priceListBundles.priceListId, priceListId))
        .orderBy(asc(priceListBundles.id));
      if (bundles.length === 0) return [];
      const members = await db
        .select({ bundleId: priceListBundleItems.bundleId, itemId: priceListBundleItems.itemId })
        .from(priceListBundleItems)
        .where(
          inArray(
            priceListBundleItems.bundleId,
            bundles.map((b) => b.id),
          ),
        )
        .orderBy(asc(priceListBundleItems.itemId));
      return bundles.map((b) => ({
        ...b,
        itemIds: members.filter((m) => m.bundleId === b.id).map((m) => m.itemId),
      }));
    },

    /** Counts one use of a promo list unless it is used up; false when it is (caller's transaction). */
    async consumePromo(tx: Db, priceListId: number): Promise<boolean> {
      const rows = await tx
        .update(priceLists)
        .set({ usedCount: sql`${priceLists.usedCount} + 1` })
        .where(
          and(
            eq(priceLists.id, priceListId),
            or(isNull(priceLists.usageLimit), lt(priceLists.usedCount, priceLists.usageLimit)),
          ),
        )
        .returning({ id: priceLists.id });
      return rows.length > 0;
    },

    /** Gives a use back when the order that used the code is cancelled. */
    async releasePromo(tx: Db, code: string): Promise<void> {
      await tx
        .update(priceLists)
        .set({ usedCount: sql`greatest(${priceLists.usedCount} - 1, 0)` })
        .where(sql`upper(${priceLists.promoCode}) = upper(${code})`);
    },

    /** A price list's display name in `lng`, else English. */
    async displayName(priceListId: number, lng: Language): Promise<string | undefined> {
      const [row] = await db
        .select({ name: sql<string>`coalesce(${priceListTranslations.name}, ${priceLists.name})` })
        .from(priceLists)
        .leftJoin(
          priceListTranslations,
          and(eq(priceListTranslations.priceListId, priceLists.id), eq(priceListTranslations.locale, lng)),
        )
        .where(eq(priceLists.id, priceListId));
      return row?.name;
    },

    offerLists(offerType: number, now: Date, lng: Language = 'en') {
      return db
        .select({
          id: priceLists.id,
          name: sql<string>`coalesce(${priceListTranslations.name}, ${priceLists.name})`,
        })
        .from(priceLists)
        .leftJoin(
          priceListTranslations,
          and(eq(priceListTranslations.priceListId, priceLists.id), eq(priceListTranslations.locale, lng)),
        )
        .where(and(eq(priceLists.offerType, offerType), isNull(priceLists.promoCode), open(now)))
        .orderBy(asc(priceLists.id));
    },
  };
}

export type PricingRepository = ReturnType<typeof createPricingRepository>;
