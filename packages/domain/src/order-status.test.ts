import { describe, expect, it } from 'vitest';
import { orderStatusOf, PaymentOption, paymentOptionsFor, paymentStatusOf } from './order-status';

describe('order status codes', () => {
  it('reads known codes back as their names and refuses unknown ones', () => {
    expect(orderStatusOf(2)).toBe(2);
    expect(() => orderStatusOf(0)).toThrow(RangeError);
    expect(paymentStatusOf(4)).toBe(4);
    expect(() => paymentStatusOf(5)).toThrow(RangeError);
  });

  it('offers miles only to members of the miles programme', () => {
    expect(paymentOptionsFor({ milesMember: false })).toEqual([
      PaymentOption.Card,
      PaymentOption.CashOnBoard,
    ]);
    expect(paymentOptionsFor({ milesMember: true })).toEqual([
      PaymentOption.Card,
      PaymentOption.CashOnBoard,
      PaymentOption.Mile,
    ]);
  });
});
