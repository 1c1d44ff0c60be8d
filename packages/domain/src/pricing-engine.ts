import type { Minor } from './money';

/**
 * The pricing engine: reprices a whole cart from item prices and the price lists that apply.
 * All amounts are minor units of one currency (the caller converts base prices first).
 *
 * Stacking rule: a line's unit price is the LOWEST of its base price, its offer price (the
 * catalogue's best of the special offer, kind 3, and the unit price list, kind 2), the volume tier
 * its quantity falls in (kind 1) and the promo code's individual rate; rules never stack. A promo bundle then replaces one unit of each
 * of its items by the bundle amount, as many times as every item is present, only where that is
 * cheaper. Buy-get (kind 4) adds free lines independently of the price chosen.
 */

export interface VolumeTier {
  startQuantity: number;
  endQuantity: number;
  customPriceMinor: Minor;
  priceListId?: number;
}

export interface BuyGetRule {
  buyQuantity: number;
  getQuantity: number;
  getItemId: number;
  priceListId?: number;
}

export interface PricedItem {
  itemId: number;
  basePriceMinor: Minor;
  /** The offer price the catalogue shows (special offer or unit price list), when below the base price. */
  offer?: { priceMinor: Minor; priceListId?: number | null } | null;
  volumeTiers?: readonly VolumeTier[];
  buyGet?: readonly BuyGetRule[];
  milesForRedeem?: number | null;
}

export interface Promo {
  priceListId: number;
  /** Individual rates: the unit price of an item under the code. */
  individualRates: ReadonlyMap<number, Minor>;
  bundles: ReadonlyArray<{ bundleId: number; amountMinor: Minor; itemIds: readonly number[] }>;
}

export interface CartLineInput {
  itemId: number;
  quantity: number;
}

export type PriceSource = 'base' | 'offer' | 'volume' | 'promo';

export interface PricedLine {
  itemId: number;
  quantity: number;
  /** The unit price before any rule. */
  baseUnitPriceMinor: Minor;
  unitPriceMinor: Minor;
  source: PriceSource;
  priceListId: number | null;
  /** quantity × unitPriceMinor, before bundle discounts. */
  lineTotalMinor: Minor;
  /** Whole-number percent the volume tier takes off the base price, when a tier applies. */
  volumeDiscountPercent: number | null;
  totalMiles: number | null;
}

export interface FreeLine {
  itemId: number;
  quantity: number;
  /** The cart line whose buy-get rule earned this line. */
  fromItemId: number;
  priceListId: number | null;
}

export interface AppliedBundle {
  bundleId: number;
  times: number;
  discountMinor: Minor;
}

export interface PricedCart {
  lines: PricedLine[];
  freeLines: FreeLine[];
  bundles: AppliedBundle[];
  /** Sum of quantity × base price. */
  subtotalMinor: Minor;
  /** subtotal − total: everything the rules took off. */
  discountMinor: Minor;
  totalMinor: Minor;
  totalMiles: number | null;
}

/** The tier a quantity falls in, if any. */
export function volumeTierFor(
  tiers: readonly VolumeTier[] | undefined,
  quantity: number,
): VolumeTier | undefined {
  return tiers?.find((t) => quantity >= t.startQuantity && quantity <= t.endQuantity);
}

/** Whole-number part of the price-drop ratio, as the storefront shows it (spec §4). */
export function volumeDiscountPercent(basePriceMinor: Minor, tierPriceMinor: Minor): number {
  if (basePriceMinor <= 0 || tierPriceMinor >= basePriceMinor) return 0;
  return Math.floor(((basePriceMinor - tierPriceMinor) * 100) / basePriceMinor);
}

/** Free units a buy-get rule earns at a quantity: getQuantity per full multiple of buyQuantity. */
export function buyGetFreeQuantity(rule: BuyGetRule, quantity: number): number {
  if (rule.buyQuantity <= 0 || rule.getQuantity <= 0) return 0;
  return Math.floor(quantity / rule.buyQuantity) * rule.getQuantity;
}

function bestUnitPrice(item: PricedItem, quantity: number, promo: Promo | null) {
  const candidates: Array<{ price: Minor; source: PriceSource; priceListId: number | null }> = [
    { price: item.basePriceMinor, source: 'base', priceListId: null },
  ];
  if (item.offer) {
    candidates.push({
      price: item.offer.priceMinor,
      source: 'offer',
      priceListId: item.offer.priceListId ?? null,
    });
  }
  const tier = volumeTierFor(item.volumeTiers, quantity);
  if (tier)
    candidates.push({
      price: tier.customPriceMinor,
      source: 'volume',
      priceListId: tier.priceListId ?? null,
    });
  const rate = promo?.individualRates.get(item.itemId);
  if (rate !== undefined) candidates.push({ price: rate, source: 'promo', priceListId: promo!.priceListId });
  // Lowest wins; on a tie the earlier (simpler) rule is kept.
  const best = candidates.reduce((a, b) => (b.price < a.price ? b : a));
  return { ...best, price: Math.max(0, best.price), tier };
}

/** Prices a cart. Unknown items must be filtered out by the caller; quantities must be whole and positive. */
export function priceCart(
  cart: readonly CartLineInput[],
  catalogue: ReadonlyMap<number, PricedItem>,
  promo: Promo | null = null,
): PricedCart {
  const lines: PricedLine[] = [];
  const freeLines: FreeLine[] = [];
  for (const { itemId, quantity } of cart) {
    const item = catalogue.get(itemId);
    if (!item) throw new RangeError(`Unknown item ${itemId}`);
    if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`Bad quantity ${quantity}`);
    const best = bestUnitPrice(item, quantity, promo);
    lines.push({
      itemId,
      quantity,
      baseUnitPriceMinor: item.basePriceMinor,
      unitPriceMinor: best.price,
      source: best.source,
      priceListId: best.priceListId,
      lineTotalMinor: best.price * quantity,
      volumeDiscountPercent:
        best.source === 'volume' ? volumeDiscountPercent(item.basePriceMinor, best.price) : null,
      totalMiles:
        item.milesForRedeem === null || item.milesForRedeem === undefined
          ? null
          : Math.round(item.milesForRedeem * quantity * 100) / 100,
    });
    for (const rule of item.buyGet ?? []) {
      const free = buyGetFreeQuantity(rule, quantity);
      if (free > 0) {
        freeLines.push({
          itemId: rule.getItemId,
          quantity: free,
          fromItemId: itemId,
          priceListId: rule.priceListId ?? null,
        });
      }
    }
  }

  const bundles: AppliedBundle[] = [];
  for (const bundle of promo?.bundles ?? []) {
    const members = bundle.itemIds.map((id) => lines.find((l) => l.itemId === id));
    if (bundle.itemIds.length === 0 || members.some((m) => !m)) continue;
    const times = Math.min(...members.map((m) => m!.quantity));
    const oneOfEach = members.reduce((sum, m) => sum + m!.unitPriceMinor, 0);
    const saving = oneOfEach - bundle.amountMinor;
    if (saving > 0 && times > 0)
      bundles.push({ bundleId: bundle.bundleId, times, discountMinor: saving * times });
  }

  const subtotalMinor = lines.reduce((sum, l) => sum + l.baseUnitPriceMinor * l.quantity, 0);
  const linesTotal = lines.reduce((sum, l) => sum + l.lineTotalMinor, 0);
  const bundleDiscount = bundles.reduce((sum, b) => sum + b.discountMinor, 0);
  const totalMinor = Math.max(0, linesTotal - bundleDiscount);
  const milesLines = lines.filter((l) => l.totalMiles !== null);
  return {
    lines,
    freeLines,
    bundles,
    subtotalMinor,
    discountMinor: subtotalMinor - totalMinor,
    totalMinor,
    totalMiles:
      milesLines.length === lines.length && lines.length > 0
        ? Math.round(milesLines.reduce((sum, l) => sum + (l.totalMiles ?? 0), 0) * 100) / 100
        : null,
  };
}

/**
 * Whether the promotion took anything off: a line priced at its rate, or one of its bundles. A code
 * that discounted nothing is not used up by the order (a single-use code stays for a later one).
 */
export function promoDiscounted(priced: Pick<PricedCart, 'lines' | 'bundles'>): boolean {
  return priced.lines.some((l) => l.source === 'promo') || priced.bundles.some((b) => b.discountMinor > 0);
}
