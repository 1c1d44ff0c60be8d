import { translatorFor } from '../../../../plugins/locale';
import type { OrderContext } from '../../order-context';
import type { Step } from '../step';
import { isCard, need, type Placing } from './placing';

/** What the gateway's page says is paid for: a pre-order or an on-board order, never one for the other. */
export const paymentDescriptionKey = (kind: 'preorder' | 'onboard') =>
  kind === 'onboard' ? 'api.orders.paymentDescriptionOnboard' : 'api.orders.paymentDescription';

/**
 * Opens the card payment at the gateway before the transaction (DESIGN.md §10), so no buyer waits
 * behind another's gateway call holding stock or promotion rows. A replay of a committed
 * Idempotency-Key opens nothing. Compensation: the session is dropped when the order is not written.
 */
export const openPayment = (ctx: OrderContext): Step<Placing> => ({
  name: 'open payment',
  async run(p) {
    if (!isCard(p)) return;
    if (p.idempotencyKey && (await ctx.repository.idempotentReply(need(p.scope, 'scope'), p.idempotencyKey)))
      return;
    const code = need(p.code, 'code');
    const session = await ctx.payments.open({
      reference: code,
      description: translatorFor(p.language)(paymentDescriptionKey(p.kind), {
        code,
        brand: ctx.settings.brandName,
      }),
      amountMinor: need(p.amounts, 'amounts').totalMinor,
      currency: need(p.quote, 'quote').currency,
      returnUrls: ctx.links.returnUrls(code),
      language: p.language,
    });
    if (session) p.session = session;
  },
  async compensate(p) {
    await ctx.payments.abandon(p.session);
  },
});
