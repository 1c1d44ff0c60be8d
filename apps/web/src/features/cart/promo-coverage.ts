import type { PromoPriceList } from '@dfs/contract/pricing';

/** Every product a promo code's price list covers: its individual rates and its bundles' items. */
export function productsCoveredBy(list: PromoPriceList): number[] {
  const ids = [
    ...list.priceListIndividualRateRes.map((rate) => rate.itemId),
    ...list.priceListBundleRateRes.flatMap((bundle) => bundle.priceListBundleItemsRes.map((i) => i.itemId)),
  ];
  return [...new Set(ids)];
}

/** True when the code covers at least one product in the cart (any entry, selected or not). */
export function coversCart(list: PromoPriceList, cartItemIds: readonly number[]): boolean {
  const covered = new Set(productsCoveredBy(list));
  return cartItemIds.some((id) => covered.has(id));
}
