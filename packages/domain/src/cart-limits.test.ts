import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAdd, clampLineQuantity, orderQuantityLimit, quantityBounds, stockState } from './cart-limits';

describe('cart limits', () => {
  it('limits an item to its orderQuantity, else 2', () => {
    expect(orderQuantityLimit({ orderQuantity: null })).toBe(2);
    expect(orderQuantityLimit({ orderQuantity: 4 })).toBe(4);
    expect(orderQuantityLimit({ orderQuantity: 0 })).toBe(2);
  });

  it('refuses more than the stock with the out-of-stock reason first', () => {
    expect(checkAdd({ quantity: 1, orderQuantity: null }, 0, 2)).toEqual({
      ok: false,
      reason: 'outOfStock',
      stock: 1,
    });
    expect(checkAdd({ quantity: 5, orderQuantity: 10 }, 4, 2)).toEqual({
      ok: false,
      reason: 'outOfStock',
      stock: 5,
    });
    expect(checkAdd({ quantity: 0, orderQuantity: null }, 0, 1)).toMatchObject({
      reason: 'outOfStock',
      stock: 0,
    });
  });

  it('warns past the per-item limit, saying how many are in the cart', () => {
    expect(checkAdd({ quantity: 50, orderQuantity: null }, 2, 1)).toEqual({
      ok: false,
      reason: 'maxOrder',
      limit: 2,
      inCart: 2,
    });
    expect(checkAdd({ quantity: 50, orderQuantity: null }, 1, 1)).toEqual({ ok: true });
  });

  it('never lets the cart exceed stock or limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.option(fc.integer({ min: 1, max: 10 })),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        (stock, orderQuantity, inCart, requested) => {
          const check = checkAdd({ quantity: stock, orderQuantity }, inCart, requested);
          if (!check.ok) return true;
          return inCart + requested <= stock && inCart + requested <= orderQuantityLimit({ orderQuantity });
        },
      ),
    );
  });

  it('bounds the quantity stepper', () => {
    expect(quantityBounds({ quantity: 1, orderQuantity: null })).toEqual({ min: 1, max: 1 });
    expect(quantityBounds({ quantity: 10, orderQuantity: 3 })).toEqual({ min: 1, max: 3 });
  });

  it('clamps a line quantity to 1..min(stock, limit) and refuses what is not a number', () => {
    const item = { quantity: 20, orderQuantity: null };
    expect(clampLineQuantity(item, 50)).toBe(2);
    expect(clampLineQuantity(item, -3)).toBe(1);
    expect(clampLineQuantity(item, 0)).toBe(1);
    expect(clampLineQuantity(item, 1.7)).toBe(1);
    expect(clampLineQuantity({ quantity: 10, orderQuantity: 5 }, 4)).toBe(4);
    for (const bad of ['2', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}]) {
      expect(clampLineQuantity(item, bad)).toBeNull();
    }
  });

  it('describes stock for the card', () => {
    expect(stockState(0)).toEqual({ kind: 'outOfStock' });
    expect(stockState(2)).toEqual({ kind: 'low', left: 2 });
    expect(stockState(3)).toEqual({ kind: 'inStock' });
  });
});
