import type { OrderReplaceRequest } from '@dfs/contract/ops/care';
import { isLaterFlight, replacementWindowOpen } from '@dfs/domain/after-sales';
import { placedReplacement } from '@dfs/domain/order-lifecycle';
import { OrderRequestStatus as S } from '@dfs/domain/order-status';
import type { Db } from '../../../../db/client';
import { Conflict, NotFound, RuleViolation } from '../../../../errors';
import type { AuditStep } from '../../../audit/audit.service';
import type { OrderContext } from '../../order-context';
import type { OrderRow } from '../../orders.repository';
import { replayOf } from './replay';

type Flight = Awaited<ReturnType<OrderContext['findFlight']>>;

/**
 * An after-sales replacement (spec §1; decision record 032): faulty goods handed over within the last
 * 7 days of the flight are replaced by a no-charge order for the same items on a later flight. The
 * original moves to Replaced (its money stands); the replacement reserves its goods and is confirmed
 * and settled at once. After 7 days it is refused (422).
 */
export function replaceWorkflow(ctx: OrderContext) {
  return async function replace(
    request: OrderReplaceRequest,
    staffId: number,
    audit: AuditStep,
  ): Promise<{ orderId: number; replacementCode: string }> {
    const found = await ctx.repository.orderById(request.id);
    if (!found) throw new NotFound('api.orders.notFound');
    const seen = await ctx.care.byRequest(request.requestId);
    if (seen?.orderId === request.id) return answerOf(ctx, seen.orderId);
    assertReplaceable(ctx, found);
    const flight = await ctx.findFlight({
      ...request,
      pickFrom: found.pickFrom ?? '',
      ticketNumber: found.ticketNumber ?? '',
      seatNumber: request.seatNumber ?? found.seatNumber ?? '',
    });
    return ctx.transaction(async (tx) => {
      const replay = await replayOf(ctx, tx, request);
      if (replay) return answerOf(ctx, replay.orderId, tx);
      const order = (await ctx.repository.lockOrder(tx, request.id))!;
      assertReplaceable(ctx, order);
      if (!isLaterFlight(order.departureDate, flight.departureAt, ctx.now())) {
        throw new RuleViolation('api.orders.laterFlightNeeded');
      }
      const next = ctx.move(order, 'replace', 'staff');
      const replacement = await insertReplacement(ctx, tx, order, request, flight);
      await ctx.repository.updateOrder(tx, order.id, { orderRequestStatus: next.status });
      await ctx.recordChange(tx, order.id, {
        event: 'replace',
        actor: 'staff',
        staffId,
        from: order.orderRequestStatus,
        to: next.status,
        payment: next.payment,
        note: `Replacement ${replacement.orderCode}: ${request.reason}`,
        requestId: request.requestId,
      });
      await ctx.recordChange(tx, replacement.id, {
        event: 'placed',
        actor: 'staff',
        staffId,
        from: null,
        to: replacement.orderRequestStatus,
        payment: replacement.paymentStatus,
        note: `Replacement for ${order.orderCode}: ${request.reason}`,
      });
      await audit(tx, {
        action: 'update',
        entity: 'order',
        entityId: order.id,
        before: { orderRequestStatus: order.orderRequestStatus },
        after: {
          orderRequestStatus: next.status,
          replacement: replacement.orderCode,
          reason: request.reason,
        },
      });
      await audit(tx, {
        action: 'create',
        entity: 'order',
        entityId: replacement.id,
        before: null,
        after: { orderCode: replacement.orderCode, replaces: order.orderCode, flightId: flight.id },
      });
      await ctx.mails.queue(tx, 'confirmation', replacement.id);
      return { orderId: order.id, replacementCode: replacement.orderCode };
    });
  };
}

/** A replayed request's answer: the order and the replacement it made (an order is replaced once). */
async function answerOf(ctx: OrderContext, orderId: number, tx?: Db) {
  const [replacement] = await ctx.care.replacementsOf(orderId, tx);
  return { orderId, replacementCode: replacement?.orderCode ?? '' };
}

function assertReplaceable(ctx: OrderContext, order: OrderRow) {
  if (order.orderRequestStatus !== S.HandedOver) throw new Conflict('api.orders.notReplaceable');
  if (!replacementWindowOpen(order.departureDate, ctx.now())) {
    throw new RuleViolation('api.orders.replacementWindowClosed');
  }
}

/** The no-charge order: the same goods, reserved from stock, on the later flight. */
async function insertReplacement(
  ctx: OrderContext,
  tx: Db,
  order: OrderRow,
  request: OrderReplaceRequest,
  flight: Flight,
) {
  const lines = await ctx.repository.itemsOf([order.id], tx);
  const merged = new Map<number, number>();
  for (const l of lines) merged.set(l.itemId, (merged.get(l.itemId) ?? 0) + l.quantity);
  const short = await ctx.catalogue.reserveStock(
    tx,
    [...merged].map(([itemId, quantity]) => ({ itemId, quantity })),
  );
  if (short !== null) throw new Conflict('api.orders.outOfStock');
  const start = placedReplacement(order.paymentOption).state;
  let replacement: OrderRow | undefined;
  for (let attempt = 0; !replacement && attempt < 5; attempt++) {
    replacement = await ctx.repository.insertOrder(tx, {
      orderCode: ctx.codes.next(),
      kind: 'preorder',
      customerId: order.customerId,
      guestFirstName: order.guestFirstName,
      guestLastName: order.guestLastName,
      guestEmail: order.guestEmail,
      guestMobile: order.guestMobile,
      currencyId: order.currencyId,
      paymentOption: order.paymentOption,
      paymentStatus: start.payment,
      orderRequestStatus: start.status,
      pickFrom: order.pickFrom,
      origin: request.origin,
      destination: request.destination,
      flightId: flight.id,
      flightNumber: request.flightNumber,
      departureDate: flight.departureAt,
      ticketNumber: order.ticketNumber,
      passengerLastName: order.passengerLastName,
      seatNumber: request.seatNumber ?? order.seatNumber,
      subtotalMinor: 0,
      discountMinor: 0,
      totalMinor: 0,
      locale: order.locale,
      replacesOrderId: order.id,
    });
  }
  if (!replacement) throw new Error('no free order code after 5 draws');
  await ctx.repository.insertItems(
    tx,
    [...merged].map(([itemId, quantity]) => ({
      orderId: replacement.id,
      itemId,
      quantity,
      unitPriceMinor: 0,
      totalPriceMinor: 0,
      isFree: true,
    })),
  );
  return replacement;
}
