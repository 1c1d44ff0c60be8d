import { describe, expect, it } from 'vitest';
import { type PricedItem, type Promo, priceCart, promoDiscounted } from './pricing-engine';

const catalogue = new Map<number, PricedItem>([
  [1, { itemId: 1, basePriceMinor: 10_000 }],
  [2, { itemId: 2, basePriceMinor: 5_000, offer: { priceMinor: 3_000, priceListId: 4 } }],
  [3, { itemId: 3, basePriceMinor: 2_000 }],
]);

describe('whether a promotion discounted an order (only then is a use of it spent)', () => {
  it('counts a line priced at the code’s rate', () => {
    const promo: Promo = { priceListId: 9, individualRates: new Map([[1, 9_000]]), bundles: [] };
    expect(promoDiscounted(priceCart([{ itemId: 1, quantity: 1 }], catalogue, promo))).toBe(true);
  });

  it('does not count a code for items not in the order', () => {
    const promo: Promo = { priceListId: 9, individualRates: new Map([[1, 9_000]]), bundles: [] };
    expect(promoDiscounted(priceCart([{ itemId: 3, quantity: 1 }], catalogue, promo))).toBe(false);
  });

  it('does not count a rate the item’s own offer beats', () => {
    const promo: Promo = { priceListId: 9, individualRates: new Map([[2, 4_000]]), bundles: [] };
    expect(promoDiscounted(priceCart([{ itemId: 2, quantity: 1 }], catalogue, promo))).toBe(false);
  });

  it('counts a bundle of the code, only when the order holds all of it', () => {
    const promo: Promo = {
      priceListId: 9,
      individualRates: new Map(),
      bundles: [{ bundleId: 1, amountMinor: 10_000, itemIds: [1, 3] }],
    };
    const both = [
      { itemId: 1, quantity: 1 },
      { itemId: 3, quantity: 1 },
    ];
    expect(promoDiscounted(priceCart(both, catalogue, promo))).toBe(true);
    expect(promoDiscounted(priceCart([{ itemId: 1, quantity: 1 }], catalogue, promo))).toBe(false);
  });

  it('is false without a promotion', () => {
    expect(promoDiscounted(priceCart([{ itemId: 1, quantity: 1 }], catalogue, null))).toBe(false);
  });
});
