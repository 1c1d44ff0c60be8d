import { describe, expect, it } from 'vitest';
import { toJSONSchema } from 'zod';
import {
  OrderRequestStatus,
  OrderStatusCode,
  PaymentOption,
  PaymentOptionCode,
  PaymentStatus,
  PaymentStatusCode,
} from './order-codes';

describe('order codes on the wire', () => {
  it('keeps the numbers clients have always sent and read', () => {
    expect(OrderRequestStatus).toEqual({
      PendingPayment: 1,
      Confirmed: 2,
      HandedOver: 3,
      Cancelled: 4,
      PaymentFailed: 5,
      NotCollected: 6,
      Replaced: 7,
      RefundedByStaff: 8,
      MovedToAnotherFlight: 9,
    });
    expect(PaymentStatus).toEqual({ Unpaid: 1, Paid: 2, Failed: 3, Refunded: 4 });
    expect(PaymentOption).toEqual({ Card: 1, CashOnBoard: 2, Mile: 3 });
  });

  it('is closed: each named code passes, any other number is refused', () => {
    for (const [schema, codes, outside] of [
      [OrderStatusCode, OrderRequestStatus, [0, 10, 2.5]],
      [PaymentStatusCode, PaymentStatus, [0, 5]],
      [PaymentOptionCode, PaymentOption, [0, 4]],
    ] as const) {
      for (const code of Object.values(codes)) expect(schema.parse(code)).toBe(code);
      for (const code of outside) expect(schema.safeParse(code).success).toBe(false);
      expect(schema.safeParse(String(Object.values(codes)[0])).success).toBe(false);
    }
    expect(PaymentOptionCode.safeParse(4).error?.issues[0]?.message).toBe('checkout.errors.paymentOption');
  });

  it('lists its codes in the document, named', () => {
    const document = toJSONSchema(PaymentOptionCode) as { anyOf: { const: number }[]; description: string };
    expect(document.anyOf.map((c) => c.const)).toEqual([1, 2, 3]);
    expect(document.description).toContain('1 Card, 2 CashOnBoard, 3 Mile');
  });
});
