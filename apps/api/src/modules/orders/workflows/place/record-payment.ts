import type { OrderContext } from '../../order-context';
import type { Step } from '../step';
import { need, type Placing } from './placing';

/**
 * Records the session opened before the transaction as the order's payment. A session opened for a
 * code that clashed (rare: the order got another code) is not recorded; the compensation drops it
 * and the traveller starts the payment again from the order.
 */
export const recordPayment = (ctx: OrderContext): Step<Placing> => ({
  name: 'record payment',
  async run(p, tx) {
    const order = need(p.order, 'order');
    if (!p.session) return;
    if (order.orderCode !== p.code) return;
    await ctx.payments.record(tx, {
      orderId: order.id,
      amountMinor: order.totalMinor,
      currency: need(p.quote, 'quote').currency,
      session: p.session,
    });
    p.sessionRecorded = true;
    // The fault point of a checkout whose gateway was called: inside the transaction, so a process or
    // connection lost here writes nothing (and the session is dropped).
    await ctx.faults.checkpoint('checkout.gateway-called');
  },
});
