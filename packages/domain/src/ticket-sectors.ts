/** A flight a ticket holds, as a ticket look-up answers it (departure with its airport's offset). */
export interface HeldSector {
  flightNumber: string;
  origin: string;
  destination: string;
  /** ISO 8601 with the departure airport's offset, e.g. 2026-11-26T08:30:00+03:00. */
  departureDate: string;
}

/** The flight an order names: a day at the origin (YYYY-MM-DD) or an exact departure time. */
export interface NamedFlight {
  flightNumber: string;
  origin: string;
  destination: string;
  departureDate: string;
}

/** A departure matches a date (the origin's local day, YYYY-MM-DD) or the exact time given (±1 min). */
export function departsOn(sector: Pick<HeldSector, 'departureDate'>, departureDate: string): boolean {
  if (/^\d{4}-\d{2}-\d{2}$/.test(departureDate)) return sector.departureDate.startsWith(departureDate);
  const asked = Date.parse(departureDate);
  return Number.isFinite(asked) && Math.abs(asked - Date.parse(sector.departureDate)) < 60_000;
}

/**
 * Whether a sector the ticket holds is the flight an order names: same flight number, origin,
 * destination and departure (the rule for on-board orders and pre-orders alike).
 */
export function sectorMatches(sector: HeldSector, flight: NamedFlight): boolean {
  return (
    sector.flightNumber === flight.flightNumber &&
    sector.origin === flight.origin &&
    sector.destination === flight.destination &&
    departsOn(sector, flight.departureDate)
  );
}
