import { OrderRequestStatus, PaymentStatus } from './order-status';

/**
 * Every move an order may make (DESIGN.md §7). A card order waits for its payment; cash on board and
 * miles orders start confirmed. Terminal states have no way out.
 */
export const orderTransitions: Readonly<Record<OrderRequestStatus, readonly OrderRequestStatus[]>> = {
  [OrderRequestStatus.PendingPayment]: [
    OrderRequestStatus.Confirmed,
    OrderRequestStatus.PaymentFailed,
    OrderRequestStatus.Cancelled,
  ],
  [OrderRequestStatus.Confirmed]: [OrderRequestStatus.HandedOver, OrderRequestStatus.Cancelled],
  [OrderRequestStatus.HandedOver]: [],
  [OrderRequestStatus.Cancelled]: [],
  [OrderRequestStatus.PaymentFailed]: [],
};

/** Whether an order in `from` may move to `to`. */
export function canTransition(from: OrderRequestStatus, to: OrderRequestStatus): boolean {
  return orderTransitions[from]?.includes(to) ?? false;
}

/** States whose order still holds stock (and miles, when paid in miles). */
export function holdsStock(status: OrderRequestStatus): boolean {
  return status === OrderRequestStatus.PendingPayment || status === OrderRequestStatus.Confirmed;
}

/** Whether a traveller may still cancel or change an order in this state (the cut-off aside). */
export function isChangeable(status: OrderRequestStatus): boolean {
  return holdsStock(status);
}

/**
 * Whether an order may show its proof of order (the QR the crew scans): never once it is cancelled,
 * its payment failed or its money went back.
 */
export function showsProofOfOrder(status: OrderRequestStatus, paymentStatus: PaymentStatus): boolean {
  return (
    status !== OrderRequestStatus.Cancelled &&
    status !== OrderRequestStatus.PaymentFailed &&
    paymentStatus !== PaymentStatus.Refunded
  );
}
