import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toIsoWithOffset } from './local-time';

describe('local time with offset', () => {
  it('writes the zone’s wall clock and offset', () => {
    const instant = new Date('2026-11-25T05:30:00Z');
    expect(toIsoWithOffset(instant, 'Africa/Addis_Ababa')).toBe('2026-11-25T08:30:00+03:00');
    expect(toIsoWithOffset(instant, 'Europe/London')).toBe('2026-11-25T05:30:00+00:00');
    expect(toIsoWithOffset(instant, 'America/New_York')).toBe('2026-11-25T00:30:00-05:00');
    expect(toIsoWithOffset(instant, 'Asia/Kolkata')).toBe('2026-11-25T11:00:00+05:30');
  });

  it('names the same instant in every zone', () => {
    const zones = ['UTC', 'Africa/Addis_Ababa', 'Europe/London', 'America/Los_Angeles', 'Asia/Shanghai'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (date, zone) => {
          const whole = new Date(Math.floor(date.getTime() / 1000) * 1000);
          expect(new Date(toIsoWithOffset(whole, zone)).getTime()).toBe(whole.getTime());
        },
      ),
    );
  });
});
