/**
 * Flight times as stations read them: in the departure airport's zone, never the browser's (issue 46).
 * A local time is `YYYY-MM-DDTHH:mm` (what a datetime-local field holds).
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formats = new Map<string, Intl.DateTimeFormat>();

function parts(at: Date, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const fields = format.formatToParts(at);
  const get = (type: string) => fields.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** The instant as the airport's clock shows it, `YYYY-MM-DDTHH:mm`. */
export function toAirportLocal(at: Date, timeZone: string): string {
  return parts(at, timeZone);
}

/**
 * The instant a local time at the airport names; `invalid` when it is not `YYYY-MM-DDTHH:mm` or not a
 * date, `skipped` when the clocks jump over it (the hour lost when summer time starts). In the hour that
 * repeats when summer time ends, the earlier instant is taken.
 */
export function fromAirportLocal(local: string, timeZone: string): Date | 'invalid' | 'skipped' {
  const match = LOCAL.exec(local);
  if (!match) return 'invalid';
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc) || toAirportLocal(new Date(asUtc), 'UTC') !== local) return 'invalid';
  // The zone's offset is at most ±14 h: try each offset the zone has around then, earliest first.
  const offsets = new Set<number>();
  for (const probe of [-36, -12, 0, 12, 36]) {
    const at = new Date(asUtc + probe * 3_600_000);
    offsets.add(Date.UTC(...utcFields(parts(at, timeZone))) - Math.floor(at.getTime() / 60_000) * 60_000);
  }
  const candidates = [...offsets]
    .map((offset) => new Date(asUtc - offset))
    .filter((at) => parts(at, timeZone) === local)
    .sort((a, b) => a.getTime() - b.getTime());
  return candidates[0] ?? 'skipped';
}

function utcFields(local: string): [number, number, number, number, number] {
  const [, y, mo, d, h, mi] = LOCAL.exec(local)!.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return [y, mo - 1, d, h, mi];
}
