import type { CrewFlightList, FlaggedHandOvers, FlightManifest } from '@dfs/contract/ops/crew';
import { handOverWindow } from '@dfs/domain/hand-over-window';
import { fromMinor } from '@dfs/domain/money';
import { PaymentOption, PaymentStatus } from '@dfs/domain/order-status';
import { NotFound } from '../../errors';
import type { FlightsService } from '../flights/flights.service';
import type { StaffService } from '../staff/staff.service';
import type { HandOversRepository } from './hand-overs.repository';
import type { OrderContext } from './order-context';
import type { OrderProofs } from './order-proof';

const HOUR_MS = 60 * 60 * 1000;

/** What the crew's device reads (DESIGN.md §11): its flights, a flight's manifest; and the station's flags. */
export function crewQueries(
  ctx: OrderContext,
  deps: {
    handOvers: HandOversRepository;
    proofs: OrderProofs;
    flights: Pick<FlightsService, 'flightById' | 'flightsDeparting'>;
    staff: Pick<StaffService, 'displayNames'>;
  },
) {
  const flightOf = (f: {
    id: number;
    flightNumber: string;
    origin: string;
    destination: string;
    departureAt: Date;
  }) => ({
    id: f.id,
    flightNumber: f.flightNumber,
    origin: f.origin,
    destination: f.destination,
    departureAt: f.departureAt.toISOString(),
  });

  return {
    /** Flights departing from 12 hours ago to 7 days ahead, with how many orders each has to hand over. */
    async crewFlights(): Promise<CrewFlightList> {
      const now = ctx.now().getTime();
      const flights = await deps.flights.flightsDeparting(
        new Date(now - 12 * HOUR_MS),
        new Date(now + 7 * 24 * HOUR_MS),
      );
      const counts = await deps.handOvers.toCollectPerFlight(flights.map((f) => f.id));
      return { flights: flights.map((f) => ({ ...flightOf(f), orders: counts.get(f.id) ?? 0 })) };
    },

    /**
     * Everything the crew needs on board with no network: orders, seats, lines, names, cash to collect,
     * and the hand-over window it is good for (the device records hand-overs only inside it).
     */
    async manifest(flightId: number): Promise<FlightManifest> {
      const flight = await deps.flights.flightById(flightId);
      if (!flight) throw new NotFound('api.orders.notFound');
      const orders = await deps.handOvers.ordersOnFlight(flightId);
      const lines = await ctx.views.namedLines(orders.map((o) => o.id));
      const window = handOverWindow(flight.departureAt);
      return {
        flight: flightOf(flight),
        generatedAt: ctx.now().toISOString(),
        handOverWindow: { opensAt: window.opensAt.toISOString(), closesAt: window.closesAt.toISOString() },
        publicKey: deps.proofs.publicKey,
        orders: await Promise.all(
          orders.map(async (order) => {
            const own = lines.filter((l) => l.orderId === order.id);
            const cash =
              order.paymentOption === PaymentOption.CashOnBoard && order.paymentStatus !== PaymentStatus.Paid;
            return {
              orderCode: order.orderCode,
              seat: order.seatNumber ?? '',
              passengerName: (await ctx.views.contactOf(order)).name,
              passengerLastName: order.passengerLastName ?? '',
              paymentOption: order.paymentOption,
              orderRequestStatus: order.orderRequestStatus,
              currency: await ctx.views.currencyCode(order.currencyId),
              total: fromMinor(order.totalMinor),
              cashToCollect: cash ? fromMinor(order.totalMinor) : 0,
              lines: own.map((l) => ({
                itemId: l.itemId,
                name: l.name,
                quantity: l.quantity,
                isFree: l.isFree,
              })),
              linesDigest: await deps.proofs.linesDigest(own),
              handedOverAt: order.handedOverAt?.toISOString() ?? null,
            };
          }),
        ),
      };
    },

    /** Hand-overs of an order handed over already on another device, for the station to look into. */
    async flagged(flightId?: number): Promise<FlaggedHandOvers> {
      const rows = await deps.handOvers.flagged(flightId);
      const names = await deps.staff.displayNames(rows.map((r) => r.staffId));
      return {
        flagged: rows.map((r) => ({
          orderCode: r.orderCode,
          flightId: r.flightId,
          flightNumber: r.flightNumber ?? '',
          departureAt: r.departureAt?.toISOString() ?? null,
          outcome: r.outcome,
          staffName: names.get(r.staffId) ?? '',
          recordedAt: r.recordedAt?.toISOString() ?? null,
          receivedAt: r.receivedAt.toISOString(),
        })),
      };
    },
  };
}
