/** A ticket number is exactly this many digits (spec §5). */
export const TICKET_NUMBER_LENGTH = 13;
/** Pre-orders close this long before departure (spec §9). */
export const PREORDER_CUTOFF_MS = 24 * 60 * 60 * 1000;
/** Pre-orders open this long before departure. */
export const PREORDER_HORIZON_MS = 30 * 24 * 60 * 60 * 1000;

export type TicketNumberCheck =
  | { ok: true }
  | { ok: false; reason: 'length'; length: number }
  | { ok: false; reason: 'digits' };

/** Exactly 13 characters, all digits. */
export function checkTicketNumber(value: string): TicketNumberCheck {
  if (value.length !== TICKET_NUMBER_LENGTH) return { ok: false, reason: 'length', length: value.length };
  if (!/^\d+$/.test(value)) return { ok: false, reason: 'digits' };
  return { ok: true };
}

/**
 * The pre-order window of a route (or the airline's default): pre-orders open `openDays` before
 * departure and close `cutoffHours` before it. Stations set it globally and per route.
 */
export interface PreOrderWindow {
  openDays: number;
  cutoffHours: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** The window when none is stored: 30 days to 24 hours (spec §9). */
export const DEFAULT_PREORDER_WINDOW: PreOrderWindow = {
  openDays: PREORDER_HORIZON_MS / (24 * HOUR_MS),
  cutoffHours: PREORDER_CUTOFF_MS / HOUR_MS,
};

/** Limits a station may set: opening 1..365 days ahead, cut-off 0..168 hours, closing before opening. */
export function checkPreOrderWindow(window: PreOrderWindow): 'ok' | 'cutoffAfterOpening' {
  return window.cutoffHours * HOUR_MS < window.openDays * 24 * HOUR_MS ? 'ok' : 'cutoffAfterOpening';
}

const cutoffMs = (w: PreOrderWindow) => w.cutoffHours * HOUR_MS;
const horizonMs = (w: PreOrderWindow) => w.openDays * 24 * HOUR_MS;

/** When pre-orders for a departure close. */
export function preOrderCutoff(departure: Date, window: PreOrderWindow = DEFAULT_PREORDER_WINDOW): Date {
  return new Date(departure.getTime() - cutoffMs(window));
}

/** Why a departure cannot be pre-ordered now, or 'open'. */
export function preOrderOpening(
  departure: Date,
  now: Date,
  window: PreOrderWindow = DEFAULT_PREORDER_WINDOW,
): 'open' | 'cutoffPassed' | 'beyondHorizon' {
  const ahead = departure.getTime() - now.getTime();
  if (ahead <= cutoffMs(window)) return 'cutoffPassed';
  if (ahead > horizonMs(window)) return 'beyondHorizon';
  return 'open';
}

/** A flight can be pre-ordered for while it departs after the cut-off and within the opening days. */
export function canPreOrder(
  departure: Date,
  now: Date,
  window: PreOrderWindow = DEFAULT_PREORDER_WINDOW,
): boolean {
  return preOrderOpening(departure, now, window) === 'open';
}

/** An existing pre-order may be changed or cancelled until the cut-off. */
export function canChangePreOrder(
  departure: Date,
  now: Date,
  window: PreOrderWindow = DEFAULT_PREORDER_WINDOW,
): boolean {
  return now.getTime() < preOrderCutoff(departure, window).getTime();
}

/** A sector still counts for on-board shopping this long after its departure (the flight is under way). */
export const ONBOARD_AFTER_DEPARTURE_MS = 12 * 60 * 60 * 1000;

/** Sectors a ticket lookup offers: departing within the pre-order horizon, or departed under 12 h ago. */
export function isUpcomingSector(departure: Date, now: Date): boolean {
  const ahead = departure.getTime() - now.getTime();
  return ahead > -ONBOARD_AFTER_DEPARTURE_MS && ahead <= PREORDER_HORIZON_MS;
}

/** A day (YYYY-MM-DD) of an instant in a time zone (the runtime's own when none is given). */
function dayIn(instant: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(instant);
}

/**
 * The first and last departure days (YYYY-MM-DD) a pre-order may name now: from the day 24 hours
 * ahead to the day 30 days ahead. A date outside them cannot be pre-ordered; inside, the flight's
 * own time decides.
 */
export function preOrderDayWindow(now: Date, timeZone?: string): { from: string; to: string } {
  return {
    from: dayIn(new Date(now.getTime() + PREORDER_CUTOFF_MS), timeZone),
    to: dayIn(new Date(now.getTime() + PREORDER_HORIZON_MS), timeZone),
  };
}

/** Whether a departure day (YYYY-MM-DD) lies in the pre-order window (see preOrderDayWindow). */
export function isPreOrderDay(day: string, now: Date, timeZone?: string): boolean {
  const { from, to } = preOrderDayWindow(now, timeZone);
  return day >= from && day <= to;
}
