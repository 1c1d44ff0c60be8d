import type { Db } from '../../db/client';
import type { CatalogueContext } from './catalogue-context';

/** An order's lines as stock moves them. */
type Lines = readonly { itemId: number; quantity: number }[];

/**
 * Orders take and give back stock through these, in the order's transaction: the warehouse's, or with
 * a flightId the flight's on-board stock (onboard's). Orders move stock, never prices (DESIGN.md §18).
 */
export function stockMoves(ctx: CatalogueContext) {
  const { repository, onboardStock, cache } = ctx;
  return {
    /**
     * Reserves stock for order lines in the caller's transaction; the first line short of stock, or null.
     * With a flightId the units come from that flight's on-board stock instead of the warehouse's.
     */
    async reserveStock(tx: Db, lines: Lines, flightId?: number) {
      // Cached reads show stock: drop them now, and the caller again once its transaction has committed.
      cache.clear();
      // A fixed order (by item id) so two orders never wait on each other's rows in a cycle.
      for (const line of [...lines].sort((a, b) => a.itemId - b.itemId)) {
        const taken =
          flightId === undefined
            ? await repository.reserveStock(tx, line.itemId, line.quantity)
            : await onboardStock.reserve(tx, flightId, line.itemId, line.quantity);
        if (!taken) return line.itemId;
      }
      return null;
    },

    /** Returns order lines to stock (the flight's, with a flightId) in the caller's transaction. */
    async releaseStock(tx: Db, lines: Lines, flightId?: number) {
      cache.clear();
      for (const line of [...lines].sort((a, b) => a.itemId - b.itemId)) {
        if (flightId === undefined) await repository.releaseStock(tx, line.itemId, line.quantity);
        else await onboardStock.release(tx, flightId, line.itemId, line.quantity);
      }
    },
  };
}
