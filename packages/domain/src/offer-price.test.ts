import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offerPriceMinor } from './offer-price';

describe('offerPriceMinor', () => {
  it('takes a percentage off, rounding the discount half-up', () => {
    expect(offerPriceMinor(10_000, { salesRate: 15, isPercentage: true })).toBe(8_500);
    expect(offerPriceMinor(999, { salesRate: 10, isPercentage: true })).toBe(899);
  });

  it('takes an amount off', () => {
    expect(offerPriceMinor(10_000, { salesRate: 12.5, isPercentage: false })).toBe(8_750);
  });

  it('leaves the price alone without an offer', () => {
    expect(offerPriceMinor(10_000, null)).toBe(10_000);
    expect(offerPriceMinor(10_000, { salesRate: 0, isPercentage: true })).toBe(10_000);
  });

  it('never goes below zero nor above the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.double({ min: 0, max: 1_000_000, noNaN: true }),
        fc.boolean(),
        (price, salesRate, isPercentage) => {
          const result = offerPriceMinor(price, { salesRate, isPercentage });
          return result >= 0 && result <= price && Number.isInteger(result);
        },
      ),
    );
  });
});
