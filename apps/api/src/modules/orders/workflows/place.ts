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
import type { OnBoardFlight, Placing } from './place/placing';
import { priceOrder } from './place/price-order';
import { recordOutbox } from './place/record-outbox';
import { recordPayment } from './place/record-payment';
import { reserveStock } from './place/reserve-stock';
import { resumeAwaiting } from './place/resume-awaiting';
import { saveReply } from './place/save-reply';
import { restartPaymentWorkflow } from './restart-payment';
import { compensate, runSteps, type Step } from './step';

/**
 * Placing an order (DESIGN.md §5, §10): the one way a pre-order or an on-board order is placed. The
 * steps before the transaction read and call out (the gateway included); the steps inside it write,
 * and commit together.
 */
export function placeWorkflow(ctx: OrderContext) {
  const beforeTransaction: Step<Placing>[] = [
    checkBuyer(ctx),
    fingerprint(),
    resumeAwaiting(ctx, restartPaymentWorkflow(ctx)),
    chooseFlight(ctx),
    priceOrder(ctx),
    drawCode(ctx),
    openPayment(ctx),
  ];
  const inTransaction: Step<Placing>[] = [
    claimIdempotency(ctx),
    checkLimits(ctx),
    applyPromotion(ctx),
    insertOrder(ctx),
    debitMiles(ctx),
    recordPayment(ctx),
    recordOutbox(ctx),
    saveReply(ctx),
    reserveStock(ctx),
  ];
  const report = (error: unknown) => ctx.log?.warn({ err: error }, 'order compensation failed');

  async function place(p: Placing): Promise<CreatePreOrderResponse> {
    const done: Step<Placing>[] = [];
    try {
      await runSteps(beforeTransaction, p, undefined as never, done);
      // The confirmation e-mail is written after the answer: buyers of one item do not queue for it.
      if (!p.stop) await ctx.transaction((tx) => runSteps(inTransaction, p, tx), { background: true });
    } catch (error) {
      await compensate(done, p, report);
      throw error;
    }
    // A replay answered from the key, or a session left out of the order: drop the session opened.
    if (p.session && !p.sessionRecorded) await compensate(done, p, report);
    return p.reply!;
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
    const p: Placing = {
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
    const run = existing ?? place(p);
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
