import type { CancelPreOrderRequest, OrderView } from '@dfs/contract/preorders';
import type { OrderActor } from '@dfs/domain/order-lifecycle';
import { PaymentOption, PaymentStatus } from '@dfs/domain/order-status';
import type { OrderContext, Requester } from '../order-context';
import type { OrderRow } from '../orders.repository';
import { passengerTickets } from '../passenger-tickets';
import { refundMiles } from './place/debit-miles';
import { releaseHolds } from './release-holds';

/**
 * Cancelling until the cut-off (DESIGN.md §7): the card is settled at the gateway first (a refund of a
 * captured payment, a void of an open one; a gateway failure is a 503 and nothing changes), then one
 * transaction restocks, gives back the promotion and miles, and writes the cancellation.
 */
export function cancelWorkflow(ctx: OrderContext, onCancelledFlight: (order: OrderRow) => Promise<boolean>) {
  const onTickets = passengerTickets(ctx);
  return async function cancel(request: CancelPreOrderRequest, requester: Requester): Promise<OrderView> {
    const { order: found, byPassenger } = await onTickets.cancellable(
      await ctx.repository.orderById(request.id),
      requester,
      request.viewToken,
    );
    // An order whose flight was cancelled may be cancelled with a full refund whatever the cut-off.
    const disrupted = await onCancelledFlight(found);
    const cancelled = await cancelOrder(
      ctx,
      found,
      byPassenger ? 'customer' : ctx.actorOf(found, requester),
      request.ReasonOfCancellation,
      {
        checkWindow: !disrupted,
        // The history says who: the ticket's passenger cancelling an order somebody else placed on it.
        note: byPassenger ? `by the ticket's passenger (customer ${requester.customerId})` : undefined,
      },
    );
    return ctx.views.view(cancelled, requester.language);
  };
}

/**
 * The cancel itself, for the traveller or the clock (an order left untouched on a cancelled flight):
 * the card settled first, then one transaction.
 */
export async function cancelOrder(
  ctx: OrderContext,
  found: OrderRow,
  actor: OrderActor,
  reason: number,
  options: { checkWindow: boolean; note?: string },
): Promise<OrderRow> {
  // The window is the order's current flight's: its cut-off, and whether the station marked it departed.
  const flightStatus = options.checkWindow ? await ctx.views.flightStatusOf(found) : undefined;
  if (options.checkWindow) ctx.assertChangeable(found, 'api.orders.notCancellable', flightStatus);
  ctx.move(found, 'cancel', actor);
  const settled =
    found.paymentOption === PaymentOption.Card ? await ctx.payments.settleBeforeCancel(found.id) : undefined;

  const cancelled = await ctx.transaction(async (tx) => {
    const order = (await ctx.repository.lockOrder(tx, found.id))!;
    if (options.checkWindow) {
      ctx.assertChangeable(order, 'api.orders.notCancellable', await ctx.views.flightStatusOf(order, tx));
    }
    const next = ctx.move(order, 'cancel', actor);
    await releaseHolds(ctx, tx, order);
    await ctx.faults.checkpoint('cancel.stock-released');
    let paymentStatus = order.paymentStatus;
    const memberId = order.customerId
      ? (await ctx.customers.contactOf(order.customerId, tx))?.loyaltyMemberId
      : undefined;
    if (await refundMiles(ctx, tx, order, memberId ?? undefined)) paymentStatus = PaymentStatus.Refunded;
    if (order.paymentOption === PaymentOption.Card) {
      const closed = await ctx.payments.closeSettled(tx, order.id, settled);
      await ctx.faults.checkpoint('cancel.refunded');
      if (closed === 'refunded') paymentStatus = PaymentStatus.Refunded;
      // Miles earned on the paid order are taken back with it.
      if (order.paymentStatus === PaymentStatus.Paid && memberId && order.milesForAccrual > 0) {
        await ctx.loyalty.spend(tx, memberId, order.milesForAccrual, order.id);
      }
    }
    const changes = {
      orderRequestStatus: next.status,
      reasonOfCancellation: reason,
      paymentStatus,
      holdExpiresAt: null,
    };
    await ctx.repository.updateOrder(tx, order.id, changes);
    await ctx.recordChange(tx, order.id, {
      event: 'cancel',
      actor,
      from: order.orderRequestStatus,
      to: next.status,
      payment: paymentStatus,
      note: options.note,
    });
    await ctx.mails.queue(tx, 'cancellation', order.id, reason);
    if (paymentStatus === PaymentStatus.Refunded) await ctx.mails.queue(tx, 'refund', order.id);
    const updated = { ...order, ...changes } satisfies OrderRow;
    await ctx.orderEvent(tx, 'order.cancelled', updated);
    if (paymentStatus === PaymentStatus.Refunded) await ctx.orderEvent(tx, 'order.refunded', updated);
    return updated;
  });
  return cancelled;
}
