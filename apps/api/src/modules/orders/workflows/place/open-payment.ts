import { translatorFor } from '../../../../plugins/locale';
import type { OrderContext } from '../../order-context';
import { isCard, type PlacingStep } from './placing';

/** What the gateway's page says is paid for: a pre-order or an on-board order, never one for the other. */
export const paymentDescriptionKey = (kind: 'preorder' | 'onboard') =>
  kind === 'onboard' ? 'api.orders.paymentDescriptionOnboard' : 'api.orders.paymentDescription';

/**
 * Opens the card payment at the gateway before the transaction (DESIGN.md §10), so no buyer waits
 * behind another's gateway call holding stock or promotion rows. A replay of a committed
 * Idempotency-Key opens nothing. Compensation: the session is dropped when the order is not written.
 */
export const openPayment = (
  ctx: OrderContext,
): PlacingStep<
  'request' | 'idempotencyKey' | 'scope' | 'code' | 'language' | 'kind' | 'amounts' | 'quote',
  'session'
> => ({
  name: 'open payment',
  async run(p) {
    if (!isCard(p)) return { session: undefined };
    if (p.idempotencyKey && (await ctx.repository.idempotentReply(p.scope, p.idempotencyKey)))
      return { session: undefined };
    const { code } = p;
    const session = await ctx.payments.open({
      reference: code,
      description: translatorFor(p.language)(paymentDescriptionKey(p.kind), {
        code,
        brand: ctx.settings.brandName,
      }),
      amountMinor: p.amounts.totalMinor,
      currency: p.quote.currency,
      returnUrls: ctx.links.returnUrls(code),
      language: p.language,
    });
    return { session: session ?? undefined };
  },
  async compensate({ session }) {
    await ctx.payments.abandon(session);
  },
});
