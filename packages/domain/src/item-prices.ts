/** The highest price an item or a price list may set (USD). */
export const MAX_PRICE = 1_000_000;

/** An active item is on sale at its price: true when it is active without a price above 0. */
export function activeWithoutPrice(item: { active: boolean; price: number }): boolean {
  return item.active && !(item.price > 0);
}

const plainDecimal = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * A price as a file gives it: a plain decimal with at most two places (12, 12.5, 12.50) from 0 to
 * 1,000,000; null for anything else Number() would still read (1e3, 0x10, +5, .5, Infinity, 1,000).
 */
export function parsePlainPrice(text: string): number | null {
  if (!plainDecimal.test(text)) return null;
  const price = Number(text);
  return price <= MAX_PRICE ? price : null;
}

/**
 * Whether a new price is more than `factor` times the current one, or less than its 1/`factor` (a
 * slip such as 4000 for 40.00). A first price (none now, or 0) is compared with nothing.
 */
export function priceMovesBeyond(before: number | null, after: number, factor: number): boolean {
  if (before === null || !(before > 0)) return false;
  return after > before * factor || after * factor < before;
}
