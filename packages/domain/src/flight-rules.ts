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

/** When pre-orders for a departure close. */
export function preOrderCutoff(departure: Date): Date {
  return new Date(departure.getTime() - PREORDER_CUTOFF_MS);
}

/** A flight can be pre-ordered for while it departs more than 24 h and at most 30 days from now. */
export function canPreOrder(departure: Date, now: Date): boolean {
  const ahead = departure.getTime() - now.getTime();
  return ahead > PREORDER_CUTOFF_MS && ahead <= PREORDER_HORIZON_MS;
}

/** An existing pre-order may be changed or cancelled until the cut-off. */
export function canChangePreOrder(departure: Date, now: Date): boolean {
  return now.getTime() < preOrderCutoff(departure).getTime();
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
