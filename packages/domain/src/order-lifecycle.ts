import { PaymentStatus as P, PaymentOption, OrderRequestStatus as S } from './order-status';

type Status = S;

/**
 * The order lifecycle (DESIGN.md §10): one state machine. The API never sets a status by hand; it
 * applies an event and the machine answers the new state with its stock and money effects, or a
 * refusal.
 */

/** Who may trigger an event: the signed-in owner, a guest holding the order's view token, the card
 * gateway's signed callback (or the reconciler asking it), a staff member, or the clock. */
export type OrderActor = 'customer' | 'guest' | 'gateway' | 'staff' | 'clock';

export type OrderEvent =
  | 'paymentSucceeded'
  | 'paymentFailed'
  | 'paymentCancelled'
  | 'holdExpired'
  | 'cancel'
  | 'change'
  | 'handOver'
  | 'notCollected'
  | 'replace'
  | 'staffRefund'
  | 'moveToFlight';

/** What the machine knows of an order. */
export interface OrderState {
  status: Status;
  payment: P;
  option: PaymentOption;
}

/**
 * What a transition does besides the status. Stock: `reserve` takes the goods (placing), `release`
 * puts them back, `deliver` hands them to the traveller. Money: `capture` takes it (card captured,
 * miles debited, cash collected), `refund` gives it back.
 */
export interface OrderEffects {
  stock: 'reserve' | 'release' | 'deliver' | 'none';
  money: 'capture' | 'refund' | 'none';
}

export type OrderDecision =
  | { ok: true; state: OrderState; effects: OrderEffects }
  | { ok: false; reason: 'actorNotAllowed' | 'wrongState' };

interface Rule {
  actors: readonly OrderActor[];
  from: readonly Status[];
  /** The new status (and payment status) with the effects, given the state the order is in. */
  apply(state: OrderState): { status: Status; payment?: P; effects?: Partial<OrderEffects> };
}

const holding = [S.PendingPayment, S.Confirmed, S.MovedToAnotherFlight] as const;
const awaitingCollection = [S.Confirmed, S.MovedToAnotherFlight] as const;
const traveller = ['customer', 'guest'] as const;

/** Gives the money back when some was taken; the payment status then says so. */
const refundIfPaid = (state: OrderState) =>
  state.payment === P.Paid
    ? { payment: P.Refunded, effects: { money: 'refund' as const } }
    : { payment: state.payment };

export const orderRules: Readonly<Record<OrderEvent, Rule>> = {
  paymentSucceeded: {
    actors: ['gateway'],
    from: [S.PendingPayment],
    apply: () => ({ status: S.Confirmed, payment: P.Paid, effects: { money: 'capture' } }),
  },
  paymentFailed: {
    actors: ['gateway'],
    from: [S.PendingPayment],
    apply: () => ({ status: S.PaymentFailed, payment: P.Failed, effects: { stock: 'release' } }),
  },
  paymentCancelled: {
    actors: ['gateway'],
    from: [S.PendingPayment],
    apply: () => ({ status: S.Cancelled, payment: P.Unpaid, effects: { stock: 'release' } }),
  },
  holdExpired: {
    actors: ['clock'],
    from: [S.PendingPayment],
    apply: () => ({ status: S.Cancelled, payment: P.Unpaid, effects: { stock: 'release' } }),
  },
  cancel: {
    // Customer care may cancel (and refund) for the traveller at any time before the hand-over; the
    // clock cancels (with a full refund) an order left untouched on a cancelled flight.
    actors: [...traveller, 'staff', 'clock'],
    from: holding,
    apply: (state) => {
      const refund = refundIfPaid(state);
      return { status: S.Cancelled, ...refund, effects: { stock: 'release', ...refund.effects } };
    },
  },
  change: {
    actors: traveller,
    from: holding,
    apply: (state) => ({ status: state.status }),
  },
  handOver: {
    actors: ['staff'],
    from: awaitingCollection,
    // Cash on board is paid as the goods are handed over.
    apply: (state) =>
      state.option === PaymentOption.CashOnBoard && state.payment !== P.Paid
        ? { status: S.HandedOver, payment: P.Paid, effects: { stock: 'deliver', money: 'capture' } }
        : { status: S.HandedOver, effects: { stock: 'deliver' } },
  },
  notCollected: {
    actors: ['staff', 'clock'],
    from: awaitingCollection,
    apply: (state) => {
      const refund = refundIfPaid(state);
      return { status: S.NotCollected, ...refund, effects: { stock: 'release', ...refund.effects } };
    },
  },
  replace: {
    actors: ['staff'],
    from: [S.HandedOver],
    // One unit out, the faulty one back: stock and money stand as they were.
    apply: () => ({ status: S.Replaced }),
  },
  staffRefund: {
    actors: ['staff'],
    from: [S.HandedOver, S.Replaced],
    apply: (state) => ({ status: S.RefundedByStaff, ...refundIfPaid(state) }),
  },
  moveToFlight: {
    // Staff, or the traveller choosing another sector of their ticket when their flight is cancelled.
    actors: ['staff', ...traveller],
    from: awaitingCollection,
    apply: () => ({ status: S.MovedToAnotherFlight }),
  },
};

export const orderEvents = Object.keys(orderRules) as OrderEvent[];

/** Where a new order starts: a card order awaits its payment; cash and miles orders are confirmed. */
export function placedOrder(option: PaymentOption): { state: OrderState; effects: OrderEffects } {
  if (option === PaymentOption.Card) {
    return {
      state: { status: S.PendingPayment, payment: P.Unpaid, option },
      effects: { stock: 'reserve', money: 'none' },
    };
  }
  if (option === PaymentOption.Mile) {
    return {
      state: { status: S.Confirmed, payment: P.Paid, option },
      effects: { stock: 'reserve', money: 'capture' },
    };
  }
  return {
    state: { status: S.Confirmed, payment: P.Unpaid, option },
    effects: { stock: 'reserve', money: 'none' },
  };
}

/**
 * Where an after-sales replacement starts (spec §1: faulty goods replaced within 7 days of the flight):
 * a no-charge order, confirmed and settled at once, holding the replacement goods for its flight.
 */
export function placedReplacement(option: PaymentOption): { state: OrderState; effects: OrderEffects } {
  return {
    state: { status: S.Confirmed, payment: P.Paid, option },
    effects: { stock: 'reserve', money: 'none' },
  };
}

/** Applies `event`, triggered by `actor`, to an order in `state`. */
export function decide(state: OrderState, event: OrderEvent, actor: OrderActor): OrderDecision {
  const rule = orderRules[event];
  if (!rule) return { ok: false, reason: 'wrongState' };
  if (!rule.from.includes(state.status)) return { ok: false, reason: 'wrongState' };
  if (!rule.actors.includes(actor)) return { ok: false, reason: 'actorNotAllowed' };
  const next = rule.apply(state);
  return {
    ok: true,
    state: { status: next.status, payment: next.payment ?? state.payment, option: state.option },
    effects: { stock: 'none', money: 'none', ...next.effects },
  };
}

/** Every move between statuses some event makes (a status to itself excluded). */
export const orderTransitions: Readonly<Record<Status, readonly Status[]>> = (() => {
  const table = Object.fromEntries(Object.values(S).map((s) => [s, [] as Status[]])) as Record<
    Status,
    Status[]
  >;
  for (const rule of Object.values(orderRules)) {
    for (const from of rule.from) {
      for (const option of Object.values(PaymentOption)) {
        for (const payment of Object.values(P)) {
          const to = rule.apply({ status: from, payment, option }).status;
          if (to !== from && !table[from].includes(to)) table[from].push(to);
        }
      }
    }
  }
  return table;
})();

/** Whether an order in `from` may move to `to` by some event. */
export function canTransition(from: Status, to: Status): boolean {
  return orderTransitions[from]?.includes(to) ?? false;
}

/** States whose order still holds stock (and miles, when paid in miles). */
export function holdsStock(status: Status): boolean {
  return (holding as readonly Status[]).includes(status);
}

/** Whether a traveller may still cancel or change an order in this state (the cut-off aside). */
export function isChangeable(status: Status): boolean {
  return orderRules.cancel.from.includes(status);
}

/**
 * Whether an order may show its proof of order (the QR the crew scans): only once it is paid or
 * confirmed for cash on board (never while its card payment is awaited), while the goods are still
 * to be collected or were handed over, and never once its money went back.
 */
export function showsProofOfOrder(status: Status, paymentStatus: P): boolean {
  return (
    status !== S.PendingPayment &&
    (holdsStock(status) || status === S.HandedOver || status === S.Replaced) &&
    paymentStatus !== P.Refunded
  );
}

/** Whether the crew still has the order's goods to hand over (a hand-over or a refusal may be recorded). */
export function awaitsCollection(status: Status): boolean {
  return (awaitingCollection as readonly Status[]).includes(status);
}
