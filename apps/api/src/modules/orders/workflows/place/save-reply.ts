import type { OrderContext } from '../../order-context';
import type { Step } from '../step';
import { need, type Placing } from './placing';

/** The answer, kept with the Idempotency-Key so a replay gets it again. */
export const saveReply = (ctx: OrderContext): Step<Placing> => ({
  name: 'save reply',
  async run(p, tx) {
    const order = need(p.order, 'order');
    const shown = await ctx.views.plainView(order, tx, p.language);
    p.reply = {
      id: order.id,
      orderCode: order.orderCode,
      paymentStatus: order.paymentStatus,
      orderRequestStatus: order.orderRequestStatus,
      ...(p.sessionRecorded && p.session ? { paymentRedirectUrl: p.session.redirectUrl } : {}),
      summary: shown.summary,
      viewToken: ctx.links.viewToken(order.orderCode),
    };
    if (p.idempotencyKey) {
      await ctx.repository.saveIdempotentResponse(tx, need(p.scope, 'scope'), p.idempotencyKey, 200, p.reply);
    }
  },
});
