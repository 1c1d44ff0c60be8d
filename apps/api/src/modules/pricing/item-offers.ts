import { PriceListKind, StartupOfferType } from '@dfs/domain/price-lists';
import { type AnyColumn, and, asc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buyGetRules, priceListItems, priceLists, volumeTiers } from './pricing.schema';

/** A price list that applies to everyone at the statement's `now`: active, in its window, no promo code. */
const openPriceList = () =>
  and(
    eq(priceLists.active, true),
    isNull(priceLists.promoCode),
    sql`${priceLists.validFrom} <= ${sql.placeholder('now')}`,
    or(isNull(priceLists.validTo), sql`${priceLists.validTo} > ${sql.placeholder('now')}`),
  );

/** The statement's items, given as one array: the statement text is the same for any number of them. */
const forItems = (column: AnyColumn): SQL => sql`${column} = ANY(${sql.placeholder('ids')}::int[])`;

/**
 * The price lists open to everyone on given items: what a product shows beside its price (volume
 * tiers, buy-get rules, special offers). Pricing owns the tables; the catalogue reads them here.
 */
export function createItemOffers(db: Db) {
  // Prepared once: a storefront page reads these for every list and product, and planning each time
  // cost more than running them (BENCHMARKS.md, "Search suggestions").
  const volumeTierStatement = db
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
    .where(and(forItems(volumeTiers.itemId), eq(priceLists.kind, PriceListKind.Volume), openPriceList()))
    .orderBy(asc(volumeTiers.itemId), asc(volumeTiers.startQuantity))
    .prepare('item_offers_volume_tiers');
  const buyGetStatement = db
    .select({
      itemId: buyGetRules.itemId,
      priceListId: buyGetRules.priceListId,
      buyQuantity: buyGetRules.buyQuantity,
      getQuantity: buyGetRules.getQuantity,
      getItemId: buyGetRules.getItemId,
    })
    .from(buyGetRules)
    .innerJoin(priceLists, eq(priceLists.id, buyGetRules.priceListId))
    .where(and(forItems(buyGetRules.itemId), eq(priceLists.kind, PriceListKind.BuyGet), openPriceList()))
    .orderBy(asc(buyGetRules.itemId), asc(buyGetRules.id))
    .prepare('item_offers_buy_get');

  // The open offers on each item: special offers (kind 3, offer type 1: a percentage or amount off)
  // and unit price lists (kind 2: a set price).
  const offerStatement = db
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
        forItems(priceListItems.itemId),
        or(
          and(eq(priceLists.kind, PriceListKind.Percentage), eq(priceLists.offerType, StartupOfferType)),
          and(eq(priceLists.kind, PriceListKind.Unit), isNotNull(priceListItems.amountMinor)),
        ),
        openPriceList(),
      ),
    )
    .orderBy(asc(priceListItems.itemId), asc(priceLists.id))
    .prepare('item_offers_offers');
  const run =
    <T>(statement: { execute(values: Record<string, unknown>): Promise<T[]> }) =>
    (itemIds: readonly number[], now: Date): Promise<T[]> =>
      itemIds.length === 0
        ? Promise.resolve([])
        : statement.execute({ ids: [...itemIds], now: now.toISOString() });

  return {
    volumeTiers: run(volumeTierStatement),
    buyGetRules: run(buyGetStatement),
    offers: run(offerStatement),
  };
}

export type ItemOffers = ReturnType<typeof createItemOffers>;
