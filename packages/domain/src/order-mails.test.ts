import { describe, expect, it } from 'vitest';
import { mailsFor } from './order-mails';
import { PaymentStatus as P, OrderRequestStatus as S } from './order-status';

describe('the e-mails care may send again', () => {
  it('never offers a refund e-mail for an order that was not refunded', () => {
    for (const status of Object.values(S))
      for (const payment of [P.Unpaid, P.Paid, P.Failed])
        if (status !== S.RefundedByStaff)
          expect(mailsFor({ orderRequestStatus: status, paymentStatus: payment })).not.toContain('refund');
  });

  it('matches each state', () => {
    expect(mailsFor({ orderRequestStatus: S.Confirmed, paymentStatus: P.Paid })).toEqual([
      'confirmation',
      'change',
    ]);
    expect(mailsFor({ orderRequestStatus: S.Cancelled, paymentStatus: P.Refunded })).toEqual([
      'cancellation',
      'refund',
    ]);
    expect(mailsFor({ orderRequestStatus: S.Cancelled, paymentStatus: P.Unpaid })).toEqual(['cancellation']);
    expect(mailsFor({ orderRequestStatus: S.HandedOver, paymentStatus: P.Paid })).toEqual(['confirmation']);
    expect(mailsFor({ orderRequestStatus: S.RefundedByStaff, paymentStatus: P.Refunded })).toEqual([
      'refund',
    ]);
    expect(mailsFor({ orderRequestStatus: S.PaymentFailed, paymentStatus: P.Failed })).toEqual([
      'paymentFailed',
    ]);
    expect(mailsFor({ orderRequestStatus: S.PendingPayment, paymentStatus: P.Unpaid })).toEqual([]);
    expect(mailsFor({ orderRequestStatus: S.NotCollected, paymentStatus: P.Refunded })).toEqual([
      'cancellation',
      'refund',
    ]);
  });
});
