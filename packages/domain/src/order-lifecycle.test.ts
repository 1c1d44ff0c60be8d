import { describe, expect, it } from 'vitest';
import { canTransition, holdsStock, isChangeable, orderTransitions } from './order-lifecycle';
import { OrderRequestStatus as S } from './order-status';

const all = Object.values(S);
const allowed: [number, number][] = [
  [S.PendingPayment, S.Confirmed],
  [S.PendingPayment, S.PaymentFailed],
  [S.PendingPayment, S.Cancelled],
  [S.Confirmed, S.HandedOver],
  [S.Confirmed, S.Cancelled],
];

describe('order state machine', () => {
  it('lists a rule for every state', () => {
    expect(Object.keys(orderTransitions).map(Number).sort()).toEqual([...all].sort());
  });

  for (const from of all) {
    for (const to of all) {
      const expected = allowed.some(([f, t]) => f === from && t === to);
      it(`${expected ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canTransition(from, to)).toBe(expected);
      });
    }
  }

  it('holds stock only while pending payment or confirmed', () => {
    expect(all.filter(holdsStock).sort()).toEqual([S.PendingPayment, S.Confirmed]);
    expect(all.filter(isChangeable).sort()).toEqual([S.PendingPayment, S.Confirmed]);
  });

  it('refuses unknown states', () => {
    expect(canTransition(99 as S, S.Confirmed)).toBe(false);
  });
});
