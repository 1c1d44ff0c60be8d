import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertMinor,
  formatAmount,
  formatMiles,
  formatPrice,
  fromMinor,
  roundMiles,
  toMinor,
} from './money';

describe('money', () => {
  it('converts decimals to minor units half-up, without float artefacts', () => {
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(12.345)).toBe(1235);
    expect(toMinor(12.344)).toBe(1234);
    expect(toMinor(0)).toBe(0);
    expect(toMinor(-1.005)).toBe(-101);
    expect(fromMinor(1235)).toBe(12.35);
  });

  it('converts between currencies through USD rates, half-up', () => {
    // 10.00 USD at 0.92 EUR per USD = 9.20 EUR
    expect(convertMinor(1000, 1, 0.92)).toBe(920);
    // 1.01 USD at 3.6725 AED = 3.709225 → 3.71
    expect(convertMinor(101, 1, 3.6725)).toBe(371);
    // 0.05 USD at 0.5 → 0.025 → 0.03 (half-up)
    expect(convertMinor(5, 1, 0.5)).toBe(3);
    expect(() => convertMinor(100, 0, 1)).toThrow(RangeError);
  });

  it('round-trips a conversion within one minor unit for sensible rates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.double({ min: 0.2, max: 5, noNaN: true }),
        (minor, rate) => {
          const there = convertMinor(minor, 1, rate);
          const back = convertMinor(there, rate, 1);
          return Math.abs(back - minor) <= Math.ceil(1 / rate);
        },
      ),
    );
  });

  it('rounds miles to two places', () => {
    expect(roundMiles(10.005)).toBe(10.01);
    expect(roundMiles(12.3449)).toBe(12.34);
  });

  it('formats with two decimals and thousands separators', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatPrice(1234567.891, 'USD')).toBe('USD 1,234,567.89');
    // Arabic keeps Latin digits so prices stay readable beside Latin currency codes.
    expect(formatAmount(1234.5, 'ar')).toMatch(/1.234.50/);
  });
});

describe('formatMiles', () => {
  it('shows miles one way: rounded to 2 places, separators, no trailing zeros', () => {
    expect(formatMiles(12000)).toBe('12,000');
    expect(formatMiles(1234.5)).toBe('1,234.5');
    expect(formatMiles(99.999)).toBe('100');
    expect(formatMiles(1.005)).toBe('1.01');
    expect(formatMiles(25000, 'ar')).toBe('25,000');
  });
});
