import { formatFlightTime } from '@dfs/domain/flight-time';

/**
 * A flight time in an e-mail (DESIGN.md §14): `iso` carries the departure airport's offset (as order
 * views send it), and is written as that airport's local time with its code and offset, in the
 * reader's language, by the same formatter as the storefront's.
 */
export function mailFlightTime(iso: string, airportCode: string, language: string): string {
  return formatFlightTime(iso, airportCode, language);
}

/** Text made safe to put in an e-mail's HTML. */
export const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
