import type { OrderContext } from '../../order-context';
import type { PlacingStep } from './placing';

/**
 * Records the session opened before the transaction as the order's payment. A session opened for a
 * code that clashed (rare: the order got another code) is not recorded; the compensation drops it
 * and the traveller starts the payment again from the order.
 */
export const recordPayment = (
  ctx: OrderContext,
): PlacingStep<'tx' | 'order' | 'session' | 'code' | 'quote', 'sessionRecorded'> => ({
  name: 'record payment',
  async run({ tx, order, session, code, quote }) {
    if (!session || order.orderCode !== code) return { sessionRecorded: false };
    await ctx.payments.record(tx, {
      orderId: order.id,
      amountMinor: order.totalMinor,
      currency: quote.currency,
      session,
    });
    // The fault point of a checkout whose gateway was called: inside the transaction, so a process or
    // connection lost here writes nothing (and the session is dropped).
    await ctx.faults.checkpoint('checkout.gateway-called');
    return { sessionRecorded: true };
  },
});
