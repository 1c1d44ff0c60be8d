import { describe, expect, it } from 'vitest';
import { fromAirportLocal, toAirportLocal } from './airport-time';

describe('flight times in the airport zone', () => {
  it("reads 16:05 at Addis Ababa as 13:05 UTC, whatever the reader's zone", () => {
    expect(fromAirportLocal('2026-12-01T16:05', 'Africa/Addis_Ababa')).toEqual(
      new Date('2026-12-01T13:05:00Z'),
    );
    expect(toAirportLocal(new Date('2026-12-01T13:05:00Z'), 'Africa/Addis_Ababa')).toBe('2026-12-01T16:05');
  });

  it('follows summer time: London is UTC in winter and UTC+1 in summer', () => {
    expect(fromAirportLocal('2026-12-01T16:05', 'Europe/London')).toEqual(new Date('2026-12-01T16:05:00Z'));
    expect(fromAirportLocal('2026-07-01T16:05', 'Europe/London')).toEqual(new Date('2026-07-01T15:05:00Z'));
  });

  it('crosses the date line both ways', () => {
    expect(fromAirportLocal('2026-12-01T00:30', 'Pacific/Auckland')).toEqual(
      new Date('2026-11-30T11:30:00Z'),
    );
    expect(toAirportLocal(new Date('2026-12-01T23:30:00Z'), 'America/Los_Angeles')).toBe('2026-12-01T15:30');
  });

  it('refuses the hour skipped when summer time starts, and takes the first of the repeated hour', () => {
    // London moves from 01:00 to 02:00 on 2026-03-29, and from 02:00 back to 01:00 on 2026-10-25.
    expect(fromAirportLocal('2026-03-29T01:30', 'Europe/London')).toBe('skipped');
    expect(fromAirportLocal('2026-10-25T01:30', 'Europe/London')).toEqual(new Date('2026-10-25T00:30:00Z'));
  });

  it('refuses what is not a local time', () => {
    for (const bad of ['2026-02-30T10:00', '2026-12-01 10:00', '2026-12-01T24:00', '2026-12-01T10:00Z', ''])
      expect(fromAirportLocal(bad, 'UTC')).toBe('invalid');
  });

  it('round-trips every hour of a year in zones with and without summer time', () => {
    for (const zone of [
      'Africa/Addis_Ababa',
      'Europe/London',
      'America/New_York',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
    ]) {
      for (let hour = 0; hour < 365 * 24; hour += 29) {
        const at = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
        const local = toAirportLocal(at, zone);
        const back = fromAirportLocal(local, zone);
        expect(back instanceof Date && toAirportLocal(back, zone)).toBe(local);
      }
    }
  });
});
