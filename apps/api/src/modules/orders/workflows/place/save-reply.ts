import type { CreatePreOrderResponse } from '@dfs/contract/preorders';
import type { OrderContext } from '../../order-context';
import type { PlacingStep } from './placing';

/** The answer, kept with the Idempotency-Key so a replay gets it again. */
export const saveReply = (
  ctx: OrderContext,
): PlacingStep<
  'tx' | 'order' | 'language' | 'session' | 'sessionRecorded' | 'idempotencyKey' | 'scope',
  'reply'
> => ({
  name: 'save reply',
  async run(p) {
    const { tx, order } = p;
    const shown = await ctx.views.plainView(order, tx, p.language);
    const reply: CreatePreOrderResponse = {
      id: order.id,
      orderCode: order.orderCode,
      paymentStatus: order.paymentStatus,
      orderRequestStatus: order.orderRequestStatus,
      ...(p.sessionRecorded && p.session ? { paymentRedirectUrl: p.session.redirectUrl } : {}),
      summary: shown.summary,
      viewToken: ctx.links.viewToken(order.orderCode),
    };
    if (p.idempotencyKey) {
      await ctx.repository.saveIdempotentResponse(tx, p.scope, p.idempotencyKey, 200, reply);
    }
    return { reply };
  },
});
