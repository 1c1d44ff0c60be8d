import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onboardStock } from './onboard.schema';

/** Flights' on-board stock as bulk imports and exports read and write it. */
export function createOnboardStockRepository(db: Db) {
  return {
    /** The on-board stock of these flights' items, locked for the import's transaction. */
    lock(tx: Db, flightIds: readonly number[], itemIds: readonly number[]) {
      if (flightIds.length === 0 || itemIds.length === 0) return Promise.resolve([]);
      return tx
        .select({
          flightId: onboardStock.flightId,
          itemId: onboardStock.itemId,
          quantity: onboardStock.quantity,
        })
        .from(onboardStock)
        .where(
          and(inArray(onboardStock.flightId, [...flightIds]), inArray(onboardStock.itemId, [...itemIds])),
        )
        .orderBy(asc(onboardStock.flightId), asc(onboardStock.itemId))
        .for('update');
    },

    /** Sets on-board stock; an item the flight did not carry yet is added. */
    async set(tx: Db, rows: readonly { flightId: number; itemId: number; quantity: number }[]) {
      if (rows.length === 0) return;
      await tx
        .insert(onboardStock)
        .values([...rows])
        .onConflictDoUpdate({
          target: [onboardStock.flightId, onboardStock.itemId],
          set: { quantity: sql`excluded.quantity` },
        });
    },

    /** Every flight's on-board stock (for exports). */
    all() {
      return db
        .select({
          flightId: onboardStock.flightId,
          itemId: onboardStock.itemId,
          quantity: onboardStock.quantity,
        })
        .from(onboardStock)
        .orderBy(asc(onboardStock.flightId), asc(onboardStock.itemId));
    },
  };
}

export type OnboardStockRepository = ReturnType<typeof createOnboardStockRepository>;
