import type { Db } from '../../../../db/client';
import { Conflict } from '../../../../errors';
import type { OrderContext } from '../../order-context';

/**
 * A staff request seen before (its client-made id): answered as the first time, never acted on again.
 * Requests with one id run one after the other (an advisory lock until the commit).
 */
export async function replayOf(ctx: OrderContext, tx: Db, request: { id: number; requestId: string }) {
  await ctx.care.lockRequest(tx, request.requestId);
  const done = await ctx.care.byRequest(request.requestId, tx);
  if (!done) return undefined;
  if (done.orderId !== request.id) throw new Conflict('api.orders.idempotencyMismatch');
  return done;
}
