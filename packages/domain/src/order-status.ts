/** orderRequestStatus on the wire: where a pre-order or on-board order is in its life. */
export const OrderRequestStatus = {
  PendingPayment: 1,
  Confirmed: 2,
  HandedOver: 3,
  Cancelled: 4,
  PaymentFailed: 5,
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
