import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeWithoutPrice, MAX_PRICE, parsePlainPrice, priceMovesBeyond } from './item-prices';

describe('activeWithoutPrice', () => {
  it('is true only for an active item whose price is not above 0', () => {
    expect(activeWithoutPrice({ active: true, price: 0 })).toBe(true);
    expect(activeWithoutPrice({ active: true, price: Number.NaN })).toBe(true);
    expect(activeWithoutPrice({ active: true, price: 0.01 })).toBe(false);
    expect(activeWithoutPrice({ active: false, price: 0 })).toBe(false);
  });
});

describe('parsePlainPrice', () => {
  it('reads plain decimals with at most two places, up to the highest price', () => {
    expect(parsePlainPrice('0')).toBe(0);
    expect(parsePlainPrice('12')).toBe(12);
    expect(parsePlainPrice('12.5')).toBe(12.5);
    expect(parsePlainPrice('31.50')).toBe(31.5);
    expect(parsePlainPrice('1000000.00')).toBe(MAX_PRICE);
  });

  it('refuses what Number() reads but a price file should not hold', () => {
    for (const text of [
      '',
      '1e3',
      '1E3',
      '0x10',
      '0b1',
      '+5',
      '-5',
      '.5',
      '5.',
      '12.345',
      '1,000',
      ' 12',
      'Infinity',
      'NaN',
      '1000000.01',
      '12 ',
    ])
      expect(parsePlainPrice(text), text).toBeNull();
  });

  it('reads back every price written with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PRICE * 100 }), (cents) => {
        expect(parsePlainPrice((cents / 100).toFixed(2))).toBe(cents / 100);
      }),
    );
  });
});

describe('priceMovesBeyond', () => {
  it('is true when the new price is more than the factor times the current one, up or down', () => {
    expect(priceMovesBeyond(40, 120, 3)).toBe(false);
    expect(priceMovesBeyond(40, 120.01, 3)).toBe(true);
    expect(priceMovesBeyond(40, 13.34, 3)).toBe(false);
    expect(priceMovesBeyond(40, 13.33, 3)).toBe(true);
    expect(priceMovesBeyond(40, 0, 3)).toBe(true);
  });

  it('compares a first price with nothing', () => {
    expect(priceMovesBeyond(null, 4000, 3)).toBe(false);
    expect(priceMovesBeyond(0, 4000, 3)).toBe(false);
  });
});
