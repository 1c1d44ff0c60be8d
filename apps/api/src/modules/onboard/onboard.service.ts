import type { CatalogueBatch } from '@dfs/contract/catalogue';
import type {
  OnboardItemsQuery,
  PaxSector,
  SubmitOnBoardOrderRequest,
  TicketLookupResponse,
} from '@dfs/contract/onboard';
import type { CreatePreOrderResponse } from '@dfs/contract/preorders';
import { isUpcomingSector } from '@dfs/domain/flight-rules';
import { toIsoWithOffset } from '@dfs/domain/local-time';
import { sectorMatches } from '@dfs/domain/ticket-sectors';
import type { Language } from '@dfs/i18n/languages';
import { NotFound, RuleViolation } from '../../errors';
import { translatorFor } from '../../plugins/locale';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { FlightsService, SectorRow } from '../flights/flights.service';
import type { OrdersService, Requester } from '../orders/orders.service';

function toPaxSector(row: SectorRow, ticketNumber: string): PaxSector {
  return {
    id: row.flightId,
    flightNumber: row.flightNumber,
    origin: row.origin,
    originAirport: row.originAirport,
    destination: row.destination,
    destinationAirport: row.destinationAirport,
    departureDate: toIsoWithOffset(row.departureAt, row.originTimeZone),
    ticketNumber,
    seatNumber: row.seatNumber,
  };
}

/**
 * The flights tickets hold: what a ticket look-up offers, and the one check that a ticket holds the
 * flight an order names (on-board orders and pre-orders both ask it).
 */
export function createTicketSectors(deps: {
  flights: Pick<FlightsService, 'sectorsOfTicket' | 'ticketPassenger'>;
  now: () => Date;
}) {
  const { flights, now } = deps;
  async function upcomingSectors(ticketNumber: string, lng: Language = 'en'): Promise<PaxSector[]> {
    const at = now();
    const rows = await flights.sectorsOfTicket(ticketNumber, lng);
    return rows.filter((r) => isUpcomingSector(r.departureAt, at)).map((r) => toPaxSector(r, ticketNumber));
  }
  return {
    upcomingSectors,
    /** The passenger's names on the ticket, for the checks orders make; undefined when unknown. */
    passengerOf: (ticketNumber: string) => flights.ticketPassenger(ticketNumber),
    /** The sector the query names, provided the ticket holds a seat on it; else undefined. */
    async sectorOf(query: Omit<OnboardItemsQuery, 'currencyId'>): Promise<PaxSector | undefined> {
      const sectors = await upcomingSectors(query.TicketNumber);
      return sectors.find((s) =>
        sectorMatches(s, {
          flightNumber: query.FlightNumber,
          origin: query.Origin,
          destination: query.Destination,
          departureDate: query.DepartureDate,
        }),
      );
    },
  };
}
export type TicketSectors = ReturnType<typeof createTicketSectors>;

/** On-board mode: a ticket's flights, and the range each flight carries. */
export function createOnboardService(deps: {
  tickets: TicketSectors;
  catalogue: Pick<CatalogueService, 'onboardItems'>;
  orders: Pick<OrdersService, 'createOnBoard'>;
}) {
  const { tickets, catalogue, orders } = deps;
  const { upcomingSectors } = tickets;

  return {
    /** The ticket's sectors that can still be shopped for; none comes with a message to show. */
    async passengerFromTicket(ticketNumber: string, language: Language): Promise<TicketLookupResponse> {
      const sectors = await upcomingSectors(ticketNumber, language);
      if (sectors.length > 0) return { paxSectorsRes: sectors };
      return { paxSectorsRes: [], Message: translatorFor(language)('api.onboard.noSectors') };
    },

    /** The sector the query names, provided the ticket holds a seat on it; else undefined. */
    sectorOf: tickets.sectorOf,

    /** The catalogue batch of what the flight carries (spec §7 GetAllOnBoardItems). */
    async items(query: OnboardItemsQuery, lng: Language = 'en'): Promise<CatalogueBatch> {
      const sector = await this.sectorOf(query);
      if (!sector) throw new NotFound('api.onboard.flightNotFound');
      return catalogue.onboardItems(sector.id, query.currencyId, lng);
    },

    /**
     * Places an on-board order (spec §7 SubmitOnBoardOrder): the ticket must hold a seat on the flight,
     * which must still be in its on-board window (no 24 h cut-off); the order itself is placed by the
     * pre-orders service against the flight's stock, so pricing, limits and idempotency are the same.
     */
    async submitOrder(
      request: SubmitOnBoardOrderRequest,
      requester: Requester,
      idempotencyKey: string | undefined,
      language: Language,
    ): Promise<CreatePreOrderResponse> {
      const sector = await this.sectorOf({
        FlightNumber: request.flightNumber,
        DepartureDate: request.departureDate,
        Origin: request.origin,
        Destination: request.destination,
        TicketNumber: request.ticketNumber,
      });
      if (!sector) throw new NotFound('api.onboard.flightNotFound');
      // The seat the ticket holds is the one the crew brings the goods to; only an unassigned seat is typed.
      if (sector.seatNumber && sector.seatNumber.toUpperCase() !== request.seatNumber) {
        throw new RuleViolation('api.onboard.seatMismatch', { seat: sector.seatNumber });
      }
      // The crew sees the passenger's family name on every order, as the ticket has it.
      const passenger = await tickets.passengerOf(request.ticketNumber);
      return orders.createOnBoard(
        { ...request, pickFrom: 'Onboard', passengerLastName: passenger?.lastName ?? '' },
        { id: sector.id, departureAt: new Date(sector.departureDate) },
        requester,
        idempotencyKey,
        language,
      );
    },
  };
}

export type OnboardService = ReturnType<typeof createOnboardService>;
