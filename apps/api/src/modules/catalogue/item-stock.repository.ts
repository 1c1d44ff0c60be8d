import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items } from './catalogue.schema';

/** The warehouse's stock of items, moved only inside the caller's transaction. */
export const itemStockRepository = {
  /**
   * Takes `quantity` units of an item inside the caller's transaction, never read-then-write
   * (DESIGN.md §6): false when fewer are left, so two buyers can never take the same last unit.
   */
  async reserveStock(tx: Db, itemId: number, quantity: number): Promise<boolean> {
    const rows = await tx
      .update(items)
      .set({ quantity: sql`${items.quantity} - ${quantity}` })
      .where(and(eq(items.id, itemId), gte(items.quantity, quantity)))
      .returning({ id: items.id });
    return rows.length > 0;
  },

  /** Puts units back (a cancelled or unpaid order), inside the caller's transaction. */
  async releaseStock(tx: Db, itemId: number, quantity: number): Promise<void> {
    await tx
      .update(items)
      .set({ quantity: sql`${items.quantity} + ${quantity}` })
      .where(eq(items.id, itemId));
  },
};
