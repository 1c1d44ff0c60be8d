/** Per-item order limit when an item sets none (DESIGN.md §7). */
export const DEFAULT_ORDER_QUANTITY_LIMIT = 2;
/** "Only n left in stock" shows below this stock (spec §9). */
export const LOW_STOCK_BELOW = 3;

/** The most of one item a traveller may order: its orderQuantity, else 2. */
export function orderQuantityLimit(item: { orderQuantity: number | null | undefined }): number {
  return item.orderQuantity && item.orderQuantity > 0 ? item.orderQuantity : DEFAULT_ORDER_QUANTITY_LIMIT;
}

export type AddCheck =
  | { ok: true }
  | { ok: false; reason: 'outOfStock'; stock: number }
  | { ok: false; reason: 'maxOrder'; limit: number; inCart: number };

/**
 * Whether `requested` more units may join the `inCart` already there (spec §5): stock first
 * (out-of-stock toast), then the per-item limit (maximum-order warning).
 */
export function checkAdd(
  item: { quantity: number; orderQuantity: number | null | undefined },
  inCart: number,
  requested: number,
): AddCheck {
  const stock = Math.max(0, item.quantity);
  if (requested < 1 || inCart + requested > stock) return { ok: false, reason: 'outOfStock', stock };
  const limit = orderQuantityLimit(item);
  if (inCart + requested > limit) return { ok: false, reason: 'maxOrder', limit, inCart };
  return { ok: true };
}

/** The quantity stepper's bounds: at least 1, at most the stock and the item's limit. */
export function quantityBounds(item: { quantity: number; orderQuantity: number | null | undefined }) {
  return { min: 1, max: Math.max(1, Math.min(item.quantity, orderQuantityLimit(item))) };
}

/**
 * A cart line's quantity brought within the item's bounds (1 to the smaller of stock and limit),
 * whole units; null when it is not a number at all (a stored cart edited by hand), so the line is dropped.
 */
export function clampLineQuantity(
  item: { quantity: number; orderQuantity: number | null | undefined },
  quantity: unknown,
): number | null {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return null;
  const { min, max } = quantityBounds(item);
  return Math.min(max, Math.max(min, Math.trunc(quantity)));
}

export type StockState = { kind: 'outOfStock' } | { kind: 'low'; left: number } | { kind: 'inStock' };

/** What the product card says about stock: "Out of Stock" below 1, "Only n left" below 3. */
export function stockState(quantity: number): StockState {
  if (quantity < 1) return { kind: 'outOfStock' };
  if (quantity < LOW_STOCK_BELOW) return { kind: 'low', left: quantity };
  return { kind: 'inStock' };
}
