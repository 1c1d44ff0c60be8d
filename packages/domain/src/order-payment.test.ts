import { describe, expect, it } from 'vitest';
import { earnsMiles, paidAmount } from './order-payment';
import { PaymentOption } from './order-status';

describe('paidAmount', () => {
  const order = { total: 1500, totalMiles: 200_000, currency: 'USD' };

  it('gives a miles order its miles, not its money price', () => {
    expect(paidAmount({ ...order, paymentOption: PaymentOption.Mile })).toEqual({
      unit: 'miles',
      miles: 200_000,
    });
  });

  it('gives card and cash orders their money total in their currency', () => {
    for (const paymentOption of [PaymentOption.Card, PaymentOption.CashOnBoard]) {
      expect(paidAmount({ ...order, paymentOption })).toEqual({
        unit: 'money',
        amount: 1500,
        currency: 'USD',
      });
    }
  });
});

describe('earnsMiles', () => {
  it('lets a miles member earn on a card order', () => {
    expect(earnsMiles({ paymentOption: PaymentOption.Card, milesMember: true })).toBe(true);
  });

  it('promises nothing to a customer or guest without a miles account', () => {
    expect(earnsMiles({ paymentOption: PaymentOption.Card, milesMember: false })).toBe(false);
  });

  it('earns nothing on an order paid in miles or in cash', () => {
    for (const paymentOption of [PaymentOption.Mile, PaymentOption.CashOnBoard]) {
      expect(earnsMiles({ paymentOption, milesMember: true })).toBe(false);
    }
  });
});
