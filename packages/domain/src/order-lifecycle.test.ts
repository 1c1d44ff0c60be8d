import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canTransition,
  decide,
  holdsStock,
  isChangeable,
  type OrderActor,
  type OrderEvent,
  type OrderState,
  orderEvents,
  orderRules,
  orderTransitions,
  placedOrder,
  showsProofOfOrder,
} from './order-lifecycle';
import { PaymentStatus as P, PaymentOption, OrderRequestStatus as S } from './order-status';

const all = Object.values(S);
const actors: OrderActor[] = ['customer', 'guest', 'gateway', 'staff', 'clock'];
const options = Object.values(PaymentOption);

/** The storefront's moves since the start, and the ones fulfilment adds. */
const allowed: [number, number][] = [
  [S.PendingPayment, S.Confirmed],
  [S.PendingPayment, S.PaymentFailed],
  [S.PendingPayment, S.Cancelled],
  [S.Confirmed, S.HandedOver],
  [S.Confirmed, S.Cancelled],
  [S.Confirmed, S.NotCollected],
  [S.Confirmed, S.MovedToAnotherFlight],
  [S.MovedToAnotherFlight, S.HandedOver],
  [S.MovedToAnotherFlight, S.Cancelled],
  [S.MovedToAnotherFlight, S.NotCollected],
  [S.HandedOver, S.Replaced],
  [S.HandedOver, S.RefundedByStaff],
  [S.Replaced, S.RefundedByStaff],
];

/** The ledger of one order's path: goods held and handed over, money taken and given back. */
interface Ledger {
  state: OrderState;
  held: number;
  delivered: number;
  captured: number;
  refunded: number;
}

function run(option: PaymentOption, steps: [OrderEvent, OrderActor][]): Ledger {
  const placed = placedOrder(option);
  const ledger: Ledger = {
    state: placed.state,
    held: placed.effects.stock === 'reserve' ? 1 : 0,
    delivered: 0,
    captured: placed.effects.money === 'capture' ? 1 : 0,
    refunded: 0,
  };
  for (const [event, actor] of steps) {
    const decision = decide(ledger.state, event, actor);
    if (!decision.ok) continue;
    const { stock, money } = decision.effects;
    if (stock === 'reserve') ledger.held++;
    if (stock === 'release') ledger.held--;
    if (stock === 'deliver') {
      ledger.held--;
      ledger.delivered++;
    }
    if (money === 'capture') ledger.captured++;
    if (money === 'refund') ledger.refunded++;
    ledger.state = decision.state;
  }
  return ledger;
}

const step = fc.tuple(fc.constantFrom(...orderEvents), fc.constantFrom(...actors));
const path = fc.array(step, { maxLength: 12 });

describe('order lifecycle', () => {
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

  it('lets each event be triggered only by its actors', () => {
    expect(decide(placedOrder(PaymentOption.Card).state, 'paymentSucceeded', 'customer')).toEqual({
      ok: false,
      reason: 'actorNotAllowed',
    });
    expect(decide(placedOrder(PaymentOption.Card).state, 'holdExpired', 'gateway').ok).toBe(false);
    expect(decide(placedOrder(PaymentOption.CashOnBoard).state, 'handOver', 'guest').ok).toBe(false);
    expect(decide(placedOrder(PaymentOption.CashOnBoard).state, 'handOver', 'staff').ok).toBe(true);
    expect(decide(placedOrder(PaymentOption.Mile).state, 'cancel', 'guest').ok).toBe(true);
    for (const [event, rule] of Object.entries(orderRules)) {
      for (const actor of actors) {
        for (const from of rule.from) {
          const decision = decide({ status: from, payment: P.Unpaid, option: 1 }, event as OrderEvent, actor);
          expect(decision.ok, `${event} by ${actor}`).toBe(rule.actors.includes(actor));
        }
      }
    }
  });

  it('reaches only defined states, whatever events come in whatever order', () => {
    fc.assert(
      fc.property(fc.constantFrom(...options), path, (option, steps) => {
        const { state } = run(option, steps);
        expect(all).toContain(state.status);
        expect(Object.values(P)).toContain(state.payment);
        expect(state.option).toBe(option);
      }),
      { numRuns: 2000 },
    );
  });

  it('balances stock and money on every path: nothing taken twice, nothing given back that was not taken', () => {
    fc.assert(
      fc.property(fc.constantFrom(...options), path, (option, steps) => {
        const l = run(option, steps);
        const net = l.captured - l.refunded;
        expect(l.held).toBeGreaterThanOrEqual(0);
        expect(l.held + l.delivered).toBeLessThanOrEqual(1);
        expect(net === 0 || net === 1).toBe(true);
        expect(l.refunded).toBeLessThanOrEqual(l.captured);
        // The payment status says what the ledger holds.
        expect(net === 1).toBe(l.state.payment === P.Paid);
        expect(l.refunded === 1).toBe(l.state.payment === P.Refunded);
        switch (l.state.status) {
          case S.PendingPayment:
            expect([l.held, l.delivered, net]).toEqual([1, 0, 0]);
            break;
          case S.Confirmed:
          case S.MovedToAnotherFlight:
            expect([l.held, l.delivered]).toEqual([1, 0]);
            expect(net).toBe(option === PaymentOption.CashOnBoard ? 0 : 1);
            break;
          case S.Cancelled:
          case S.PaymentFailed:
          case S.NotCollected:
            expect([l.held, l.delivered, net]).toEqual([0, 0, 0]);
            break;
          case S.HandedOver:
          case S.Replaced:
            expect([l.held, l.delivered, net]).toEqual([0, 1, 1]);
            break;
          case S.RefundedByStaff:
            expect([l.held, l.delivered, net]).toEqual([0, 1, 0]);
            break;
          default:
            throw new Error(`undefined state ${l.state.status}`);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('ends terminal states for good: no event moves an order out of them', () => {
    const terminal = [S.Cancelled, S.PaymentFailed, S.NotCollected, S.RefundedByStaff];
    for (const status of terminal) {
      for (const event of orderEvents) {
        for (const actor of actors) {
          expect(decide({ status, payment: P.Unpaid, option: 1 }, event, actor).ok).toBe(false);
        }
      }
    }
  });

  it('holds stock only while awaiting payment or collection', () => {
    expect(all.filter(holdsStock).sort()).toEqual([S.PendingPayment, S.Confirmed, S.MovedToAnotherFlight]);
    expect(all.filter(isChangeable).sort()).toEqual([S.PendingPayment, S.Confirmed, S.MovedToAnotherFlight]);
  });

  it('refuses unknown states', () => {
    expect(canTransition(99 as S, S.Confirmed)).toBe(false);
    expect(decide({ status: 99 as S, payment: P.Unpaid, option: 1 }, 'cancel', 'customer').ok).toBe(false);
  });

  it('shows a proof of order only while the order stands and its money was not given back', () => {
    expect(showsProofOfOrder(S.Confirmed, P.Paid)).toBe(true);
    expect(showsProofOfOrder(S.HandedOver, P.Paid)).toBe(true);
    expect(showsProofOfOrder(S.Confirmed, P.Unpaid)).toBe(true);
    expect(showsProofOfOrder(S.Cancelled, P.Unpaid)).toBe(false);
    expect(showsProofOfOrder(S.Cancelled, P.Refunded)).toBe(false);
    expect(showsProofOfOrder(S.PaymentFailed, P.Failed)).toBe(false);
    expect(showsProofOfOrder(S.Confirmed, P.Refunded)).toBe(false);
    expect(showsProofOfOrder(S.NotCollected, P.Unpaid)).toBe(false);
    expect(showsProofOfOrder(S.RefundedByStaff, P.Refunded)).toBe(false);
  });

  it('shows no proof of order while the card payment is awaited (an abandoned payment proves nothing)', () => {
    expect(showsProofOfOrder(S.PendingPayment, P.Unpaid)).toBe(false);
  });
});
