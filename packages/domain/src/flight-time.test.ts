import { describe, expect, it } from 'vitest';
import { formatFlightTime, utcOffsetLabel } from './flight-time';
import { toIsoWithOffset } from './local-time';

describe('flight times in the departure airport’s time', () => {
  it('writes the airport’s wall clock with the airport and its offset', () => {
    expect(formatFlightTime('2026-11-26T08:30:00+03:00', 'ADD', 'en')).toBe('26 Nov 2026, 08:30 ADD (UTC+3)');
    expect(formatFlightTime('2026-11-26T08:30+05:30', 'DEL', 'en')).toBe('26 Nov 2026, 08:30 DEL (UTC+5:30)');
    expect(formatFlightTime('2026-11-26T23:05:00-05:00', 'JFK', 'en')).toBe('26 Nov 2026, 23:05 JFK (UTC-5)');
    expect(formatFlightTime('2026-11-26T08:30:00Z', 'LHR', 'en')).toBe('26 Nov 2026, 08:30 LHR (UTC)');
  });

  it('never moves the time to the reader’s zone', () => {
    const instant = new Date('2026-11-25T22:30:00Z');
    // 01:30 the next day in Addis Ababa, whatever zone this process runs in.
    expect(formatFlightTime(toIsoWithOffset(instant, 'Africa/Addis_Ababa'), 'ADD', 'en')).toBe(
      '26 Nov 2026, 01:30 ADD (UTC+3)',
    );
  });

  it('speaks the reader’s language', () => {
    expect(formatFlightTime('2026-11-26T08:30:00+03:00', 'ADD', 'zh')).toBe(
      '2026年11月26日 08:30 ADD (UTC+3)',
    );
    const ar = formatFlightTime('2026-11-26T08:30:00+03:00', 'ADD', 'ar');
    expect(ar).toContain('نوفمبر');
    expect(ar.endsWith('ADD (UTC+3)')).toBe(true);
  });

  it('labels offsets plainly and leaves other text alone', () => {
    expect(utcOffsetLabel('+00:00')).toBe('UTC');
    expect(utcOffsetLabel('-03:30')).toBe('UTC-3:30');
    expect(formatFlightTime('soon', 'ADD', 'en')).toBe('soon');
  });
});
