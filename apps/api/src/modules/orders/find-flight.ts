import type { CollectingDetails } from '@dfs/contract/collecting-details';
import { preOrderCutoff, preOrderOpening } from '@dfs/domain/flight-rules';
import { hasFlightLeft } from '@dfs/domain/flight-status';
import { BadRequest, RuleViolation } from '../../errors';
import type { FlightsService } from '../flights/flights.service';
import type { MasterDataService } from '../master-data/master-data.service';

function localDay(instant: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(instant);
  } catch {
    return instant.toISOString().slice(0, 10);
  }
}

/** Of flights with one number within a minute of `at`, the one departing closest to it. */
function nearest<T extends { departureAt: Date }>(flights: T[], at: Date): T | undefined {
  const gap = (f: T) => Math.abs(f.departureAt.getTime() - at.getTime());
  return flights.reduce<T | undefined>((best, f) => (!best || gap(f) < gap(best) ? f : best), undefined);
}

/** The flight a pre-order is for: it must exist, be neither cancelled nor departed, and be open under its route's window. */
export function flightFinder(deps: {
  flights: Pick<FlightsService, 'flightsBetween' | 'preOrderWindow'>;
  masterData: Pick<MasterDataService, 'airportTimeZone'>;
  now: () => Date;
}) {
  return async function findFlight(details: Omit<CollectingDetails, 'passengerLastName'>) {
    const dateOnly = details.departureDate.length === 10;
    const at = dateOnly ? new Date(`${details.departureDate}T00:00:00Z`) : new Date(details.departureDate);
    if (Number.isNaN(at.getTime())) {
      throw new BadRequest(undefined, { DepartureDate: ['checkout.errors.departureDate'] });
    }
    const day = 24 * 60 * 60 * 1000;
    const from = dateOnly ? new Date(at.getTime() - day) : new Date(at.getTime() - 60_000);
    const to = dateOnly ? new Date(at.getTime() + 2 * day) : new Date(at.getTime() + 60_000);
    // A cancelled flight takes no more orders.
    const candidates = (
      await deps.flights.flightsBetween(details.flightNumber, details.origin, details.destination, from, to)
    ).filter((f) => f.status !== 'cancelled');
    const timeZone = dateOnly ? ((await deps.masterData.airportTimeZone(details.origin)) ?? 'UTC') : 'UTC';
    const flight = dateOnly
      ? candidates.find((f) => localDay(f.departureAt, timeZone) === details.departureDate)
      : nearest(candidates, at);
    if (!flight) throw new RuleViolation('api.orders.flightNotFound');
    // A flight the station marked departed has left, whatever its timetable says.
    if (hasFlightLeft(flight.status)) throw new RuleViolation('api.orders.flightDeparted');
    // The route's own window (opening days, cut-off hours), else the airline's default.
    const window = await deps.flights.preOrderWindow(details.origin, details.destination);
    const opening = preOrderOpening(flight.departureAt, deps.now(), window);
    if (opening !== 'open') throw new RuleViolation(`api.orders.${opening}`);
    return { ...flight, changesCloseAt: preOrderCutoff(flight.departureAt, window) };
  };
}
