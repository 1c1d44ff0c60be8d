import { OrderRequestStatus } from '@dfs/domain/order-status';
import type { OrderContext } from '../order-context';
import type { payWorkflow } from './pay';
import { releaseHolds } from './release-holds';

/**
 * Expiring unpaid card orders whose hold ran out (the clock's event). The gateway is asked first,
 * outside any transaction (their success callback may have been lost), so a captured payment confirms
 * the order; the others are cancelled, their stock and promotion released and their open sessions
 * voided after the commit. Answers how many it settled; an order whose gateway does not answer is
 * left for the next sweep.
 */
export function expireWorkflow(ctx: OrderContext, pay: ReturnType<typeof payWorkflow>) {
  return async function sweepExpiredHolds(): Promise<number> {
    const at = ctx.now();
    const due = await ctx.repository.expiredHolds(at, [OrderRequestStatus.PendingPayment], 100);
    let swept = 0;
    let failure: unknown;
    for (const { id } of due) {
      const done = await ctx.payments
        .askGateway(id)
        .then((gateway) =>
          ctx.transaction(async (tx) => {
            const order = await ctx.repository.lockOrder(tx, id);
            if (
              !order ||
              order.orderRequestStatus !== OrderRequestStatus.PendingPayment ||
              !order.holdExpiresAt ||
              order.holdExpiresAt.getTime() >= at.getTime()
            ) {
              return false;
            }
            if (gateway.captured !== undefined) {
              await ctx.payments.markCaptured(tx, gateway.captured);
              return pay.paid(tx, order.id);
            }
            const next = ctx.move(order, 'holdExpired', 'clock');
            // The pending page promised an e-mail whatever the bank does: its silence is an answer too.
            const atBank = (await ctx.payments.ordersPendingAtBank(tx, [order.id])).length > 0;
            await releaseHolds(ctx, tx, order);
            await ctx.payments.closeSettled(tx, order.id);
            await ctx.repository.updateOrder(tx, order.id, {
              orderRequestStatus: next.status,
              holdExpiresAt: null,
            });
            await ctx.recordChange(tx, order.id, {
              event: 'holdExpired',
              actor: 'clock',
              from: order.orderRequestStatus,
              to: next.status,
              payment: next.payment,
            });
            if (atBank) await ctx.mails.queue(tx, 'paymentExpired', order.id);
            return true;
          }),
        )
        .catch((error: unknown) => {
          failure ??= error;
          return false;
        });
      if (done) swept++;
    }
    if (failure) throw failure;
    return swept;
  };
}
