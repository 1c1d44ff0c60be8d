import { describe, expect, it } from 'vitest';
import { isLaterFlight, REPLACEMENT_WINDOW_MS, replacementWindowOpen } from './after-sales';
import { decide, placedReplacement } from './order-lifecycle';
import { PaymentStatus as P, PaymentOption, OrderRequestStatus as S } from './order-status';

const flight = new Date('2026-03-01T10:00:00Z');
const at = (ms: number) => new Date(flight.getTime() + ms);

describe('after-sales replacement window', () => {
  it('is open from the flight until exactly 7 days after it', () => {
    expect(replacementWindowOpen(flight, at(0))).toBe(true);
    expect(replacementWindowOpen(flight, at(REPLACEMENT_WINDOW_MS))).toBe(true);
    expect(replacementWindowOpen(flight, at(REPLACEMENT_WINDOW_MS + 1))).toBe(false);
    expect(replacementWindowOpen(null, at(0))).toBe(false);
  });

  it('wants a replacement flight later than now and than the order’s own', () => {
    expect(isLaterFlight(flight, at(2 * 86_400_000), at(86_400_000))).toBe(true);
    expect(isLaterFlight(flight, at(-1), at(-2))).toBe(false);
    expect(isLaterFlight(flight, at(1000), at(2000))).toBe(false);
  });

  it('starts a replacement confirmed and settled, holding stock, taking no money', () => {
    const placed = placedReplacement(PaymentOption.Card);
    expect(placed.state).toEqual({ status: S.Confirmed, payment: P.Paid, option: PaymentOption.Card });
    expect(placed.effects).toEqual({ stock: 'reserve', money: 'none' });
  });

  it('lets staff cancel an order awaiting collection with a refund, not after the hand-over', () => {
    const paid = { status: S.Confirmed, payment: P.Paid, option: PaymentOption.Card } as const;
    const cancelled = decide(paid, 'cancel', 'staff');
    expect(cancelled).toMatchObject({ ok: true, state: { status: S.Cancelled, payment: P.Refunded } });
    expect(cancelled.ok && cancelled.effects).toEqual({ stock: 'release', money: 'refund' });
    const handed = { ...paid, status: S.HandedOver } as const;
    expect(decide(handed, 'cancel', 'staff')).toEqual({ ok: false, reason: 'wrongState' });
    expect(decide(handed, 'staffRefund', 'staff')).toMatchObject({
      ok: true,
      state: { status: S.RefundedByStaff },
    });
    expect(decide(handed, 'replace', 'staff')).toMatchObject({ ok: true, state: { status: S.Replaced } });
  });
});
