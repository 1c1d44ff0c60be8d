import { holdsStock } from '@dfs/domain/order-lifecycle';
import { PaymentOption, PaymentStatus } from '@dfs/domain/order-status';
import type { Db } from '../../../../db/client';
import type { AuditStep } from '../../../audit/audit.service';
import type { OrderContext } from '../../order-context';
import type { OrderRow } from '../../orders.repository';
import { refundMiles } from '../place/debit-miles';
import { releaseHolds } from '../release-holds';

/** Reason code 4 ("other"): the care agent's own words are in the history and the audit log. */
const OTHER_REASON = 4;

/** The lifecycle event a staff refund of the order applies: `cancel` before the hand-over, else `staffRefund`. */
export const refundEventOf = (order: OrderRow) =>
  holdsStock(order.orderRequestStatus) ? ('cancel' as const) : ('staffRefund' as const);

/**
 * The refund itself, on an order locked in the caller's transaction (decision record 032). Before the
 * hand-over it is the lifecycle's `cancel` by staff: the goods go back to stock, the promotion's use is
 * released. After it, `staffRefund`: the goods stay with the traveller. Either way the money goes back
 * once: miles through the ledger in this transaction, a card through the gateway after the commit.
 */
export async function refundNow(
  ctx: OrderContext,
  tx: Db,
  order: OrderRow,
  by: { staffId: number; note: string; requestId?: string; audit: AuditStep },
): Promise<void> {
  const event = refundEventOf(order);
  const next = ctx.move(order, event, 'staff');
  if (event === 'cancel') await releaseHolds(ctx, tx, order);
  const paymentStatus = await giveMoneyBack(ctx, tx, order);
  const changes = {
    orderRequestStatus: next.status,
    paymentStatus,
    holdExpiresAt: null,
    ...(event === 'cancel' ? { reasonOfCancellation: OTHER_REASON } : {}),
  };
  await ctx.repository.updateOrder(tx, order.id, changes);
  await ctx.recordChange(tx, order.id, {
    event,
    actor: 'staff',
    staffId: by.staffId,
    from: order.orderRequestStatus,
    to: next.status,
    payment: paymentStatus,
    note: by.note,
    ...(by.requestId ? { requestId: by.requestId } : {}),
  });
  await by.audit(tx, {
    action: 'update',
    entity: 'order',
    entityId: order.id,
    before: { orderRequestStatus: order.orderRequestStatus, paymentStatus: order.paymentStatus },
    after: { orderRequestStatus: next.status, paymentStatus, reason: by.note },
  });
  if (event === 'cancel') await ctx.mails.queue(tx, 'cancellation', order.id, OTHER_REASON);
  if (paymentStatus === PaymentStatus.Refunded) await ctx.mails.queue(tx, 'refund', order.id);
  const updated = { ...order, ...changes } satisfies OrderRow;
  if (event === 'cancel') await ctx.orderEvent(tx, 'order.cancelled', updated);
  if (paymentStatus === PaymentStatus.Refunded) await ctx.orderEvent(tx, 'order.refunded', updated);
}

/**
 * Gives the order's money back in the caller's transaction: miles to the member's ledger; a card's
 * captured payment marked for refund after the commit (an open one voided). Answers the new payment status.
 */
async function giveMoneyBack(ctx: OrderContext, tx: Db, order: OrderRow): Promise<PaymentStatus> {
  const memberId = order.customerId
    ? (await ctx.customers.contactOf(order.customerId, tx))?.loyaltyMemberId
    : undefined;
  if (
    order.paymentStatus === PaymentStatus.Paid &&
    (await refundMiles(ctx, tx, order, memberId ?? undefined))
  ) {
    return PaymentStatus.Refunded;
  }
  if (order.paymentOption === PaymentOption.Card) {
    const closed = await ctx.payments.closeSettled(tx, order.id);
    if (closed === 'refunded') {
      // Miles earned on the paid order are taken back with it.
      if (memberId && order.milesForAccrual > 0) {
        await ctx.loyalty.spend(tx, memberId, order.milesForAccrual, order.id);
      }
      return PaymentStatus.Refunded;
    }
    return order.paymentStatus;
  }
  // Cash taken on board is paid back by the station; the order says it was.
  return order.paymentStatus === PaymentStatus.Paid ? PaymentStatus.Refunded : order.paymentStatus;
}
