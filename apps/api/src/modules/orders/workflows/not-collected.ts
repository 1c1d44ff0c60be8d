import { PaymentOption, PaymentStatus } from '@dfs/domain/order-status';
import type { HandOversRepository } from '../hand-overs.repository';
import type { OrderContext } from '../order-context';
import type { OrderRow } from '../orders.repository';
import { refundMiles } from './place/debit-miles';
import { releaseHolds } from './release-holds';

/** How long after departure an order still to collect counts as not collected (the flight is over). */
export const NOT_COLLECTED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * After the flight (the clock's event, lifecycle `notCollected`): an order the crew did not hand over
 * goes back. One transaction per order returns its stock and promotion, its miles, and drops its card
 * payment (a hold is voided, a capture refunded, at the gateway after the commit); the traveller is
 * e-mailed. Answers how many orders it closed.
 */
export function notCollectedWorkflow(ctx: OrderContext, deps: { handOvers: HandOversRepository }) {
  async function close(id: number): Promise<boolean> {
    return ctx.transaction(async (tx) => {
      const order = await ctx.repository.lockOrder(tx, id);
      if (!order) return false;
      let next: ReturnType<typeof ctx.move>;
      try {
        next = ctx.move(order, 'notCollected', 'clock');
      } catch {
        return false; // handed over or cancelled meanwhile
      }
      await releaseHolds(ctx, tx, order);
      let paymentStatus = next.payment;
      const memberId = order.customerId
        ? (await ctx.customers.contactOf(order.customerId, tx))?.loyaltyMemberId
        : undefined;
      if (await refundMiles(ctx, tx, order, memberId ?? undefined)) paymentStatus = PaymentStatus.Refunded;
      if (order.paymentOption === PaymentOption.Card) {
        const closed = await ctx.payments.closeSettled(tx, order.id);
        paymentStatus = closed === 'refunded' ? PaymentStatus.Refunded : order.paymentStatus;
        if (order.paymentStatus === PaymentStatus.Paid && memberId && order.milesForAccrual > 0) {
          await ctx.loyalty.spend(tx, memberId, order.milesForAccrual, order.id);
        }
      }
      const changes = { orderRequestStatus: next.status, paymentStatus, holdExpiresAt: null };
      await ctx.repository.updateOrder(tx, order.id, changes);
      await ctx.recordChange(tx, order.id, {
        event: 'notCollected',
        actor: 'clock',
        from: order.orderRequestStatus,
        to: next.status,
        payment: paymentStatus,
      });
      await ctx.mails.queue(tx, 'notCollected', order.id);
      const updated = { ...order, ...changes } satisfies OrderRow;
      await ctx.orderEvent(tx, 'order.notCollected', updated);
      if (paymentStatus === PaymentStatus.Refunded) await ctx.orderEvent(tx, 'order.refunded', updated);
      return true;
    });
  }

  return async function sweepNotCollected(): Promise<number> {
    const due = await deps.handOvers.dueNotCollected(
      new Date(ctx.now().getTime() - NOT_COLLECTED_AFTER_MS),
      100,
    );
    let closed = 0;
    for (const { id } of due) if (await close(id)) closed++;
    return closed;
  };
}
