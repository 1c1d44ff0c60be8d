import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderSummaryAmounts } from './order-summary';

describe('an order summary’s amounts', () => {
  it('takes nothing off a second time that the lines already charge less for (10.20, not 10.20 − 1.80)', () => {
    // One line bought at a promo rate of 10.20 (base 12.00): the rate is in the line already.
    expect(orderSummaryAmounts([1_020], 1_020)).toEqual({
      subtotalMinor: 1_020,
      discountMinor: 0,
      totalMinor: 1_020,
    });
  });

  it('shows what comes off below the lines (a bundle) as the discount', () => {
    expect(orderSummaryAmounts([6_000, 4_000, 0], 9_000)).toEqual({
      subtotalMinor: 10_000,
      discountMinor: 1_000,
      totalMinor: 9_000,
    });
  });

  it('always adds up: the lines make the subtotal, and subtotal − discount = total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (lines, off) => {
          const sum = lines.reduce((a, b) => a + b, 0);
          const total = Math.max(0, sum - off);
          const amounts = orderSummaryAmounts(lines, total);
          expect(amounts.subtotalMinor).toBe(sum);
          expect(amounts.subtotalMinor - amounts.discountMinor).toBe(amounts.totalMinor);
        },
      ),
    );
  });
});
