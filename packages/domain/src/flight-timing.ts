/** How early a flight may be marked departed: a flight leaves at most this long before its time. */
export const DEPARTED_EARLIEST_MS = 2 * 60 * 60 * 1000;

export type FlightTimingRefusal = 'inPast' | 'departedTooEarly';

/**
 * Times a station may set (issue 46): a new flight and a retime depart in the future; a flight is
 * marked departed no earlier than DEPARTED_EARLIEST_MS before its departure.
 */
export function flightTimingRefusal(change: {
  kind: 'schedule' | 'retime' | 'departed';
  departureAt: Date;
  now: Date;
}): FlightTimingRefusal | null {
  const { kind, departureAt, now } = change;
  if (kind === 'departed')
    return now.getTime() < departureAt.getTime() - DEPARTED_EARLIEST_MS ? 'departedTooEarly' : null;
  return departureAt.getTime() <= now.getTime() ? 'inPast' : null;
}
