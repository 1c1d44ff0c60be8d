import type { CreatePreOrderRequest, CreatePreOrderResponse } from '@dfs/contract/preorders';
import { OrderRequestStatus } from '@dfs/domain/order-status';
import type { Language } from '@dfs/i18n/languages';
import type { EventBus } from '../../events/event-bus';
import type { PaymentEvents } from '../payments/payment-events';
import type { StaffService } from '../staff/staff.service';
import { cashReconciliation } from './cash-reconciliation';
import { crewQueries } from './crew-queries';
import { orderCare } from './order-care';
import { type OrdersDeps, orderContext, type Requester } from './order-context';
import { orderLinkMail } from './order-link-mail';
import { orderQueries } from './order-queries';
import { cancelWorkflow } from './workflows/cancel';
import { refundApprovalWorkflow } from './workflows/care/refund-approval';
import { replaceWorkflow } from './workflows/care/replace';
import { staffRefundWorkflow } from './workflows/care/staff-refund';
import { changeWorkflow } from './workflows/change';
import { disruptionWorkflow } from './workflows/disrupt';
import { expireWorkflow } from './workflows/expire';
import { handOverWorkflow } from './workflows/hand-over';
import { notCollectedWorkflow } from './workflows/not-collected';
import { payWorkflow } from './workflows/pay';
import { placeWorkflow } from './workflows/place';
import type { OnBoardFlight } from './workflows/place/placing';
import { restartPaymentWorkflow } from './workflows/restart-payment';

/** Orders whose goods go on board: confirmed, or moved onto the flight. */
const LOADED = [OrderRequestStatus.Confirmed, OrderRequestStatus.MovedToAnotherFlight] as const;

export { CARD_HOLD_MS, type Requester, randomOrderCodes } from './order-context';
export type { OnBoardFlight } from './workflows/place/placing';

/**
 * Orders (DESIGN.md §5, §7, §10): the workflows that place, pay, change, cancel and expire an order,
 * and the reads of orders. Payment results arrive as PaymentEvents on `events`.
 */
export function createOrdersService(
  deps: OrdersDeps & {
    events: Pick<EventBus<PaymentEvents>, 'on'>;
    /** Names the staff in an order's history. */
    staff?: Pick<StaffService, 'displayNames'>;
  },
) {
  const ctx = orderContext(deps);
  const place = placeWorkflow(ctx);
  const pay = payWorkflow(ctx);
  pay.subscribe(deps.events);
  const disruption = disruptionWorkflow(ctx, deps.disruptionRefundMs);
  const approvals = refundApprovalWorkflow(ctx);

  return {
    ...orderQueries(ctx, disruption.disruptionOf),
    viewToken: ctx.links.viewToken,
    /** E-mails an order's link to its own address when the code and the address match; answers alike. */
    sendOrderLink: orderLinkMail(ctx),

    /**
     * Places a pre-order (DESIGN.md §5): reprices on the server, checks the flight, the limits and the
     * payment option, reserves stock and writes the order in one transaction. With an Idempotency-Key
     * a replay answers the first reply and the same key with another body is a 409.
     */
    create(
      request: CreatePreOrderRequest,
      requester: Requester,
      idempotencyKey: string | undefined,
      language: Language,
    ): Promise<CreatePreOrderResponse> {
      return place(request, requester, idempotencyKey, language);
    },

    /**
     * Places an on-board order the same way (one way to place an order), priced and stocked from the
     * flight it is bought on. The caller has checked that the ticket holds a seat on that flight.
     */
    createOnBoard(
      request: CreatePreOrderRequest,
      flight: OnBoardFlight,
      requester: Requester,
      idempotencyKey: string | undefined,
      language: Language,
    ): Promise<CreatePreOrderResponse> {
      return place(request, requester, idempotencyKey, language, flight);
    },

    /** Cancels until the cut-off: restocks, refunds miles, voids or refunds a card payment (DESIGN.md §7). */
    cancel: cancelWorkflow(ctx, disruption.onCancelledFlight),
    /** A traveller moves an order on a cancelled flight to another sector of the ticket. */
    moveToFlight: disruption.moveToFlight,
    /** In the station's transaction: a cancelled flight's travellers are told (answers how many). */
    flightCancelled: disruption.flightCancelled,
    /** In the station's transaction: a retimed flight's orders follow it (answers how many). */
    flightRetimed: disruption.flightRetimed,
    /** The clock: orders left on a flight cancelled long enough ago are cancelled with a full refund. */
    refundDisrupted: disruption.refundDisrupted,
    /** The orders to load on a flight (confirmed or moved there), oldest first, with their lines. */
    async toLoad(flightId: number) {
      const rows = await ctx.repository.ordersOnFlight(flightId, LOADED);
      const lines = await ctx.views.namedLines(rows.map((r) => r.id));
      return Promise.all(
        rows
          .filter((r) => r.kind === 'preorder')
          .map(async (r) => ({
            orderCode: r.orderCode,
            seatNumber: r.seatNumber ?? '',
            passenger: (await ctx.views.contactOf(r)).name,
            createdAt: r.createdAt,
            lines: lines
              .filter((l) => l.orderId === r.id)
              .map((l) => ({ itemId: l.itemId, quantity: l.quantity })),
          })),
      );
    },
    /** How many orders each flight has to load. */
    loadCounts: (flightIds: readonly number[]) => ctx.repository.countsOnFlights(flightIds, LOADED),
    /** Changes the collecting details until the cut-off (spec §7); the items cannot change. */
    update: changeWorkflow(ctx),
    /** Starts the card payment of an unpaid card order again (its hold is renewed). */
    restartCardPayment: restartPaymentWorkflow(ctx),
    sweepExpiredHolds: expireWorkflow(ctx, pay),
    /** The crew's flights and manifests, the station's flagged hand-overs (DESIGN.md §11). */
    crew: crewQueries(ctx, ctx),
    /** The proofs' public key (raw Ed25519, base64url). */
    proofPublicKey: ctx.proofs.publicKey,
    /** The station's cash reconciliation of a flight, and its CSV. */
    cash: cashReconciliation(ctx, ctx),
    /** Records a hand-over synced from a crew device; idempotent by its client id. */
    handOver: handOverWorkflow(ctx, ctx),
    /** Closes the orders still to collect once their flight is over (the clock's job). */
    sweepNotCollected: notCollectedWorkflow(ctx, ctx),
    /** Customer care (decision record 032): finding orders, their history, refunds and replacements. */
    care: {
      ...orderCare(ctx, approvals, deps.staff),
      refund: staffRefundWorkflow(ctx),
      replace: replaceWorkflow(ctx),
      /** Four eyes on money going out (issue 42 point 5): refunds waiting for a second staff member. */
      refundRequests: approvals.pending,
      refundRequest: approvals.view,
      approveRefund: approvals.approve,
      rejectRefund: approvals.reject,
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
