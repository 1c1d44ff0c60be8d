import { OrderRequestStatus } from '@dfs/domain/order-status';
import type { Db } from '../../../db/client';
import type { EventBus } from '../../../events/event-bus';
import type { PaymentEvents } from '../../payments/payment-events';
import type { OrderContext } from '../order-context';
import { releaseHolds } from './release-holds';

/**
 * Paying (DESIGN.md §10): what the order side does when the payments module reports, in the
 * callback's transaction. Subscribed to PaymentEvents; payments never imports this module.
 */
export function payWorkflow(ctx: OrderContext) {
  /** The order is paid: confirmed, miles earned, confirmation e-mailed after the commit. False when it
   * no longer awaits payment (cancelled or expired meanwhile). */
  async function paid(tx: Db, orderId: number): Promise<boolean> {
    const order = await ctx.repository.lockOrder(tx, orderId);
    if (!order || order.orderRequestStatus !== OrderRequestStatus.PendingPayment) return false;
    const next = ctx.move(order, 'paymentSucceeded', 'gateway');
    await ctx.repository.updateOrder(tx, orderId, {
      orderRequestStatus: next.status,
      paymentStatus: next.payment,
      holdExpiresAt: null,
    });
    await ctx.recordChange(tx, orderId, {
      event: 'paymentSucceeded',
      actor: 'gateway',
      from: order.orderRequestStatus,
      to: next.status,
      payment: next.payment,
    });
    if (order.customerId && order.milesForAccrual > 0) {
      const customer = await ctx.customers.contactOf(order.customerId, tx);
      if (customer?.loyaltyMemberId) {
        await ctx.loyalty.earn(tx, customer.loyaltyMemberId, order.milesForAccrual, orderId);
      }
    }
    await ctx.mails.queue(tx, 'confirmation', orderId);
    await ctx.orderEvent(tx, 'order.paid', {
      ...order,
      orderRequestStatus: next.status,
      paymentStatus: next.payment,
    });
    return true;
  }

  /** The payment failed, errored or was cancelled by the traveller on the gateway's page. */
  async function notPaid(tx: Db, orderId: number, outcome: 'failed' | 'error' | 'cancelled') {
    const order = await ctx.repository.lockOrder(tx, orderId);
    if (!order || order.orderRequestStatus !== OrderRequestStatus.PendingPayment) return;
    const event = outcome === 'cancelled' ? 'paymentCancelled' : 'paymentFailed';
    const next = ctx.move(order, event, 'gateway');
    await releaseHolds(ctx, tx, order);
    await ctx.repository.updateOrder(tx, orderId, {
      orderRequestStatus: next.status,
      paymentStatus: next.payment,
      holdExpiresAt: null,
    });
    await ctx.recordChange(tx, orderId, {
      event,
      actor: 'gateway',
      from: order.orderRequestStatus,
      to: next.status,
      payment: next.payment,
    });
    // The traveller who cancelled on the gateway's page knows; a refused payment is e-mailed.
    if (outcome !== 'cancelled') await ctx.mails.queue(tx, 'paymentFailed', orderId);
  }

  return {
    paid,
    subscribe(events: Pick<EventBus<PaymentEvents>, 'on'>) {
      events.on('payment.reporting', async (tx, { orderId }) => {
        await ctx.repository.lockOrder(tx, orderId);
      });
      events.on('payment.succeeded', async (tx, { orderId, paymentId }) => {
        if (!(await paid(tx, orderId))) await ctx.payments.refundUnwanted(tx, paymentId);
      });
      events.on('payment.notPaid', async (tx, { orderId, outcome }) => notPaid(tx, orderId, outcome));
    },
  };
}
