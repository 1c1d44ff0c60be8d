import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEVICE_CLOCK_SKEW_MS,
  HAND_OVER_CLOSES_AFTER_DEPARTURE_MS,
  HAND_OVER_OPENS_BEFORE_DEPARTURE_MS,
  handOverTimeRefusal,
  handOverWindow,
  insideHandOverWindow,
} from './hand-over-window';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const departureAt = new Date('2026-12-01T08:30:00Z');
const at = (ms: number) => new Date(departureAt.getTime() + ms);

describe('handOverWindow', () => {
  it('opens 12 hours before departure and closes 24 hours after it', () => {
    expect(handOverWindow(departureAt)).toEqual({
      opensAt: new Date('2026-11-30T20:30:00Z'),
      closesAt: new Date('2026-12-02T08:30:00Z'),
    });
    expect(HAND_OVER_OPENS_BEFORE_DEPARTURE_MS).toBe(12 * HOUR);
    expect(HAND_OVER_CLOSES_AFTER_DEPARTURE_MS).toBe(DAY);
  });

  it('includes both ends', () => {
    const window = handOverWindow(departureAt);
    expect(insideHandOverWindow(window, window.opensAt)).toBe(true);
    expect(insideHandOverWindow(window, window.closesAt)).toBe(true);
    expect(insideHandOverWindow(window, new Date(window.opensAt.getTime() - 1))).toBe(false);
    expect(insideHandOverWindow(window, new Date(window.closesAt.getTime() + 1))).toBe(false);
  });
});

describe('handOverTimeRefusal', () => {
  it('accepts a hand-over recorded and synced on the flight day', () => {
    expect(handOverTimeRefusal({ departureAt, recordedAt: at(-2 * HOUR), now: at(-2 * HOUR) })).toBeNull();
    expect(handOverTimeRefusal({ departureAt, recordedAt: at(3 * HOUR), now: at(3 * HOUR) })).toBeNull();
  });

  it('accepts a sync long after landing of a hand-over recorded in flight', () => {
    expect(handOverTimeRefusal({ departureAt, recordedAt: at(3 * HOUR), now: at(9 * DAY) })).toBeNull();
  });

  it('refuses anything the server receives before the window opens, whatever the device says', () => {
    expect(handOverTimeRefusal({ departureAt, recordedAt: at(-HOUR), now: at(-8 * DAY) })).toBe('notOpenYet');
    expect(handOverTimeRefusal({ departureAt, recordedAt: at(0), now: at(-12 * HOUR - 1) })).toBe(
      'notOpenYet',
    );
  });

  it('refuses a device time ahead of the server by more than the skew', () => {
    const now = at(-HOUR);
    const recordedAt = (ms: number) => new Date(now.getTime() + ms);
    expect(
      handOverTimeRefusal({ departureAt, recordedAt: recordedAt(DEVICE_CLOCK_SKEW_MS), now }),
    ).toBeNull();
    expect(handOverTimeRefusal({ departureAt, recordedAt: recordedAt(DEVICE_CLOCK_SKEW_MS + 1), now })).toBe(
      'recordedInFuture',
    );
    expect(
      handOverTimeRefusal({ departureAt, recordedAt: new Date('2099-01-01T00:00:00Z'), now: at(HOUR) }),
    ).toBe('recordedInFuture');
  });

  it('refuses a device time outside the window: a clock in 2001, a day before, two days after', () => {
    const now = at(3 * DAY);
    for (const recordedAt of [new Date('2001-01-01T00:00:00Z'), at(-DAY), at(2 * DAY)]) {
      expect(handOverTimeRefusal({ departureAt, recordedAt, now })).toBe('recordedOutsideWindow');
    }
  });

  it('accepts exactly the device times inside the window, once the server is past its opening', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3 * DAY, max: 3 * DAY }),
        fc.integer({ min: -12 * HOUR, max: 4 * DAY }),
        (recorded, received) => {
          const recordedAt = at(recorded);
          const now = at(received);
          const refusal = handOverTimeRefusal({ departureAt, recordedAt, now });
          const inside = insideHandOverWindow(handOverWindow(departureAt), recordedAt);
          const believable = recordedAt.getTime() <= now.getTime() + DEVICE_CLOCK_SKEW_MS;
          expect(refusal === null).toBe(inside && believable);
        },
      ),
    );
  });
});
