import type { MoveToFlightRequest, OrderView } from '@dfs/contract/preorders';
import { disruptionRefundAt } from '@dfs/domain/disruption';
import { type PreOrderWindow, preOrderCutoff, preOrderOpening } from '@dfs/domain/flight-rules';
import { hasFlightLeft } from '@dfs/domain/flight-status';
import { toIsoWithOffset } from '@dfs/domain/local-time';
import { OrderRequestStatus as S } from '@dfs/domain/order-status';
import type { Db } from '../../../db/client';
import { RuleViolation } from '../../../errors';
import type { OrderContext, Requester } from '../order-context';
import type { OrderRow } from '../orders.repository';
import { cancelOrder } from './cancel';

/** Orders a flight change concerns: those still waiting for their flight. */
const awaiting = [S.PendingPayment, S.Confirmed, S.MovedToAnotherFlight] as const;

/** The reason a disrupted order is cancelled with: 2, the flight changed. */
const FLIGHT_CHANGED = 2;

/** By default, orders left untouched are refunded 72 hours after their flight is cancelled. */
export const DISRUPTION_REFUND_MS = 72 * 60 * 60 * 1000;

/**
 * Disruption (issue 18): a cancelled flight's travellers are told and choose, on their order page, to
 * move the order to another sector of their ticket (`moveToFlight`) or to cancel it with a full
 * refund (`cancel`); the clock cancels what is left untouched after a configured time. A retimed
 * flight moves its orders' departure and cut-off, and tells the travellers.
 */
export function disruptionWorkflow(ctx: OrderContext, refundAfterMs = DISRUPTION_REFUND_MS) {
  /** The other sectors of the order's ticket still to come (not cancelled, not departed), with their cut-offs. */
  async function alternativesOf(order: OrderRow) {
    if (!order.ticketNumber) return [];
    const rows = (await ctx.flights.sectorsOfTicket(order.ticketNumber)).filter(
      (s) => s.flightId !== order.flightId,
    );
    const statuses = await ctx.flights.statuses(rows.map((r) => r.flightId));
    const alternatives = [];
    for (const row of rows) {
      const status = statuses.get(row.flightId)?.status;
      if (status === 'cancelled' || (status && hasFlightLeft(status))) continue;
      const window = await ctx.flights.preOrderWindow(row.origin, row.destination);
      alternatives.push({ ...row, window, cutoff: preOrderCutoff(row.departureAt, window) });
    }
    return alternatives;
  }

  /** The sectors the order may move to now: alternatives not past their cut-off. */
  async function sectorsFor(order: OrderRow) {
    const at = ctx.now();
    return (await alternativesOf(order)).filter(
      (s) => preOrderOpening(s.departureAt, at, s.window) !== 'cutoffPassed',
    );
  }

  /** When the clock refunds the order unless the traveller chooses (never after the last alternative closes). */
  async function refundAtOf(order: OrderRow, since: Date) {
    const alternatives = order.kind === 'preorder' ? await alternativesOf(order) : [];
    return disruptionRefundAt(
      since,
      refundAfterMs,
      alternatives.map((a) => a.cutoff),
    );
  }

  /** When the order's flight was cancelled, if it was and the order still waits for it. */
  async function cancelledAt(order: OrderRow): Promise<Date | undefined> {
    if (!order.flightId || !(awaiting as readonly S[]).includes(order.orderRequestStatus)) return undefined;
    const flight = (await ctx.flights.statuses([order.flightId])).get(order.flightId);
    return flight?.status === 'cancelled' ? (flight.cancelledAt ?? ctx.now()) : undefined;
  }

  return {
    /** In the station's transaction: asks for the e-mail to every traveller with an order on the flight. */
    async flightCancelled(tx: Db, flightId: number): Promise<number> {
      const rows = await ctx.repository.ordersOnFlight(flightId, awaiting, tx);
      for (const order of rows) await ctx.mails.queue(tx, 'disrupted', order.id);
      return rows.length;
    },

    /** In the station's transaction: the orders take the new departure and cut-off; travellers are told. */
    async flightRetimed(tx: Db, flightId: number, departure: Date, window: PreOrderWindow): Promise<number> {
      const rows = await ctx.repository.ordersOnFlight(flightId, awaiting, tx);
      for (const order of rows) {
        const changes = {
          departureDate: departure,
          changesCloseAt: order.kind === 'preorder' ? preOrderCutoff(departure, window) : null,
        };
        await ctx.repository.updateOrder(tx, order.id, changes);
        await ctx.mails.queue(tx, 'retimed', order.id);
        await ctx.orderEvent(tx, 'order.changed', { ...order, ...changes });
      }
      return rows.length;
    },

    /** What the order page offers while the order's flight is cancelled. */
    async disruptionOf(order: OrderRow): Promise<OrderView['disruption']> {
      const since = await cancelledAt(order);
      if (!since) return undefined;
      const sectors = order.kind === 'preorder' ? await sectorsFor(order) : [];
      return {
        refundAt: toIsoWithOffset(await refundAtOf(order, since), await ctx.views.zoneOf(order.origin)),
        sectors: sectors.map((s) => ({
          flightId: s.flightId,
          flightNumber: s.flightNumber,
          origin: s.origin,
          destination: s.destination,
          departureDate: toIsoWithOffset(s.departureAt, s.originTimeZone),
          cutoffAt: toIsoWithOffset(s.cutoff, s.originTimeZone),
          seatNumber: s.seatNumber ?? '',
        })),
      };
    },

    /** Whether the order waits on a cancelled flight (then it may be cancelled whatever the cut-off). */
    onCancelledFlight: async (order: OrderRow) => (await cancelledAt(order)) !== undefined,

    /** The traveller moves an order on a cancelled flight to another sector of its ticket; goods and money stay. */
    async moveToFlight(request: MoveToFlightRequest, requester: Requester): Promise<OrderView> {
      const found = ctx.owned(await ctx.repository.orderById(request.id), requester, request.viewToken);
      if (found.kind === 'onboard') throw new RuleViolation('api.orders.onboardNotMovable');
      if (!(await cancelledAt(found))) throw new RuleViolation('api.orders.flightNotCancelled');
      const target = (await sectorsFor(found)).find((s) => s.flightId === request.flightId);
      if (!target) throw new RuleViolation('api.orders.sectorNotOnTicket');
      const moved = await ctx.transaction(async (tx) => {
        const order = (await ctx.repository.lockOrder(tx, found.id))!;
        const next = ctx.move(order, 'moveToFlight', ctx.actorOf(order, requester));
        const changes = {
          orderRequestStatus: next.status,
          flightId: target.flightId,
          flightNumber: target.flightNumber,
          origin: target.origin,
          destination: target.destination,
          departureDate: target.departureAt,
          seatNumber: target.seatNumber ?? order.seatNumber,
          changesCloseAt: preOrderCutoff(target.departureAt, target.window),
        };
        await ctx.repository.updateOrder(tx, order.id, changes);
        await ctx.recordChange(tx, order.id, {
          event: 'moveToFlight',
          actor: ctx.actorOf(order, requester),
          from: order.orderRequestStatus,
          to: next.status,
          payment: order.paymentStatus,
        });
        await ctx.mails.queue(tx, 'change', order.id);
        await ctx.orderEvent(tx, 'order.changed', { ...order, ...changes });
        return { ...order, ...changes };
      });
      return ctx.views.view(moved, requester.language);
    },

    /**
     * The clock: cancels with a full refund what travellers left on cancelled flights once its refund
     * time has come (the configured time, or earlier when the ticket's last alternative has closed).
     */
    async refundDisrupted(): Promise<number> {
      const now = ctx.now();
      const flightIds = await ctx.flights.cancelledBefore(now);
      const statuses = await ctx.flights.statuses(flightIds);
      let refunded = 0;
      let failure: unknown;
      for (const flightId of flightIds) {
        const since = statuses.get(flightId)?.cancelledAt ?? now;
        for (const order of await ctx.repository.ordersOnFlight(flightId, awaiting)) {
          if ((await refundAtOf(order, since)).getTime() > now.getTime()) continue;
          await cancelOrder(ctx, order, 'clock', FLIGHT_CHANGED, { checkWindow: false }).then(
            () => refunded++,
            (error: unknown) => {
              // Left for the next sweep (a gateway that did not answer, a traveller acting at once).
              failure ??= error;
            },
          );
        }
      }
      if (failure && refunded === 0) throw failure;
      return refunded;
    },
  };
}
