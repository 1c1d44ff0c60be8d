import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onboardStock } from './onboard.schema';

/** What each flight carries (onboard_stock); the station sets it, on-board orders take from it. */
export function createOnboardRepository(db: Db) {
  return {
    rangeOf(flightId: number, tx: Db = db) {
      return tx
        .select({ itemId: onboardStock.itemId, quantity: onboardStock.quantity })
        .from(onboardStock)
        .where(eq(onboardStock.flightId, flightId))
        .orderBy(asc(onboardStock.itemId));
    },

    /** Replaces the flight's whole range. */
    async replaceRange(tx: Db, flightId: number, lines: readonly { itemId: number; quantity: number }[]) {
      await tx.delete(onboardStock).where(eq(onboardStock.flightId, flightId));
      if (lines.length > 0) await tx.insert(onboardStock).values(lines.map((l) => ({ flightId, ...l })));
    },
  };
}

export type OnboardRepository = ReturnType<typeof createOnboardRepository>;
