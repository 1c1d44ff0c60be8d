/** How long after its flight a handed-over order's faulty goods may be replaced (spec §1). */
export const REPLACEMENT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Whether faulty goods of an order whose flight departed at `departure` may still be replaced at
 * `now`: from the flight until 7 days after it, inclusive. No flight known: never.
 */
export function replacementWindowOpen(departure: Date | null | undefined, now: Date): boolean {
  if (!departure) return false;
  const elapsed = now.getTime() - departure.getTime();
  return elapsed <= REPLACEMENT_WINDOW_MS;
}

/** The replacement's flight must depart after now and after the order's own flight. */
export function isLaterFlight(original: Date | null | undefined, replacement: Date, now: Date): boolean {
  return replacement.getTime() > now.getTime() && (!original || replacement.getTime() > original.getTime());
}
