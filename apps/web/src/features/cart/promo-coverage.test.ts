import type { PromoPriceList } from '@dfs/contract/pricing';
import { describe, expect, it } from 'vitest';
import { coversCart, productsCoveredBy } from './promo-coverage';

const list: PromoPriceList = {
  id: 1,
  name: 'Welcome',
  promoCode: 'WELCOME10',
  currency: 'USD',
  validTo: null,
  priceListIndividualRateRes: [
    { itemId: 3, amount: 9, priceListId: 1 },
    { itemId: 5, amount: 20, priceListId: 1 },
  ],
  priceListBundleRateRes: [
    { priceListId: 1, amount: 30, priceListBundleItemsRes: [{ itemId: 5 }, { itemId: 8 }] },
  ],
};

describe('promo coverage', () => {
  it('lists each covered product once, bundles included', () => {
    expect(productsCoveredBy(list)).toEqual([3, 5, 8]);
  });

  it('covers a cart holding any covered product, a bundle item included', () => {
    expect(coversCart(list, [1, 8])).toBe(true);
    expect(coversCart(list, [3])).toBe(true);
  });

  it('covers nothing in a cart of other products, or an empty cart', () => {
    expect(coversCart(list, [1, 2, 4])).toBe(false);
    expect(coversCart(list, [])).toBe(false);
  });
});
