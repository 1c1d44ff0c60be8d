import { describe, expect, it } from 'vitest';
import {
  canChangePreOrder,
  canPreOrder,
  checkPreOrderWindow,
  checkTicketNumber,
  DEFAULT_PREORDER_WINDOW,
  isPreOrderDay,
  isUpcomingSector,
  preOrderCutoff,
  preOrderDayWindow,
  preOrderOpening,
} from './flight-rules';

const hour = 3_600_000;

describe('ticket numbers', () => {
  it('accepts exactly 13 digits', () => {
    expect(checkTicketNumber('0712345678901')).toEqual({ ok: true });
  });
  it('reports the current length otherwise', () => {
    expect(checkTicketNumber('071234567890')).toEqual({ ok: false, reason: 'length', length: 12 });
    expect(checkTicketNumber('')).toEqual({ ok: false, reason: 'length', length: 0 });
  });
  it('refuses letters', () => {
    expect(checkTicketNumber('07123456789AB')).toEqual({ ok: false, reason: 'digits' });
  });
});

describe('pre-order cut-off', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('closes 24 hours before departure, to the minute', () => {
    expect(canPreOrder(new Date(now.getTime() + 24 * hour + 60_000), now)).toBe(true);
    expect(canPreOrder(new Date(now.getTime() + 24 * hour), now)).toBe(false);
    expect(canPreOrder(new Date(now.getTime() + 24 * hour - 60_000), now)).toBe(false);
  });
  it('opens 30 days ahead', () => {
    expect(canPreOrder(new Date(now.getTime() + 30 * 24 * hour), now)).toBe(true);
    expect(canPreOrder(new Date(now.getTime() + 30 * 24 * hour + 60_000), now)).toBe(false);
  });
  it('allows changes until the cut-off', () => {
    const departure = new Date(now.getTime() + 48 * hour);
    expect(preOrderCutoff(departure).toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect(canChangePreOrder(departure, new Date(now.getTime() + 24 * hour - 60_000))).toBe(true);
    expect(canChangePreOrder(departure, new Date(now.getTime() + 24 * hour + 60_000))).toBe(false);
  });
});

describe('sectors a ticket lookup offers', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const at = (hours: number) => new Date(now.getTime() + hours * hour);
  it('keeps flights departing within 30 days and those departed less than 12 hours ago', () => {
    expect(isUpcomingSector(at(3), now)).toBe(true);
    expect(isUpcomingSector(at(-11.9), now)).toBe(true);
    expect(isUpcomingSector(at(30 * 24), now)).toBe(true);
  });
  it('drops older and farther flights', () => {
    expect(isUpcomingSector(at(-12), now)).toBe(false);
    expect(isUpcomingSector(at(30 * 24 + 0.1), now)).toBe(false);
  });
});

describe('the days a pre-order may name', () => {
  const now = new Date('2026-11-23T20:00:00Z');

  it('runs from the day 24 hours ahead to the day 30 days ahead, in the zone asked', () => {
    expect(preOrderDayWindow(now, 'UTC')).toEqual({ from: '2026-11-24', to: '2026-12-23' });
    // 22:00 UTC is 01:00 the next day in Addis Ababa: 24 hours ahead is already the 25th there.
    const late = new Date('2026-11-23T22:00:00Z');
    expect(preOrderDayWindow(late, 'UTC')).toEqual({ from: '2026-11-24', to: '2026-12-23' });
    expect(preOrderDayWindow(late, 'Africa/Addis_Ababa')).toEqual({ from: '2026-11-25', to: '2026-12-24' });
  });

  it('refuses past days, today and days beyond the window', () => {
    for (const day of ['2025-01-01', '2026-11-23', '2026-12-24'])
      expect(isPreOrderDay(day, now, 'UTC')).toBe(false);
    for (const day of ['2026-11-24', '2026-12-01', '2026-12-23'])
      expect(isPreOrderDay(day, now, 'UTC')).toBe(true);
  });
});

describe('pre-order window per route', () => {
  const departure = new Date('2026-06-10T12:00:00Z');
  const hours = (h: number) => new Date(departure.getTime() - h * 3_600_000);
  const route = { openDays: 7, cutoffHours: 48 };

  it('uses 30 days and 24 hours when none is given', () => {
    expect(DEFAULT_PREORDER_WINDOW).toEqual({ openDays: 30, cutoffHours: 24 });
    expect(preOrderOpening(departure, hours(25))).toBe('open');
    expect(preOrderOpening(departure, hours(24))).toBe('cutoffPassed');
  });

  it('closes at the route’s cut-off and opens at its opening day', () => {
    expect(preOrderOpening(departure, hours(49), route)).toBe('open');
    expect(preOrderOpening(departure, hours(48), route)).toBe('cutoffPassed');
    expect(preOrderOpening(departure, hours(7 * 24 + 1), route)).toBe('beyondHorizon');
    expect(canPreOrder(departure, hours(30), route)).toBe(false);
    expect(preOrderCutoff(departure, route).toISOString()).toBe('2026-06-08T12:00:00.000Z');
    expect(canChangePreOrder(departure, hours(47), route)).toBe(false);
  });

  it('refuses a cut-off at or beyond the opening', () => {
    expect(checkPreOrderWindow({ openDays: 2, cutoffHours: 48 })).toBe('cutoffAfterOpening');
    expect(checkPreOrderWindow({ openDays: 3, cutoffHours: 48 })).toBe('ok');
  });
});
