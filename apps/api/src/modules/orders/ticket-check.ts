import type { CollectingDetails } from '@dfs/contract/collecting-details';
import { RuleViolation } from '../../errors';

/** The flights tickets hold, as the onboard module answers them (its TicketSectors.sectorOf). */
export interface TicketSectorLookup {
  sectorOf(query: {
    FlightNumber: string;
    DepartureDate: string;
    Origin: string;
    Destination: string;
    TicketNumber: string;
  }): Promise<{ id: number } | undefined>;
}

/**
 * A pre-order must name a ticket that holds the flight: the same rule on-board orders follow
 * (flight number, origin, destination and date, via the ticket's sectors). Refuses with a 422 before
 * anything is reserved.
 */
export function checkTicketHoldsFlight(tickets: TicketSectorLookup) {
  return async (details: CollectingDetails, flightId: number): Promise<void> => {
    const sector = await tickets.sectorOf({
      FlightNumber: details.flightNumber,
      DepartureDate: details.departureDate,
      Origin: details.origin,
      Destination: details.destination,
      TicketNumber: details.ticketNumber,
    });
    if (!sector || sector.id !== flightId) throw new RuleViolation('api.orders.ticketNotOnFlight');
  };
}

/** Refuses one more open pre-order when the ticket already holds `limit` of them on this flight. */
export function assertSectorLimit(openOnSector: number, limit: number): void {
  if (openOnSector >= limit) throw new RuleViolation('api.orders.tooManyForSector', { limit });
}
