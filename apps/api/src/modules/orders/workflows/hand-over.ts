import type { HandOverRequest, HandOverResult } from '@dfs/contract/ops/crew';
import { type HandOverCash, handOverCash } from '@dfs/domain/hand-over-cash';
import { handOverTimeRefusal, handOverWindow } from '@dfs/domain/hand-over-window';
import { fromMinor, toMinor } from '@dfs/domain/money';
import { awaitsCollection } from '@dfs/domain/order-lifecycle';
import { verifyProof } from '@dfs/domain/order-proof';
import { OrderRequestStatus, PaymentOption } from '@dfs/domain/order-status';
import type { Db } from '../../../db/client';
import { Conflict, NotFound, RuleViolation } from '../../../errors';
import type { AuditStep } from '../../audit/audit.service';
import type { HandOverRow, HandOversRepository } from '../hand-overs.repository';
import type { OrderContext } from '../order-context';
import type { OrderProofs } from '../order-proof';
import type { OrderRow } from '../orders.repository';

const handedOver = (outcome: HandOverRequest['outcome']) =>
  outcome === 'handedOver' || outcome === 'partlyHandedOver';

/** An instant as the crew's messages show it: 2026-12-01 08:30 (UTC). */
const utcMinute = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/** Refuses a hand-over off its flight's day (domain `handOverTimeRefusal`), naming the window. */
function checkFlightDay(departureAt: Date, recordedAt: Date, now: Date) {
  const refusal = handOverTimeRefusal({ departureAt, recordedAt, now });
  if (!refusal) return;
  const window = handOverWindow(departureAt);
  throw new RuleViolation(`api.crew.${refusal}`, {
    opensAt: utcMinute(window.opensAt),
    closesAt: utcMinute(window.closesAt),
  });
}

/**
 * A hand-over synced from a crew device (DESIGN.md §11). The client id makes it idempotent: a
 * replayed sync answers the first record. The first hand-over of an order moves it (lifecycle
 * `handOver`: cash on board is paid then); one from a second device is kept, flagged for the station,
 * and never counted. A refusal is recorded and leaves the order to collect. Only on the flight's day
 * (domain `hand-over-window`); the cash taken is kept against the cash due, with any difference
 * (domain `hand-over-cash`).
 */
export function handOverWorkflow(
  ctx: OrderContext,
  deps: { handOvers: HandOversRepository; proofs: OrderProofs },
) {
  /** The order the request names: by its scanned proof (checked as the device checks it) or its code. */
  async function orderOf(request: HandOverRequest): Promise<OrderRow> {
    let code = request.orderCode;
    let digest: string | undefined;
    if (request.proof !== undefined) {
      const check = await verifyProof(request.proof, await deps.proofs.verifier, request.flightId);
      if (!check.ok) {
        throw new RuleViolation(
          check.reason === 'otherFlight' ? 'api.crew.otherFlight' : 'api.crew.proofRefused',
        );
      }
      if (code !== undefined && code !== check.claims.o) throw new RuleViolation('api.crew.proofRefused');
      code = check.claims.o;
      digest = check.claims.d;
    }
    const order = await ctx.repository.orderByCode(code!.toUpperCase());
    if (!order) throw new NotFound('api.orders.notFound');
    if (order.flightId !== request.flightId) throw new RuleViolation('api.crew.otherFlight');
    if (
      digest !== undefined &&
      digest !== (await deps.proofs.linesDigest(await ctx.repository.itemsOf([order.id])))
    ) {
      throw new RuleViolation('api.crew.proofRefused');
    }
    return order;
  }

  const resultOf = (
    row: HandOverRow,
    order: Pick<OrderRow, 'orderCode' | 'orderRequestStatus'>,
  ): HandOverResult => ({
    clientId: row.clientId,
    orderCode: order.orderCode,
    outcome: row.outcome,
    counted: row.counted,
    flagged: row.flagged,
    orderRequestStatus: order.orderRequestStatus,
    receivedAt: row.receivedAt.toISOString(),
    cashDifference: row.cashDifferenceMinor === null ? null : fromMinor(row.cashDifferenceMinor),
  });

  /** What the order's history says of the cash: taken against due, in the order's currency. */
  async function cashNote(order: OrderRow, cash: HandOverCash | null, tx: Db) {
    if (!cash) return undefined;
    const currency = await ctx.views.currencyCode(order.currencyId, tx);
    const amount = (minor: number) => `${currency} ${fromMinor(minor).toFixed(2)}`;
    const difference = cash.differenceMinor === 0 ? '' : `, difference ${amount(cash.differenceMinor)}`;
    return `cash taken ${amount(cash.takenMinor)} of ${amount(cash.dueMinor)} due${difference}`;
  }

  /** Moves the order to handed over (cash on board is paid now). */
  async function handOver(tx: Db, order: OrderRow, at: Date, staffId: number, cash: HandOverCash | null) {
    const next = ctx.move(order, 'handOver', 'staff');
    const changes = { orderRequestStatus: next.status, paymentStatus: next.payment, handedOverAt: at };
    await ctx.repository.updateOrder(tx, order.id, changes);
    await ctx.recordChange(tx, order.id, {
      event: 'handOver',
      actor: 'staff',
      staffId,
      from: order.orderRequestStatus,
      to: next.status,
      payment: next.payment,
      note: await cashNote(order, cash, tx),
    });
    // Cash on board is paid now: its miles are earned as a card order's are when it is paid.
    if (order.paymentOption === PaymentOption.CashOnBoard && order.customerId && order.milesForAccrual > 0) {
      const memberId = (await ctx.customers.contactOf(order.customerId, tx))?.loyaltyMemberId;
      if (memberId) await ctx.loyalty.earn(tx, memberId, order.milesForAccrual, order.id);
    }
    const updated = { ...order, ...changes } satisfies OrderRow;
    await ctx.orderEvent(tx, 'order.handedOver', updated);
    return updated;
  }

  return async function recordHandOver(
    request: HandOverRequest,
    staffId: number,
    audit: AuditStep,
  ): Promise<HandOverResult> {
    const found = await orderOf(request);
    const flight = await ctx.flights.flightById(request.flightId);
    if (!flight) throw new NotFound('api.orders.notFound');
    return ctx.transaction(async (tx) => {
      // The order's lock orders concurrent syncs of it; a replay then finds the committed record.
      const order = (await ctx.repository.lockOrder(tx, found.id))!;
      const existing = await deps.handOvers.byClientId(tx, request.clientId);
      if (existing) {
        if (existing.orderId !== order.id) throw new Conflict('api.crew.clientIdReused');
        return resultOf(existing, order);
      }
      const now = ctx.now();
      const at = request.recordedAt ? new Date(request.recordedAt) : now;
      checkFlightDay(flight.departureAt, at, now);
      const already = order.orderRequestStatus === OrderRequestStatus.HandedOver;
      const counts = handedOver(request.outcome) && !already;
      if (!counts && !already && !awaitsCollection(order.orderRequestStatus)) {
        throw new Conflict('api.orders.wrongState');
      }
      const checked = handOverCash({
        cashOnBoard: order.paymentOption === PaymentOption.CashOnBoard,
        delivered: handedOver(request.outcome),
        counts,
        totalMinor: order.totalMinor,
        takenMinor: request.cashTaken === undefined ? undefined : toMinor(request.cashTaken),
      });
      if (!checked.ok) {
        throw new RuleViolation(`api.crew.${checked.reason}`, {
          total: fromMinor(order.totalMinor).toFixed(2),
        });
      }
      const { cash } = checked;
      const shown = counts ? await handOver(tx, order, at, staffId, cash) : order;
      const row = await deps.handOvers.insert(tx, {
        clientId: request.clientId,
        orderId: order.id,
        flightId: request.flightId,
        staffId,
        outcome: request.outcome,
        cashTakenMinor: cash?.takenMinor ?? null,
        cashDueMinor: cash?.dueMinor ?? null,
        cashDifferenceMinor: cash?.differenceMinor ?? null,
        counted: counts,
        flagged: already,
        recordedAt: request.recordedAt ? at : null,
      });
      if (!row) throw new Conflict('api.crew.clientIdReused');
      await audit(tx, {
        action: 'create',
        entity: 'handOver',
        entityId: row.id,
        before: { orderCode: order.orderCode, orderRequestStatus: order.orderRequestStatus },
        after: {
          orderCode: order.orderCode,
          orderRequestStatus: shown.orderRequestStatus,
          outcome: row.outcome,
          cashTakenMinor: row.cashTakenMinor,
          cashDueMinor: row.cashDueMinor,
          cashDifferenceMinor: row.cashDifferenceMinor,
          flagged: row.flagged,
          recordedAt: row.recordedAt?.toISOString() ?? null,
        },
      });
      return resultOf(row, shown);
    });
  };
}
