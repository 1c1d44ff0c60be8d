const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** The crew hands over on the flight's day: from 12 hours before departure (boarding, catering)… */
export const HAND_OVER_OPENS_BEFORE_DEPARTURE_MS = 12 * HOUR_MS;
/** …to 24 hours after it (the longest sector, a delay, a device that syncs after landing). */
export const HAND_OVER_CLOSES_AFTER_DEPARTURE_MS = 24 * HOUR_MS;
/** How far a device's clock may run ahead of the server's before its time is not believed. */
export const DEVICE_CLOCK_SKEW_MS = 5 * MINUTE_MS;

export interface HandOverWindow {
  opensAt: Date;
  closesAt: Date;
}

/** Why a hand-over's time does not belong to its flight's day. */
export type HandOverTimeRefusal = 'notOpenYet' | 'recordedInFuture' | 'recordedOutsideWindow';

/** The flight day's hand-over window: from 12 hours before departure to 24 hours after it. */
export function handOverWindow(departureAt: Date): HandOverWindow {
  return {
    opensAt: new Date(departureAt.getTime() - HAND_OVER_OPENS_BEFORE_DEPARTURE_MS),
    closesAt: new Date(departureAt.getTime() + HAND_OVER_CLOSES_AFTER_DEPARTURE_MS),
  };
}

/** Whether `at` lies inside the window (both ends included). */
export function insideHandOverWindow(window: HandOverWindow, at: Date): boolean {
  return at.getTime() >= window.opensAt.getTime() && at.getTime() <= window.closesAt.getTime();
}

/**
 * Whether a hand-over belongs to its flight's day; null when it does. The server's own clock must
 * have reached the window (nothing is synced days before departure, whatever the device says); the
 * device's time may not run ahead of the server's by more than the skew, and must lie in the window.
 * A late sync is fine: the device may stay offline until long after landing.
 */
export function handOverTimeRefusal(times: {
  departureAt: Date;
  /** When the crew recorded it, by the device's clock. */
  recordedAt: Date;
  /** The server's clock. */
  now: Date;
}): HandOverTimeRefusal | null {
  const window = handOverWindow(times.departureAt);
  if (times.now.getTime() < window.opensAt.getTime()) return 'notOpenYet';
  if (times.recordedAt.getTime() > times.now.getTime() + DEVICE_CLOCK_SKEW_MS) return 'recordedInFuture';
  if (!insideHandOverWindow(window, times.recordedAt)) return 'recordedOutsideWindow';
  return null;
}
