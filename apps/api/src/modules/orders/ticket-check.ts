import type { CollectingDetails } from '@dfs/contract/collecting-details';
import { type PersonName, sameFamilyName } from '@dfs/domain/ticket-limits';
import { RuleViolation } from '../../errors';

/** The flights tickets hold, as the onboard module answers them (its TicketSectors). */
export interface TicketSectorLookup {
  sectorOf(query: {
    FlightNumber: string;
    DepartureDate: string;
    Origin: string;
    Destination: string;
    TicketNumber: string;
  }): Promise<{ id: number } | undefined>;
  passengerOf(ticketNumber: string): Promise<{ firstName: string; lastName: string } | undefined>;
}

/**
 * A pre-order must name a ticket that holds the flight (flight number, origin, destination and date,
 * via the ticket's sectors), and the passenger's family name as the ticket has it: a ticket number
 * read off a boarding pass is not enough to order, change or hold stock on it. Refuses with a 422
 * before anything is reserved; answers the ticket's passenger.
 */
export function checkTicketHoldsFlight(tickets: TicketSectorLookup) {
  return async (details: CollectingDetails, flightId: number): Promise<PersonName> => {
    const sector = await tickets.sectorOf({
      FlightNumber: details.flightNumber,
      DepartureDate: details.departureDate,
      Origin: details.origin,
      Destination: details.destination,
      TicketNumber: details.ticketNumber,
    });
    if (!sector || sector.id !== flightId) throw new RuleViolation('api.orders.ticketNotOnFlight');
    const passenger = await tickets.passengerOf(details.ticketNumber);
    if (!passenger || !sameFamilyName(details.passengerLastName, passenger.lastName)) {
      throw new RuleViolation('api.orders.passengerNameMismatch');
    }
    return passenger;
  };
}
