import { PaymentStatus as P, OrderRequestStatus as S } from './order-status';

/** The e-mails care may send again about an order. */
export const orderMailKinds = ['confirmation', 'cancellation', 'change', 'refund', 'paymentFailed'] as const;
export type OrderMailKind = (typeof orderMailKinds)[number];

/**
 * The e-mails that tell the truth about an order as it stands (issue 46): a refund e-mail only for money
 * given back, a cancellation only for an order that ended, a confirmation or change only for an order
 * that stands, a payment-failed one only when its payment failed.
 */
export function mailsFor(order: { orderRequestStatus: number; paymentStatus: number }): OrderMailKind[] {
  const status = order.orderRequestStatus;
  const standing = status === S.Confirmed || status === S.MovedToAnotherFlight;
  const kinds: OrderMailKind[] = [];
  if (standing || status === S.HandedOver || status === S.Replaced) kinds.push('confirmation');
  if (status === S.Cancelled || status === S.NotCollected) kinds.push('cancellation');
  if (standing) kinds.push('change');
  if (order.paymentStatus === P.Refunded || status === S.RefundedByStaff) kinds.push('refund');
  if (status === S.PaymentFailed || order.paymentStatus === P.Failed) kinds.push('paymentFailed');
  return kinds;
}
