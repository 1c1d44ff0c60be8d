import { orderQuantityLimit } from './cart-limits';

/** Price list kinds (spec §3). */
export const PriceListKind = { Volume: 1, Unit: 2, Percentage: 3, BuyGet: 4 } as const;
export type PriceListKind = (typeof PriceListKind)[keyof typeof PriceListKind];

/** Offer type of the offer price lists loaded at start-up (spec §9). */
export const StartupOfferType = 1;

/** A validity window: open from `from`, closed from `to` (null: open-ended). */
export interface ValidityWindow {
  from: Date;
  to: Date | null;
}

/** Whether two validity windows share an instant (`to` is exclusive). */
export function windowsOverlap(a: ValidityWindow, b: ValidityWindow): boolean {
  const aEndsAfterBStarts = a.to === null || a.to > b.from;
  const bEndsAfterAStarts = b.to === null || b.to > a.from;
  return aEndsAfterBStarts && bEndsAfterAStarts;
}

/**
 * The indexes of the tiers whose quantity range overlaps another tier of the same item (ranges are
 * inclusive at both ends): a quantity must fall in one tier at most.
 */
export function overlappingTiers(
  tiers: readonly { itemId: number; startQuantity: number; endQuantity: number }[],
): number[] {
  const clashes = new Set<number>();
  tiers.forEach((a, i) => {
    tiers.forEach((b, j) => {
      if (
        i < j &&
        a.itemId === b.itemId &&
        a.startQuantity <= b.endQuantity &&
        b.startQuantity <= a.endQuantity
      ) {
        clashes.add(i);
        clashes.add(j);
      }
    });
  });
  return [...clashes].sort((x, y) => x - y);
}

/** A volume tier no order reaches: it starts above its item's per-order limit. */
export interface UnreachableTier {
  /** The tier's place in the list given. */
  index: number;
  itemId: number;
  startQuantity: number;
  /** The item's per-order limit (its orderQuantity, else the shop's default). */
  limit: number;
}

/**
 * The volume tiers that start above their item's per-order limit: an order never holds that many, so
 * the tier would never apply. Tiers of items missing from `items` are left to the unknown-item check.
 */
export function unreachableTiers(
  tiers: readonly { itemId: number; startQuantity: number }[],
  items: ReadonlyMap<number, { orderQuantity: number | null | undefined }>,
): UnreachableTier[] {
  return tiers.flatMap((tier, index) => {
    const item = items.get(tier.itemId);
    if (!item) return [];
    const limit = orderQuantityLimit(item);
    return tier.startQuantity > limit
      ? [{ index, itemId: tier.itemId, startQuantity: tier.startQuantity, limit }]
      : [];
  });
}
