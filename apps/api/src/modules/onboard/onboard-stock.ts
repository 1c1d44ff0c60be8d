import { type AnyColumn, and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import { onboardStock } from './onboard.schema';

/**
 * A flight's on-board stock (onboard_stock), owned here: the catalogue lists and sells a flight's
 * range through these (decision 022), never through the table. app.ts gives them to the catalogue,
 * which imports only their type: onboard depends on the catalogue (its items), never back (decision 050).
 */

export function createOnboardStock(db: Db) {
  return {
    /** Whether the flight carries the item (for another module's list query). */
    carriedOn: (itemId: AnyColumn | SQL, flightId: number) =>
      sql`${qualified(itemId)} IN (SELECT s.item_id FROM ${onboardStock} AS s WHERE s.flight_id = ${flightId})`,

    /** How many units of the item the flight carries; null when it carries none. */
    quantityOn: (itemId: AnyColumn | SQL, flightId: number) =>
      sql<
        number | null
      >`(SELECT s.quantity FROM ${onboardStock} AS s WHERE s.flight_id = ${flightId} AND s.item_id = ${qualified(itemId)})`,

    /** What a flight carries of these items; items it does not carry are absent. */
    of(flightId: number, itemIds: readonly number[]) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select({ itemId: onboardStock.itemId, quantity: onboardStock.quantity })
        .from(onboardStock)
        .where(and(eq(onboardStock.flightId, flightId), inArray(onboardStock.itemId, [...itemIds])));
    },

    /**
     * Takes units from the flight's stock in the caller's transaction, never read-then-write: false
     * when fewer are left, so two buyers can never take the same last unit.
     */
    async reserve(tx: Db, flightId: number, itemId: number, quantity: number): Promise<boolean> {
      const rows = await tx
        .update(onboardStock)
        .set({ quantity: sql`${onboardStock.quantity} - ${quantity}` })
        .where(
          and(
            eq(onboardStock.flightId, flightId),
            eq(onboardStock.itemId, itemId),
            gte(onboardStock.quantity, quantity),
          ),
        )
        .returning({ id: onboardStock.itemId });
      return rows.length > 0;
    },

    /** Puts units back on the flight they were taken from. */
    async release(tx: Db, flightId: number, itemId: number, quantity: number): Promise<void> {
      await tx
        .update(onboardStock)
        .set({ quantity: sql`${onboardStock.quantity} + ${quantity}` })
        .where(and(eq(onboardStock.flightId, flightId), eq(onboardStock.itemId, itemId)));
    },
  };
}

export type OnboardStock = ReturnType<typeof createOnboardStock>;
