/** How the console names order and payment states (the codes of packages/domain order-status). */
export const orderStatusLabel: Record<number, string> = {
  1: 'Awaiting payment',
  2: 'Confirmed',
  3: 'Handed over',
  4: 'Cancelled',
  5: 'Payment failed',
  6: 'Not collected',
  7: 'Replaced',
  8: 'Refunded by staff',
  9: 'Moved to another flight',
};

export const paymentStatusLabel: Record<number, string> = {
  1: 'Unpaid',
  2: 'Paid',
  3: 'Failed',
  4: 'Refunded',
};
export const paymentOptionLabel: Record<number, string> = { 1: 'Card', 2: 'Cash on board', 3: 'Miles' };

export const eventLabel: Record<string, string> = {
  placed: 'Placed',
  paymentSucceeded: 'Paid',
  paymentFailed: 'Payment failed',
  paymentCancelled: 'Payment cancelled',
  holdExpired: 'Hold expired',
  cancel: 'Cancelled',
  change: 'Changed',
  handOver: 'Handed over',
  notCollected: 'Not collected',
  replace: 'Replaced',
  staffRefund: 'Refunded',
  moveToFlight: 'Moved to another flight',
  refundRequested: 'Refund asked (awaits a second approval)',
  refundApproved: 'Refund approved',
  refundRejected: 'Refund rejected',
};

/** Money in a currency, two decimals, as the console shows it. */
export const money = (amount: number, currency: string) =>
  `${currency} ${amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** An ISO instant as UTC date and time. */
export const utc = (iso: string) => (iso ? `${iso.slice(0, 16).replace('T', ' ')}` : '');

/** A status as a coloured pill. */
export function statusTone(status: number): string {
  if ([4, 5, 6, 8].includes(status)) return 'bg-red-50 text-red-800 border-red-200';
  if ([3, 7].includes(status)) return 'bg-emerald-50 text-emerald-800 border-emerald-200';
  if (status === 1) return 'bg-amber-50 text-amber-900 border-amber-200';
  return 'bg-sky-50 text-sky-900 border-sky-200';
}
