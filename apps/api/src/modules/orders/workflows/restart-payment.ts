import { OrderRequestStatus, PaymentOption } from '@dfs/domain/order-status';
import type { Language } from '@dfs/i18n/languages';
import { Conflict, Unavailable } from '../../../errors';
import { translatorFor } from '../../../plugins/locale';
import type { OrderContext, Requester } from '../order-context';
import type { OrderRow } from '../orders.repository';
import { paymentDescriptionKey } from './place/open-payment';

/**
 * Starting the card payment of an unpaid card order again: a new session is opened at the gateway
 * before the transaction, which renews the hold and records it (the old session is dropped after the
 * commit). If the order no longer awaits payment, the new session is dropped instead.
 */
export function restartPaymentWorkflow(ctx: OrderContext) {
  function assertAwaitingPayment(order: OrderRow) {
    if (
      order.paymentOption !== PaymentOption.Card ||
      order.orderRequestStatus !== OrderRequestStatus.PendingPayment
    ) {
      throw new Conflict('api.orders.notAwaitingPayment');
    }
    ctx.assertChangeable(order, 'api.orders.notChangeable');
  }

  return async function restartCardPayment(
    orderCode: string,
    requester: Requester,
    token: string | undefined,
    language: Language,
  ) {
    const found = ctx.owned(await ctx.repository.orderByCode(orderCode), requester, token);
    assertAwaitingPayment(found);
    const currency = await ctx.views.currencyCode(found.currencyId);
    const session = await ctx.payments.open({
      reference: found.orderCode,
      description: translatorFor(language)(paymentDescriptionKey(found.kind), {
        code: found.orderCode,
        brand: ctx.settings.brandName,
      }),
      amountMinor: found.totalMinor,
      currency,
      returnUrls: ctx.links.returnUrls(found.orderCode),
      language,
    });
    if (!session) throw new Unavailable('api.orders.paymentUnavailable', { code: found.orderCode });
    try {
      await ctx.transaction(async (tx) => {
        const order = (await ctx.repository.lockOrder(tx, found.id))!;
        assertAwaitingPayment(order);
        // A payment the bank still decides on is not dropped for a new one.
        if ((await ctx.payments.ordersPendingAtBank(tx, [order.id])).length > 0) {
          throw new Conflict('api.orders.paymentPending', { code: order.orderCode });
        }
        await ctx.repository.updateOrder(tx, order.id, {
          holdExpiresAt: new Date(ctx.now().getTime() + ctx.cardHoldMs),
        });
        await ctx.payments.record(tx, {
          orderId: order.id,
          amountMinor: order.totalMinor,
          currency,
          session,
        });
      });
    } catch (error) {
      await ctx.payments.abandon(session);
      throw error;
    }
    return { paymentRedirectUrl: session.redirectUrl };
  };
}
