/**
 * orderRequestStatus on the wire: where a pre-order or on-board order is in its life. Codes 1–5 are
 * the storefront's since the start; 6–9 are the states fulfilment adds (DESIGN.md §10).
 */
export const OrderRequestStatus = {
  PendingPayment: 1,
  Confirmed: 2,
  HandedOver: 3,
  Cancelled: 4,
  PaymentFailed: 5,
  /** The traveller never came for the goods; they went back to stock and any payment back to them. */
  NotCollected: 6,
  /** Handed over, then exchanged under the after-sales policy. */
  Replaced: 7,
  /** Staff gave the money back after the hand-over (after-sales). */
  RefundedByStaff: 8,
  /** Staff moved the order to another flight (a schedule change); it is collected there. */
  MovedToAnotherFlight: 9,
} as const;
export type OrderRequestStatus = (typeof OrderRequestStatus)[keyof typeof OrderRequestStatus];

/** paymentStatus on the wire. Cash on board stays Unpaid until the crew hands the goods over. */
export const PaymentStatus = {
  Unpaid: 1,
  Paid: 2,
  Failed: 3,
  Refunded: 4,
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/** Payment options (DESIGN.md §7). */
export const PaymentOption = { Card: 1, CashOnBoard: 2, Mile: 3 } as const;
export type PaymentOption = (typeof PaymentOption)[keyof typeof PaymentOption];

const codesOf = <T extends Record<string, number>>(codes: T) => new Set<number>(Object.values(codes));
const orderStatuses = codesOf(OrderRequestStatus);
const paymentStatuses = codesOf(PaymentStatus);
const paymentOptions = codesOf(PaymentOption);

/** A stored code read back as its named status; a code this build does not know is an error, never a guess. */
export function orderStatusOf(code: number): OrderRequestStatus {
  if (!orderStatuses.has(code)) throw new RangeError(`unknown order status ${code}`);
  return code as OrderRequestStatus;
}
export function paymentStatusOf(code: number): PaymentStatus {
  if (!paymentStatuses.has(code)) throw new RangeError(`unknown payment status ${code}`);
  return code as PaymentStatus;
}
export function paymentOptionOf(code: number): PaymentOption {
  if (!paymentOptions.has(code)) throw new RangeError(`unknown payment option ${code}`);
  return code as PaymentOption;
}

/**
 * The one rule for which payment options a customer may use (DESIGN.md §7): card and cash on board
 * for everyone; miles only for a signed-in member of the miles programme. The session answer, the
 * checkout form and order placement all ask this.
 */
export function paymentOptionsFor(customer: { milesMember: boolean }): PaymentOption[] {
  return customer.milesMember
    ? [PaymentOption.Card, PaymentOption.CashOnBoard, PaymentOption.Mile]
    : [PaymentOption.Card, PaymentOption.CashOnBoard];
}
