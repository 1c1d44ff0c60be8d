import type { Product } from '@dfs/contract/catalogue';
import { convertMinor, type Minor, toMinor } from '@dfs/domain/money';
import { offerPriceMinor } from '@dfs/domain/offer-price';
import { PriceListKind } from '@dfs/domain/price-lists';
import { type PricedItem, type Promo, priceCart } from '@dfs/domain/pricing-engine';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { MasterDataService } from '../master-data/master-data.service';

/** A promo code's list as the engine needs it: its own row, its members and its bundles (USD minor). */
export interface PromoDefinition {
  list: {
    id: number;
    kind: number;
    salesRate: number | null;
    isPercentage: boolean;
    stacksWithOffers: boolean;
  };
  members: readonly { itemId: number; amountMinor: number | null }[];
  bundles: readonly { id: number; amountMinor: number; itemIds: readonly number[] }[];
}

interface Sources {
  catalogue: Pick<CatalogueService, 'itemDetails'>;
  masterData: Pick<MasterDataService, 'currency'>;
}

/**
 * A promo code in a currency. Set amounts are converted from USD; percentage codes become individual
 * rates taken off each item's base price, or off its offer price when the code stacks with offers.
 */
export async function promoOf(
  definition: PromoDefinition,
  currencyId: number,
  { catalogue, masterData }: Sources,
): Promise<Promo> {
  const { list, members, bundles } = definition;
  const currency = await masterData.currency(currencyId);
  const convert = (usdMinor: Minor) => convertMinor(usdMinor, 1, currency.rateToUsd);
  const needsBase = members.filter((m) => m.amountMinor === null).map((m) => m.itemId);
  const products = needsBase.length > 0 ? await catalogue.itemDetails(needsBase, currencyId) : [];
  const baseOf = new Map(
    products.map((p) => [p.id, toMinor(list.stacksWithOffers ? p.offerPrice : p.currentPrice)] as const),
  );
  const sale =
    list.kind === PriceListKind.Percentage && list.salesRate
      ? { salesRate: list.salesRate, isPercentage: list.isPercentage }
      : null;
  const individualRates = new Map<number, Minor>();
  for (const member of members) {
    if (member.amountMinor !== null) individualRates.set(member.itemId, convert(member.amountMinor));
    else if (sale && baseOf.has(member.itemId)) {
      individualRates.set(member.itemId, offerPriceMinor(baseOf.get(member.itemId)!, sale));
    }
  }
  return {
    priceListId: list.id,
    individualRates,
    bundles: bundles.map((b) => ({
      bundleId: b.id,
      amountMinor: convert(b.amountMinor),
      itemIds: b.itemIds,
    })),
  };
}

/**
 * The cart's unit price of each item bought alone (quantity 1) in a currency, with the promo code
 * applied when one is given: what a traveller pays with and without the code.
 */
export async function unitPricesWith(
  itemIds: readonly number[],
  currencyId: number,
  definition: PromoDefinition | null,
  sources: Sources,
): Promise<Map<number, { product: Product; priceMinor: Minor }>> {
  const products = await sources.catalogue.itemDetails(itemIds, currencyId);
  const promo = definition ? await promoOf(definition, currencyId, sources) : null;
  const byId = new Map(products.map((p) => [p.id, pricedItemOf(p)] as const));
  const priced = priceCart(
    products.map((p) => ({ itemId: p.id, quantity: 1 })),
    byId,
    promo,
  );
  return new Map(
    priced.lines.map((l) => [
      l.itemId,
      { product: products.find((p) => p.id === l.itemId)!, priceMinor: l.unitPriceMinor },
    ]),
  );
}
/** The engine's view of a product: its base and offer prices, volume tiers and buy-get rules. */
export function pricedItemOf(product: Product): PricedItem {
  const base = toMinor(product.currentPrice);
  const offer = toMinor(product.offerPrice);
  return {
    itemId: product.id,
    basePriceMinor: base,
    offer: offer < base ? { priceMinor: offer, priceListId: product.priceListId } : null,
    volumeTiers: product.volumePriceList.map((t) => ({
      startQuantity: t.startQuantity,
      endQuantity: t.endQuantity,
      customPriceMinor: toMinor(t.customePrice),
      priceListId: t.priceListId,
    })),
    buyGet: product.buyGetPriceList.map((b) => ({
      buyQuantity: b.buyQuantity,
      getQuantity: b.getQuantity,
      getItemId: b.getItemId,
      priceListId: b.priceListId,
    })),
    milesForRedeem: product.milesForRedeem,
  };
}
