/**
 * Flight times as people read them (DESIGN.md §14): the departure airport's wall clock with the
 * airport and its UTC offset, e.g. `26 Nov 2026, 08:30 ADD (UTC+3)`. The instant travels as ISO 8601
 * carrying that airport's offset (`2026-11-26T08:30:00+03:00`, see toIsoWithOffset), so the wall
 * clock is read from the string itself and never from the reader's own zone.
 */

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** English reads day month year (`26 Nov 2026`); the other languages as Intl writes them. */
const intlLocale = (locale: string) => (locale === 'en' || locale.startsWith('en-') ? 'en-GB' : locale);

/** `+03:00` → `UTC+3`, `+05:30` → `UTC+5:30`, `Z` or `+00:00` → `UTC`. */
export function utcOffsetLabel(offset: string): string {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!match || (match[2] === '00' && match[3] === '00')) return 'UTC';
  const [, sign, hours, minutes] = match;
  return `UTC${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}

/**
 * A departure (or a cut-off before it) in the departure airport's local time with the airport code
 * and its offset, in the reader's language. A string that is not ISO 8601 comes back as it is.
 */
export function formatFlightTime(iso: string, airportCode: string, locale = 'en'): string {
  const match = WALL_CLOCK.exec(iso);
  if (!match) return iso;
  const [, y, mo, d, h, mi, offset] = match;
  const wallClock = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)));
  const text = new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(wallClock);
  const zone = utcOffsetLabel(offset === 'Z' || !offset ? '+00:00' : offset);
  return `${text} ${airportCode ? `${airportCode} ` : ''}(${zone})`.replace(/\s+/g, ' ');
}
