import { PaymentOption as O, PaymentStatus as P, OrderRequestStatus as S } from '@dfs/contract/order-codes';

/** How the console names order and payment states (the contract's codes, by name). */
export const orderStatusLabel: Record<S, string> = {
  [S.PendingPayment]: 'Awaiting payment',
  [S.Confirmed]: 'Confirmed',
  [S.HandedOver]: 'Handed over',
  [S.Cancelled]: 'Cancelled',
  [S.PaymentFailed]: 'Payment failed',
  [S.NotCollected]: 'Not collected',
  [S.Replaced]: 'Replaced',
  [S.RefundedByStaff]: 'Refunded by staff',
  [S.MovedToAnotherFlight]: 'Moved to another flight',
};

export const paymentStatusLabel: Record<P, string> = {
  [P.Unpaid]: 'Unpaid',
  [P.Paid]: 'Paid',
  [P.Failed]: 'Failed',
  [P.Refunded]: 'Refunded',
};
export const paymentOptionLabel: Record<O, string> = {
  [O.Card]: 'Card',
  [O.CashOnBoard]: 'Cash on board',
  [O.Mile]: 'Miles',
};

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

const red = 'bg-red-50 text-red-800 border-red-200';
const green = 'bg-emerald-50 text-emerald-800 border-emerald-200';
const sky = 'bg-sky-50 text-sky-900 border-sky-200';
const tones: Record<S, string> = {
  [S.PendingPayment]: 'bg-amber-50 text-amber-900 border-amber-200',
  [S.Confirmed]: sky,
  [S.HandedOver]: green,
  [S.Cancelled]: red,
  [S.PaymentFailed]: red,
  [S.NotCollected]: red,
  [S.Replaced]: green,
  [S.RefundedByStaff]: red,
  [S.MovedToAnotherFlight]: sky,
};

/** A status as a coloured pill. */
export const statusTone = (status: S): string => tones[status];

/** Whether the goods of an order in this state were handed over (a replacement's included). */
export const wasHandedOver = (status: S) => status === S.HandedOver || status === S.Replaced;
