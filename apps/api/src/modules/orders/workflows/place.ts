import type { CreatePreOrderRequest, CreatePreOrderResponse } from '@dfs/contract/preorders';
import { OrderRequestStatus } from '@dfs/domain/order-status';
import type { Language } from '@dfs/i18n/languages';
import { Unavailable } from '../../../errors';
import type { OrderContext, Requester } from '../order-context';
import { applyPromotion } from './place/apply-promotion';
import { checkBuyer } from './place/check-buyer';
import { checkLimits } from './place/check-limits';
import { chooseFlight } from './place/choose-flight';
import { claimIdempotency } from './place/claim-idempotency';
import { debitMiles } from './place/debit-miles';
import { drawCode } from './place/draw-code';
import { fingerprint } from './place/fingerprint';
import { insertOrder } from './place/insert-order';
import { openPayment } from './place/open-payment';
import type { OnBoardFlight, Placing, PlacingInput } from './place/placing';
import { priceOrder } from './place/price-order';
import { recordOutbox } from './place/record-outbox';
import { recordPayment } from './place/record-payment';
import { reserveStock } from './place/reserve-stock';
import { resumeAwaiting } from './place/resume-awaiting';
import { saveReply } from './place/save-reply';
import { restartPaymentWorkflow } from './restart-payment';
import { Answer, type Compensation, compensate, type StateAfter, steps } from './step';

/**
 * Placing an order (DESIGN.md §5, §10): the one way a pre-order or an on-board order is placed. The
 * steps before the transaction read and call out (the gateway included); the steps inside it write,
 * and commit together. Each list compiles only in an order where every step's needs are met, and only
 * the steps inside the transaction have its `tx`.
 */
export function placeWorkflow(ctx: OrderContext) {
  const beforeTransaction = steps<PlacingInput>()
    .next(checkBuyer(ctx))
    .next(fingerprint())
    .next(resumeAwaiting(ctx, restartPaymentWorkflow(ctx)))
    .next(chooseFlight(ctx))
    .next(priceOrder(ctx))
    .next(drawCode(ctx))
    .next(openPayment(ctx));
  const inTransaction = steps<StateAfter<typeof beforeTransaction> & Pick<Placing, 'tx'>>()
    .next(claimIdempotency(ctx))
    .next(checkLimits(ctx))
    .next(applyPromotion(ctx))
    .next(insertOrder(ctx))
    .next(debitMiles(ctx))
    .next(recordPayment(ctx))
    .next(recordOutbox(ctx))
    .next(saveReply(ctx))
    .next(reserveStock(ctx));
  const report = (error: unknown) => ctx.log?.warn({ err: error }, 'order compensation failed');

  async function place(input: PlacingInput): Promise<CreatePreOrderResponse> {
    const done: Compensation[] = [];
    try {
      const before = await beforeTransaction.run(input, done);
      if (before instanceof Answer) return before.reply;
      // The confirmation e-mail is written after the answer: buyers of one item do not queue for it.
      const placed = await ctx.transaction((tx) => inTransaction.run({ ...before, tx }, []), {
        background: true,
      });
      // A replay answered from the key, or a session left out of the order: drop the session opened.
      if (before.session && (placed instanceof Answer || !placed.sessionRecorded)) {
        await compensate(done, report);
      }
      return placed.reply;
    } catch (error) {
      await compensate(done, report);
      throw error;
    }
  }

  // Replays of one Idempotency-Key that arrive together in this process share one run (and one
  // gateway session); across processes the key's row lock decides and the loser's session is dropped.
  const running = new Map<string, Promise<CreatePreOrderResponse>>();

  return function placeOrder(
    request: CreatePreOrderRequest,
    requester: Requester,
    idempotencyKey: string | undefined,
    language: Language,
    onBoardFlight?: OnBoardFlight,
  ): Promise<CreatePreOrderResponse> {
    const input: PlacingInput = {
      request,
      requester,
      idempotencyKey,
      language,
      onBoardFlight,
      kind: onBoardFlight ? 'onboard' : 'preorder',
    };
    const shared = idempotencyKey
      ? `${JSON.stringify(requester)} ${idempotencyKey} ${JSON.stringify(request)}`
      : null;
    const existing = shared ? running.get(shared) : undefined;
    const run = existing ?? place(input);
    if (shared && !existing) {
      running.set(shared, run);
      void run.finally(() => running.delete(shared)).catch(() => {});
    }
    return run.then(paymentStarted);
  };
}

/**
 * A card order whose payment could not be started (the gateway failed or did not answer) is kept,
 * awaiting payment with its stock held; the traveller is told so, and a replay tells them again.
 */
function paymentStarted(response: CreatePreOrderResponse): CreatePreOrderResponse {
  if (response.orderRequestStatus === OrderRequestStatus.PendingPayment && !response.paymentRedirectUrl) {
    throw new Unavailable('api.orders.paymentUnavailable', { code: response.orderCode });
  }
  return response;
}
