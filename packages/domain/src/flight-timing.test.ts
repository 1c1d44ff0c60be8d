import { describe, expect, it } from 'vitest';
import { DEPARTED_EARLIEST_MS, flightTimingRefusal } from './flight-timing';

const now = new Date('2026-12-01T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('the times a station may set', () => {
  it('schedules and retimes flights in the future only', () => {
    for (const kind of ['schedule', 'retime'] as const) {
      expect(flightTimingRefusal({ kind, departureAt: at(1), now })).toBeNull();
      expect(flightTimingRefusal({ kind, departureAt: at(0), now })).toBe('inPast');
      expect(flightTimingRefusal({ kind, departureAt: at(-60 * 24 * 3), now })).toBe('inPast');
    }
  });

  it('marks a flight departed from two hours before its departure, not ten days early', () => {
    const earliest = DEPARTED_EARLIEST_MS / 60_000;
    expect(flightTimingRefusal({ kind: 'departed', departureAt: at(earliest), now })).toBeNull();
    expect(flightTimingRefusal({ kind: 'departed', departureAt: at(-30), now })).toBeNull();
    expect(flightTimingRefusal({ kind: 'departed', departureAt: at(earliest + 1), now })).toBe(
      'departedTooEarly',
    );
    expect(flightTimingRefusal({ kind: 'departed', departureAt: at(60 * 24 * 10), now })).toBe(
      'departedTooEarly',
    );
  });
});
