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
