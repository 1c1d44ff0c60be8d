import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertPriceRange, isPriceRangeInverted } from './price-range';

describe('isPriceRangeInverted', () => {
  it('is true only when both bounds are given and the lowest is above the highest', () => {
    expect(isPriceRangeInverted({ min: 200, max: 50 })).toBe(true);
    expect(isPriceRangeInverted({ min: 50, max: 50 })).toBe(false);
    expect(isPriceRangeInverted({ min: 50, max: 200 })).toBe(false);
    expect(isPriceRangeInverted({ min: 200 })).toBe(false);
    expect(isPriceRangeInverted({ max: 0 })).toBe(false);
    expect(isPriceRangeInverted({})).toBe(false);
  });
});

describe('convertPriceRange', () => {
  it('converts through the dollar and widens to whole units', () => {
    // USD → EUR (0.92 per dollar): 50–200 USD is 46–184 EUR.
    expect(convertPriceRange({ min: 50, max: 200 }, 1, 0.92)).toEqual({ min: 46, max: 184 });
    // EUR → GBP (0.79): 46 EUR = 39.50 GBP, 184 EUR = 158.00 GBP.
    expect(convertPriceRange({ min: 46, max: 184 }, 0.92, 0.79)).toEqual({ min: 39, max: 158 });
    // USD → ETB (138.5): 1.99 USD = 275.615 ETB.
    expect(convertPriceRange({ max: 1.99 }, 1, 138.5)).toEqual({ min: undefined, max: 276 });
  });

  it('leaves absent bounds absent and the same currency unchanged', () => {
    expect(convertPriceRange({}, 1, 3.6725)).toEqual({ min: undefined, max: undefined });
    expect(convertPriceRange({ min: 50, max: 200 }, 0.92, 0.92)).toEqual({ min: 50, max: 200 });
  });

  it('never narrows: the converted range holds every price the original held', () => {
    const rate = fc.double({ min: 0.01, max: 1000, noNaN: true });
    const price = fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(price, price, price, rate, rate, (a, b, inside, from, to) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        fc.pre(inside >= min && inside <= max);
        const converted = convertPriceRange({ min, max }, from, to);
        const shown = Math.round(inside * (to / from) * 100) / 100;
        expect(converted.min).toBeLessThanOrEqual(shown);
        expect(converted.max).toBeGreaterThanOrEqual(shown);
        expect(isPriceRangeInverted(converted)).toBe(false);
      }),
    );
  });
});
