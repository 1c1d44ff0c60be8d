import type { Db } from '../../../../db/client';
import { Conflict } from '../../../../errors';
import type { OrderContext } from '../../order-context';
import type { OrderRow } from '../../orders.repository';
import type { PlacingStep } from './placing';

/**
 * Takes the goods. Last of the steps: its row locks are held only until the commit, so buyers of one
 * popular item queue for the shortest time. Running short rolls back everything above.
 */
export const reserveStock = (ctx: OrderContext): PlacingStep<'tx' | 'quote' | 'onBoardFlight'> => ({
  name: 'reserve stock',
  async run({ tx, quote, onBoardFlight }) {
    const merged = new Map<number, number>();
    for (const l of [...quote.lines, ...quote.freeLines]) {
      merged.set(l.itemId, (merged.get(l.itemId) ?? 0) + l.quantity);
    }
    const short = await ctx.catalogue.reserveStock(
      tx,
      [...merged].map(([itemId, quantity]) => ({ itemId, quantity })),
      onBoardFlight?.id,
    );
    if (short !== null) throw new Conflict('api.orders.outOfStock');
    await ctx.faults.checkpoint('checkout.stock-reserved');
    return {};
  },
});

/** The undo after the commit: the goods go back (an on-board order's to the flight they came from). */
export async function releaseStock(ctx: OrderContext, tx: Db, order: OrderRow) {
  const lines = await ctx.views.namedLines([order.id], tx);
  await ctx.catalogue.releaseStock(
    tx,
    lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity })),
    order.kind === 'onboard' ? (order.flightId ?? undefined) : undefined,
  );
}
