import type { Product } from '@dfs/contract/catalogue';
import { convertMinor, fromMinor, roundMiles } from '@dfs/domain/money';
import { type Offer, offerPriceMinor } from '@dfs/domain/offer-price';
import { PriceListKind } from '@dfs/domain/price-lists';
import type { Language } from '@dfs/i18n/languages';
import type { MasterDataService } from '../master-data/master-data.service';
import type { OnboardStock } from '../onboard/onboard-stock';
import type { ItemOffers } from '../pricing/item-offers';
import { type CatalogueRepository, type ItemRow, NEW_ARRIVAL_DAYS } from './catalogue.repository';

export type Currency = Awaited<ReturnType<MasterDataService['currency']>>;
export type OfferRow = Awaited<ReturnType<ItemOffers['offers']>>[number];

/** The lowest price the item's open offers give (USD minor units), or null when none lowers it. */
export function bestOffer(basePriceMinor: number, offers: readonly OfferRow[]) {
  let best: { priceMinor: number; priceListId: number; sale: Offer | null } | null = null;
  for (const offer of offers) {
    const sale =
      offer.kind === PriceListKind.Percentage && offer.salesRate
        ? { salesRate: offer.salesRate, isPercentage: offer.isPercentage }
        : null;
    const priceMinor = sale
      ? offerPriceMinor(basePriceMinor, sale)
      : Math.max(0, offer.amountMinor ?? basePriceMinor);
    if (priceMinor < basePriceMinor && (!best || priceMinor < best.priceMinor)) {
      best = { priceMinor, priceListId: offer.priceListId, sale };
    }
  }
  return best;
}

function groupBy<T extends { itemId: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.itemId, [...(map.get(row.itemId) ?? []), row]);
  return map;
}

/** Products as the storefront shows them, from item rows: every read of the catalogue answers these. */
export function productsOf(deps: {
  repository: Pick<CatalogueRepository, 'images' | 'namesOf'>;
  /** The price lists open to everyone on items (pricing's). */
  offers: ItemOffers;
  /** A flight's on-board stock (onboard's). */
  onboardStock: Pick<OnboardStock, 'of'>;
  now: () => Date;
}) {
  const { repository, offers: itemOffers, onboardStock, now } = deps;

  /** Turns item rows into Products priced in `currency`, with images, tiers, buy-get rules and offers. */
  return async function toProducts(
    rows: readonly ItemRow[],
    currency: Currency,
    flightId: number | undefined,
    lng: Language,
  ): Promise<Product[]> {
    const ids = rows.map((r) => r.id);
    const at = now();
    const [images, tiers, buyGets, offers, flightStock] = await Promise.all([
      repository.images(ids),
      itemOffers.volumeTiers(ids, at),
      itemOffers.buyGetRules(ids, at),
      itemOffers.offers(ids, at),
      flightId === undefined ? undefined : onboardStock.of(flightId, ids),
    ]);
    // The free item of a buy-get offer may be another product: the offer names and pictures it.
    const freeIds = [...new Set(buyGets.map((b) => b.getItemId))];
    const [freeNames, freeImages] = await Promise.all([
      freeIds.length ? repository.namesOf(freeIds, undefined, lng) : [],
      freeIds.length ? repository.images(freeIds) : [],
    ]);
    const freeNameOf = new Map(freeNames.map((n) => [n.id, n.name] as const));
    const freeImageOf = groupBy(freeImages);
    // On board, stock is what the flight carries: an item it does not carry has none.
    const onboardQuantity = flightStock && new Map(flightStock.map((s) => [s.itemId, s.quantity] as const));
    const imagesOf = groupBy(images);
    const tiersOf = groupBy(tiers);
    const buyGetsOf = groupBy(buyGets);
    const offersOf = groupBy(offers);
    const price = (usdMinor: number) => fromMinor(convertMinor(usdMinor, 1, currency.rateToUsd));
    const newSince = at.getTime() - NEW_ARRIVAL_DAYS * 86_400_000;

    return rows.map((row) => {
      const best = bestOffer(row.basePriceMinor, offersOf.get(row.id) ?? []);
      const sale = best?.sale ?? null;
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        brand: row.brandName,
        brandId: row.brandId,
        itemCode: row.itemCode,
        itemCategoryId: row.categoryId,
        itemCategory: row.topCategoryCode,
        categoryName: row.categoryName,
        regulated: row.regulated,
        ageRestricted: row.ageRestricted,
        itemImage: (imagesOf.get(row.id) ?? []).map((i) => ({ imageUrl: i.url, isDefualt: i.isDefault })),
        youtubeAddressURL: row.youtubeUrl,
        currency: currency.code,
        currentPrice: price(row.basePriceMinor),
        salesRate: sale
          ? sale.isPercentage
            ? sale.salesRate
            : price(Math.round(sale.salesRate * 100))
          : null,
        isPercentage: sale?.isPercentage ?? false,
        offerPrice: price(best?.priceMinor ?? row.basePriceMinor),
        quantity: onboardQuantity ? (onboardQuantity.get(row.id) ?? 0) : row.quantity,
        ...(onboardQuantity ? { carriedOnFlight: onboardQuantity.has(row.id) } : {}),
        orderQuantity: row.orderQuantity,
        milesForRedeem: row.milesForRedeem === null ? null : roundMiles(row.milesForRedeem),
        milesForAccrual: row.milesForAccrual === null ? null : roundMiles(row.milesForAccrual),
        isTravelExeclusive: row.isTravelExclusive,
        isNewArrival: row.registeredDate.getTime() >= newSince,
        isBestSeller: row.isBestSeller,
        isDeal: row.isDeal,
        isSpecialOffer: row.isSpecialOffer,
        priceListId: best?.priceListId ?? null,
        selectedPriceListId: best?.priceListId ?? null,
        priceListApplied: best !== null,
        regiseredDate: row.registeredDate.toISOString(),
        volumePriceList: (tiersOf.get(row.id) ?? []).map((t) => ({
          volumePriceId: t.id,
          startQuantity: t.startQuantity,
          endQuantity: t.endQuantity,
          customePrice: price(t.customPriceMinor),
          itemId: t.itemId,
          priceListId: t.priceListId,
        })),
        buyGetPriceList: (buyGetsOf.get(row.id) ?? []).map((b) => ({
          buyQuantity: b.buyQuantity,
          getQuantity: b.getQuantity,
          getItemId: b.getItemId,
          getItemName: freeNameOf.get(b.getItemId) ?? '',
          getItemImageUrl: freeImageOf.get(b.getItemId)?.[0]?.url ?? null,
          itemId: b.itemId,
          priceListId: b.priceListId,
        })),
      };
    });
  };
}
