import { PriceListKind } from '@dfs/domain/price-lists';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceListItems, priceLists } from './pricing.schema';

/** Unit price lists' prices as bulk imports and exports read and write them. */
export function createPriceBulkRepository(db: Db) {
  return {
    /** The unit price lists (kind 2) among `ids`. */
    unitLists(tx: Db, ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return tx
        .select({ id: priceLists.id, name: priceLists.name })
        .from(priceLists)
        .where(and(inArray(priceLists.id, [...ids]), eq(priceLists.kind, PriceListKind.Unit)));
    },

    /** The unit prices of these lists' items, locked for the import's transaction. */
    lockUnitPrices(tx: Db, listIds: readonly number[], itemIds: readonly number[]) {
      if (listIds.length === 0 || itemIds.length === 0) return Promise.resolve([]);
      return tx
        .select({
          priceListId: priceListItems.priceListId,
          itemId: priceListItems.itemId,
          amountMinor: priceListItems.amountMinor,
        })
        .from(priceListItems)
        .where(
          and(
            inArray(priceListItems.priceListId, [...listIds]),
            inArray(priceListItems.itemId, [...itemIds]),
          ),
        )
        .orderBy(asc(priceListItems.priceListId), asc(priceListItems.itemId))
        .for('update');
    },

    /** Sets unit prices; an item not yet in the list joins it. */
    async setUnitPrices(
      tx: Db,
      rows: readonly { priceListId: number; itemId: number; amountMinor: number }[],
    ) {
      if (rows.length === 0) return;
      await tx
        .insert(priceListItems)
        .values([...rows])
        .onConflictDoUpdate({
          target: [priceListItems.priceListId, priceListItems.itemId],
          set: { amountMinor: sql`excluded.amount_minor` },
        });
    },

    /** Every unit price list's item prices (for exports). */
    allUnitPrices() {
      return db
        .select({
          priceListId: priceLists.id,
          priceListName: priceLists.name,
          itemId: priceListItems.itemId,
          amountMinor: priceListItems.amountMinor,
        })
        .from(priceListItems)
        .innerJoin(priceLists, eq(priceLists.id, priceListItems.priceListId))
        .where(eq(priceLists.kind, PriceListKind.Unit))
        .orderBy(asc(priceLists.id), asc(priceListItems.itemId));
    },
  };
}

export type PriceBulkRepository = ReturnType<typeof createPriceBulkRepository>;
