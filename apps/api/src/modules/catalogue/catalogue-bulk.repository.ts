import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items } from './catalogue.schema';

/** Items as bulk imports and exports read and write them (base price and storefront stock). */
export function createCatalogueBulkRepository(db: Db) {
  return {
    /** Items by code, locked for the import's transaction (in id order, so imports never deadlock). */
    lockByCodes(tx: Db, codes: readonly string[]) {
      if (codes.length === 0) return Promise.resolve([]);
      return tx
        .select({
          id: items.id,
          itemCode: items.itemCode,
          basePriceMinor: items.basePriceMinor,
          quantity: items.quantity,
          active: items.active,
        })
        .from(items)
        .where(inArray(items.itemCode, [...new Set(codes)]))
        .orderBy(asc(items.id))
        .for('update');
    },

    /** Sets base prices and/or stock; each item's version moves on (open edit forms then get 409). */
    async setItems(tx: Db, rows: readonly { id: number; basePriceMinor?: number; quantity?: number }[]) {
      for (const row of rows)
        await tx
          .update(items)
          .set({
            ...(row.basePriceMinor === undefined ? {} : { basePriceMinor: row.basePriceMinor }),
            ...(row.quantity === undefined ? {} : { quantity: row.quantity }),
            version: sql`${items.version} + 1`,
          })
          .where(sql`${items.id} = ${row.id}`);
    },

    /** Every item's code, name, base price and stock, by code (for exports). */
    all() {
      return db
        .select({
          id: items.id,
          itemCode: items.itemCode,
          name: items.name,
          basePriceMinor: items.basePriceMinor,
          quantity: items.quantity,
        })
        .from(items)
        .orderBy(asc(items.itemCode));
    },
  };
}

export type CatalogueBulkRepository = ReturnType<typeof createCatalogueBulkRepository>;
