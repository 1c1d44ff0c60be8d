import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_QUANTITY_LIMIT } from './cart-limits';
import { overlappingTiers, unreachableTiers, windowsOverlap } from './price-lists';

const at = (day: number) => new Date(Date.UTC(2026, 11, day));

describe('windowsOverlap', () => {
  it('sees shared instants, open ends and touching windows (the end is exclusive)', () => {
    expect(windowsOverlap({ from: at(1), to: at(10) }, { from: at(5), to: at(20) })).toBe(true);
    expect(windowsOverlap({ from: at(1), to: at(10) }, { from: at(10), to: at(20) })).toBe(false);
    expect(windowsOverlap({ from: at(10), to: null }, { from: at(1), to: at(11) })).toBe(true);
    expect(windowsOverlap({ from: at(10), to: null }, { from: at(1), to: at(10) })).toBe(false);
    expect(windowsOverlap({ from: at(1), to: null }, { from: at(30), to: null })).toBe(true);
  });
});

describe('overlappingTiers', () => {
  it('names the tiers of one item whose ranges share a quantity', () => {
    const tiers = [
      { itemId: 1, startQuantity: 2, endQuantity: 4 },
      { itemId: 1, startQuantity: 5, endQuantity: 9 },
      { itemId: 2, startQuantity: 3, endQuantity: 6 },
      { itemId: 1, startQuantity: 9, endQuantity: 12 },
    ];
    expect(overlappingTiers(tiers)).toEqual([1, 3]);
    expect(overlappingTiers(tiers.slice(0, 3))).toEqual([]);
  });
});

describe('unreachableTiers', () => {
  const items = new Map([
    [1, { orderQuantity: 4 }],
    [2, { orderQuantity: null }],
  ]);

  it('names the tiers that start above their item’s per-order limit, with the limit', () => {
    const tiers = [
      { itemId: 1, startQuantity: 2, endQuantity: 4 },
      { itemId: 1, startQuantity: 5, endQuantity: 9 },
      { itemId: 2, startQuantity: 3, endQuantity: 10 },
    ];
    expect(unreachableTiers(tiers, items)).toEqual([
      { index: 1, itemId: 1, startQuantity: 5, limit: 4 },
      { index: 2, itemId: 2, startQuantity: 3, limit: DEFAULT_ORDER_QUANTITY_LIMIT },
    ]);
  });

  it('keeps a tier that starts at the limit, whatever its end, and leaves unknown items alone', () => {
    const tiers = [
      { itemId: 1, startQuantity: 4, endQuantity: 100 },
      { itemId: 2, startQuantity: DEFAULT_ORDER_QUANTITY_LIMIT, endQuantity: 9 },
      { itemId: 3, startQuantity: 50, endQuantity: 60 },
    ];
    expect(unreachableTiers(tiers, items)).toEqual([]);
  });
});
