import { describe, expect, it } from 'vitest';
import {
  canTransition,
  holdsStock,
  isChangeable,
  orderTransitions,
  showsProofOfOrder,
} from './order-lifecycle';
import { PaymentStatus as P, OrderRequestStatus as S } from './order-status';

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

  it('shows a proof of order only while the order stands and its money was not given back', () => {
    expect(showsProofOfOrder(S.Confirmed, P.Paid)).toBe(true);
    expect(showsProofOfOrder(S.HandedOver, P.Paid)).toBe(true);
    expect(showsProofOfOrder(S.Confirmed, P.Unpaid)).toBe(true);
    expect(showsProofOfOrder(S.Cancelled, P.Unpaid)).toBe(false);
    expect(showsProofOfOrder(S.Cancelled, P.Refunded)).toBe(false);
    expect(showsProofOfOrder(S.PaymentFailed, P.Failed)).toBe(false);
    expect(showsProofOfOrder(S.Confirmed, P.Refunded)).toBe(false);
  });
});
