import { PriceListKind, StartupOfferType } from '@dfs/domain/price-lists';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buyGetRules, priceListItems, priceLists, volumeTiers } from './pricing.schema';

/** A price list that applies to everyone right now: active, in its window, and not behind a promo code. */
const openPriceList = (now: Date) =>
  and(
    eq(priceLists.active, true),
    isNull(priceLists.promoCode),
    sql`${priceLists.validFrom} <= ${now.toISOString()}`,
    or(isNull(priceLists.validTo), sql`${priceLists.validTo} > ${now.toISOString()}`),
  );

/**
 * The price lists open to everyone on given items: what a product shows beside its price (volume
 * tiers, buy-get rules, special offers). Pricing owns the tables; the catalogue reads them here.
 */
export function createItemOffers(db: Db) {
  return {
    volumeTiers(itemIds: readonly number[], now: Date) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: volumeTiers.id,
          itemId: volumeTiers.itemId,
          priceListId: volumeTiers.priceListId,
          startQuantity: volumeTiers.startQuantity,
          endQuantity: volumeTiers.endQuantity,
          customPriceMinor: volumeTiers.customPriceMinor,
        })
        .from(volumeTiers)
        .innerJoin(priceLists, eq(priceLists.id, volumeTiers.priceListId))
        .where(
          and(
            inArray(volumeTiers.itemId, [...itemIds]),
            eq(priceLists.kind, PriceListKind.Volume),
            openPriceList(now),
          ),
        )
        .orderBy(asc(volumeTiers.itemId), asc(volumeTiers.startQuantity));
    },

    buyGetRules(itemIds: readonly number[], now: Date) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          itemId: buyGetRules.itemId,
          priceListId: buyGetRules.priceListId,
          buyQuantity: buyGetRules.buyQuantity,
          getQuantity: buyGetRules.getQuantity,
          getItemId: buyGetRules.getItemId,
        })
        .from(buyGetRules)
        .innerJoin(priceLists, eq(priceLists.id, buyGetRules.priceListId))
        .where(
          and(
            inArray(buyGetRules.itemId, [...itemIds]),
            eq(priceLists.kind, PriceListKind.BuyGet),
            openPriceList(now),
          ),
        )
        .orderBy(asc(buyGetRules.itemId), asc(buyGetRules.id));
    },

    /**
     * The open offers on each item: special offers (kind 3, offer type 1: a percentage or amount off)
     * and unit price lists (kind 2: a set price).
     */
    offers(itemIds: readonly number[], now: Date) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          itemId: priceListItems.itemId,
          priceListId: priceLists.id,
          kind: priceLists.kind,
          salesRate: priceLists.salesRate,
          isPercentage: priceLists.isPercentage,
          amountMinor: priceListItems.amountMinor,
        })
        .from(priceListItems)
        .innerJoin(priceLists, eq(priceLists.id, priceListItems.priceListId))
        .where(
          and(
            inArray(priceListItems.itemId, [...itemIds]),
            or(
              and(eq(priceLists.kind, PriceListKind.Percentage), eq(priceLists.offerType, StartupOfferType)),
              and(eq(priceLists.kind, PriceListKind.Unit), isNotNull(priceListItems.amountMinor)),
            ),
            openPriceList(now),
          ),
        )
        .orderBy(asc(priceListItems.itemId), asc(priceLists.id));
    },
  };
}

export type ItemOffers = ReturnType<typeof createItemOffers>;
