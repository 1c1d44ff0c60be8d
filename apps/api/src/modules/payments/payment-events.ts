/**
 * What the payments module reports about an order's payment, in the callback's transaction
 * (DESIGN.md §10). The order side subscribes; payments never imports it.
 */
export interface PaymentEvents {
  /** A report about the order's payment is about to be applied: lock the order first, so a callback
   * and a cancel of one order take their locks in one order. */
  'payment.reporting': { orderId: number };
  /** The gateway captured the payment. A subscriber whose order no longer awaits it asks
   * PaymentsService.refundUnwanted in the same transaction. */
  'payment.succeeded': { orderId: number; paymentId: number };
  /** The payment failed, errored or was cancelled by the traveller on the gateway's page. */
  'payment.notPaid': { orderId: number; outcome: 'failed' | 'error' | 'cancelled' };
}
