import type { CreatePreOrderResponse } from '@dfs/contract/preorders';
import { OrderRequestStatus, PaymentOption } from '@dfs/domain/order-status';
import { Conflict } from '../../../../errors';
import type { OrderContext } from '../../order-context';
import type { restartPaymentWorkflow } from '../restart-payment';
import { answer } from '../step';
import { isCard, type PlacingStep } from './placing';

/**
 * Back from the gateway's page to checkout, the same buyer sending the same order again (under a new
 * Idempotency-Key) resumes the card order that still awaits payment, on a new payment session (the
 * old one is dropped at the gateway), instead of placing another that holds the stock and the ticket
 * for 30 minutes more. A replay of a committed key is the key's own answer, as before.
 */
export const resumeAwaiting = (
  ctx: OrderContext,
  restart: ReturnType<typeof restartPaymentWorkflow>,
): PlacingStep<
  'request' | 'requester' | 'idempotencyKey' | 'language' | 'scope' | 'requestHash',
  never,
  CreatePreOrderResponse
> => ({
  name: 'resume order awaiting payment',
  async run(p) {
    if (!isCard(p)) return {};
    const { scope } = p;
    if (p.idempotencyKey && (await ctx.repository.idempotentReply(scope, p.idempotencyKey))) return {};
    for (const body of await ctx.repository.repliesTo(scope, p.requestHash)) {
      const earlier = body as CreatePreOrderResponse;
      const order = await ctx.repository.orderByCode(earlier.orderCode);
      if (
        order?.paymentOption !== PaymentOption.Card ||
        order.orderRequestStatus !== OrderRequestStatus.PendingPayment
      ) {
        continue;
      }
      try {
        const { paymentRedirectUrl } = await restart(
          order.orderCode,
          p.requester,
          earlier.viewToken,
          p.language,
        );
        return answer({ ...earlier, paymentRedirectUrl });
      } catch (error) {
        // Settled meanwhile, past its cut-off or waiting on the bank: the next steps decide.
        if (!(error instanceof Conflict)) throw error;
      }
    }
    return {};
  },
});
