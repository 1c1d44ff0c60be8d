/** A flight's status as the station sets it (issue 18). */
export type FlightStatus = 'scheduled' | 'retimed' | 'cancelled' | 'departed' | 'arrived';

/**
 * The moves a station may make: a flight not yet gone may be retimed (again), cancelled or marked
 * departed; a departed one arrives. Cancelled and arrived are final: a cancelled flight's travellers
 * have been told and may have moved their orders already.
 */
const next: Readonly<Record<FlightStatus, readonly FlightStatus[]>> = {
  scheduled: ['retimed', 'cancelled', 'departed'],
  retimed: ['retimed', 'cancelled', 'departed'],
  cancelled: [],
  departed: ['arrived'],
  arrived: [],
};

/** Whether a flight in `from` may be set to `to`. */
export function canSetFlightStatus(from: FlightStatus, to: FlightStatus): boolean {
  return next[from].includes(to);
}

/** The statuses a flight in `from` may be set to (what the console offers). */
export function nextFlightStatuses(from: FlightStatus): readonly FlightStatus[] {
  return next[from];
}

/** Whether a flight in this status has left (departed or arrived): it takes no more pre-orders or changes. */
export function hasFlightLeft(status: FlightStatus): boolean {
  return status === 'departed' || status === 'arrived';
}
