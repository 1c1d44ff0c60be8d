import type { Product } from '@dfs/contract/catalogue';

/** The image a card or gallery opens with: the one flagged default, else the first. */
export function defaultImageOf(product: Pick<Product, 'itemImage'>): string | null {
  const flagged = product.itemImage.find((image) => image.isDefualt);
  return (flagged ?? product.itemImage[0])?.imageUrl ?? null;
}

/** Whole percent off of the item's own offer, or null when the offer price is not lower. */
export function offerPercentOf(
  product: Pick<Product, 'currentPrice' | 'offerPrice' | 'salesRate' | 'isPercentage'>,
): number | null {
  if (!(product.offerPrice < product.currentPrice) || product.currentPrice <= 0) return null;
  if (product.isPercentage && product.salesRate) return Math.floor(product.salesRate);
  return Math.floor(((product.currentPrice - product.offerPrice) * 100) / product.currentPrice);
}

/**
 * Home and related lists show the dearest first (spec §2), by the price before offers, as the
 * server sorts its lists (ByPrice).
 */
export function byPriceDescending<T extends Pick<Product, 'currentPrice' | 'id'>>(
  products: readonly T[],
): T[] {
  return [...products].sort((a, b) => b.currentPrice - a.currentPrice || a.id - b.id);
}

export function productPath(product: Pick<Product, 'id'>): string {
  return `/product-detail/${product.id}`;
}
