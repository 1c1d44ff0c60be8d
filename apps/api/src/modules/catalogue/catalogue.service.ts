import type {
  CatalogueBatch,
  GetItemsQuery,
  ItemsPage,
  Product,
  SearchItemsQuery,
} from '@dfs/contract/catalogue';
import { SUGGESTION_LIMIT } from '@dfs/contract/defaults';
import { convertMinor, fromMinor, roundMiles } from '@dfs/domain/money';
import { type Offer, offerPriceMinor } from '@dfs/domain/offer-price';
import { PriceListKind } from '@dfs/domain/price-lists';
import type { Db } from '../../db/client';
import { NotFound } from '../../errors';
import { createReadCache, type ReadCache } from '../../read-cache';
import type { MasterDataService } from '../master-data/master-data.service';
import {
  type CatalogueRepository,
  type ItemRow,
  type ListFilter,
  NEW_ARRIVAL_DAYS,
} from './catalogue.repository';

/** How many products each list of the catalogue batch carries (the home page shows 4 at a time). */
export const BATCH_LIST_SIZE = 16;
/** Related products beside a product detail. */
export const SIMILAR_ITEMS_LIMIT = 12;
/** The whole on-board range of one flight fits in one list (a cart carries about 60 lines). */
export const ONBOARD_RANGE_LIMIT = 100;

type Currency = Awaited<ReturnType<MasterDataService['currency']>>;
type OfferRow = Awaited<ReturnType<CatalogueRepository['offers']>>[number];

/** The lowest price the item's open offers give (USD minor units), or null when none lowers it. */
function bestOffer(basePriceMinor: number, offers: readonly OfferRow[]) {
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

export function createCatalogueService(
  repository: CatalogueRepository,
  masterData: Pick<MasterDataService, 'currency'>,
  now: () => Date,
  /** Caches the storefront's list, search and product reads; stock checks never read through it. */
  cache: ReadCache = createReadCache({ ttlMs: 0 }),
) {
  /** Turns item rows into Products priced in `currency`, with images, tiers, buy-get rules and offers. */
  async function toProducts(
    rows: readonly ItemRow[],
    currency: Currency,
    flightId?: number,
  ): Promise<Product[]> {
    const ids = rows.map((r) => r.id);
    const at = now();
    const [images, tiers, buyGets, offers, flightStock] = await Promise.all([
      repository.images(ids),
      repository.volumeTiers(ids, at),
      repository.buyGetRules(ids, at),
      repository.offers(ids, at),
      flightId === undefined ? undefined : repository.onboardStock(flightId, ids),
    ]);
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
          itemId: b.itemId,
          priceListId: b.priceListId,
        })),
      };
    });
  }

  async function list(filter: ListFilter, currency: Currency, limit: number) {
    const { rows } = await repository.page(
      filter,
      // The batch's lists show no totals: counting 100 000 items six times was most of its time.
      { sortBy: 'ByPrice', sortOrder: 'DESC', limit, offset: 0, count: false },
      now(),
    );
    return toProducts(rows, currency, filter.flightId);
  }

  return {
    /** The catalogue batch of the home page and the header (spec §3). */
    preOrderItems(currencyId: number): Promise<CatalogueBatch> {
      return cache.get(`batch:${currencyId}`, () => loadBatch(currencyId));
    },

    /** One page of a list, sorted as asked; an unknown category, brand or collection is a 404. */
    items(query: GetItemsQuery): Promise<ItemsPage> {
      return cache.get(`items:${JSON.stringify(query)}`, () => loadItems(query));
    },

    search(query: SearchItemsQuery): Promise<ItemsPage> {
      return cache.get(`search:${JSON.stringify(query)}`, () => loadSearch(query));
    },

    /** The on-board batch: the same lists, holding only what the flight carries, with its stock. */
    onboardItems(flightId: number, currencyId: number): Promise<CatalogueBatch> {
      return cache.get(`onboard:${flightId}:${currencyId}`, () => loadBatch(currencyId, flightId));
    },

    itemById(id: number, currencyId: number, flightId?: number): Promise<Product> {
      return cache.get(`item:${id}:${currencyId}:${flightId ?? ''}`, () =>
        loadItem(id, currencyId, flightId),
      );
    },

    /** Products by id with their current stock, uncached (checkout reads these). */
    itemDetails,

    /**
     * Products by id through the read cache, one entry per product (so any cart mixes cached entries);
     * the misses are read in one query. Stock moves in this process clear it, like every cached read.
     */
    async cachedItemDetails(itemIds: readonly number[], currencyId: number, flightId?: number) {
      const unique = [...new Set(itemIds)];
      let batch: Promise<Map<number, Product>> | undefined;
      const loadAll = () => {
        batch ??= itemDetails(unique, currencyId, flightId).then(
          (products) => new Map(products.map((p) => [p.id, p] as const)),
        );
        return batch;
      };
      const products = await Promise.all(
        unique.map((id) =>
          cache.get(
            `detail:${id}:${currencyId}:${flightId ?? ''}`,
            async () => (await loadAll()).get(id) ?? null,
          ),
        ),
      );
      return products.filter((p): p is Product => p !== null);
    },

    similarItems(categoryId: number, brandId: number | undefined, currentItemId: number, currencyId: number) {
      return cache.get(`similar:${categoryId}:${brandId}:${currentItemId}:${currencyId}`, () =>
        loadSimilar(categoryId, brandId, currentItemId, currencyId),
      );
    },

    collection(id: number) {
      return cache.get(`collection:${id}`, () => loadCollection(id));
    },

    /** The names of items by id, for order lines (other modules read items only through here). */
    async itemNames(itemIds: readonly number[], tx?: Db): Promise<Map<number, string>> {
      if (itemIds.length === 0) return new Map();
      const rows = await repository.namesOf([...new Set(itemIds)], tx);
      return new Map(rows.map((r) => [r.id, r.name] as const));
    },

    /**
     * Reserves stock for order lines in the caller's transaction; the first line short of stock, or null.
     * With a flightId the units come from that flight's on-board stock instead of the warehouse's.
     */
    async reserveStock(tx: Db, lines: readonly { itemId: number; quantity: number }[], flightId?: number) {
      // Cached reads show stock: drop them now, and the caller again once its transaction has committed.
      cache.clear();
      // A fixed order (by item id) so two orders never wait on each other's rows in a cycle.
      for (const line of [...lines].sort((a, b) => a.itemId - b.itemId)) {
        const taken =
          flightId === undefined
            ? await repository.reserveStock(tx, line.itemId, line.quantity)
            : await repository.reserveFlightStock(tx, flightId, line.itemId, line.quantity);
        if (!taken) return line.itemId;
      }
      return null;
    },

    /** Returns order lines to stock (the flight's, with a flightId) in the caller's transaction. */
    async releaseStock(tx: Db, lines: readonly { itemId: number; quantity: number }[], flightId?: number) {
      cache.clear();
      for (const line of [...lines].sort((a, b) => a.itemId - b.itemId)) {
        if (flightId === undefined) await repository.releaseStock(tx, line.itemId, line.quantity);
        else await repository.releaseFlightStock(tx, flightId, line.itemId, line.quantity);
      }
    },

    /** Forget cached reads (objects and serialised answers), after stock or prices changed. */
    invalidate: () => cache.clear(),
  };

  async function loadBatch(currencyId: number, flightId?: number): Promise<CatalogueBatch> {
    const currency = await masterData.currency(currencyId);
    const [
      newArrivalItems,
      allInOneList,
      specialOfferItems,
      travelExeclusiveItems,
      bestSellerItems,
      deals,
      onBoardAvailabilitiesRes,
    ] = await Promise.all([
      list({ listKind: 'newArrivals', flightId }, currency, BATCH_LIST_SIZE),
      list({ listKind: 'all', flightId }, currency, BATCH_LIST_SIZE),
      list({ listKind: 'specialOffers', flightId }, currency, BATCH_LIST_SIZE),
      list({ listKind: 'travelExclusives', flightId }, currency, BATCH_LIST_SIZE),
      list({ listKind: 'bestSellers', flightId }, currency, BATCH_LIST_SIZE),
      list({ listKind: 'deals', flightId }, currency, BATCH_LIST_SIZE),
      flightId === undefined ? [] : list({ listKind: 'all', flightId }, currency, ONBOARD_RANGE_LIMIT),
    ]);
    return {
      newArrivalItems,
      allInOneList,
      specialOfferItems,
      travelExeclusiveItems,
      bestSellerItems,
      deals,
      onBoardAvailabilitiesRes,
    };
  }

  async function loadItems(query: GetItemsQuery): Promise<ItemsPage> {
    const currency = await masterData.currency(query.currencyId);
    const category = query.listKind === 'category' ? await repository.category(query.categoryId!) : undefined;
    if (query.listKind === 'category' && !category) throw new NotFound();
    const filter: ListFilter = {
      listKind: query.listKind,
      categoryId: query.categoryId,
      isTopCategory: category?.isTop,
      brandId: query.brandId,
      collectionId: query.collectionId,
      flightId: query.flightId,
    };
    const title = category ? category.name : await repository.listTitle(filter);
    if (title === undefined) throw new NotFound();
    const { rows, total } = await repository.page(
      filter,
      {
        sortBy: query.sortBy,
        sortOrder: query.sortOrder,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      },
      now(),
    );
    return {
      items: await toProducts(rows, currency, query.flightId),
      totalCount: total,
      page: query.page,
      pageSize: query.pageSize,
      totalPages: Math.ceil(total / query.pageSize),
      title,
    };
  }

  async function loadSearch(query: SearchItemsQuery): Promise<ItemsPage> {
    const currency = await masterData.currency(query.currencyId);
    const pageSize = query.suggest ? Math.min(query.pageSize, SUGGESTION_LIMIT) : query.pageSize;
    const page = query.suggest ? 1 : query.page;
    // Suggestions need no total: skipping the count keeps them cheap on a large catalogue.
    const { rows, total } = await repository.search(query.term, pageSize, (page - 1) * pageSize, {
      count: !query.suggest,
      flightId: query.flightId,
    });
    return {
      items: await toProducts(rows, currency, query.flightId),
      totalCount: total,
      page,
      pageSize,
      totalPages: Math.ceil(total / pageSize),
      title: null,
    };
  }

  async function loadItem(id: number, currencyId: number, flightId?: number): Promise<Product> {
    const currency = await masterData.currency(currencyId);
    const [row] = await repository.byIds([id]);
    if (!row) throw new NotFound();
    const [product] = await toProducts([row], currency, flightId);
    return product!;
  }

  /** Products in another currency (spec §7 GetItemDetail); unknown ids are left out. */
  async function itemDetails(
    itemIds: readonly number[],
    currencyId: number,
    flightId?: number,
  ): Promise<Product[]> {
    const currency = await masterData.currency(currencyId);
    const unique = [...new Set(itemIds)];
    const rows = await repository.byIds(unique);
    const byId = new Map(rows.map((r) => [r.id, r] as const));
    return toProducts(
      unique.flatMap((id) => byId.get(id) ?? []),
      currency,
      flightId,
    );
  }

  async function loadSimilar(
    categoryId: number,
    brandId: number | undefined,
    currentItemId: number,
    currencyId: number,
  ) {
    const currency = await masterData.currency(currencyId);
    const rows = await repository.similar(categoryId, brandId, currentItemId, SIMILAR_ITEMS_LIMIT);
    return toProducts(rows, currency);
  }

  async function loadCollection(id: number) {
    const collection = await repository.collection(id);
    if (!collection) throw new NotFound();
    return {
      id: collection.id,
      name: collection.name,
      description: collection.description,
      imageUrl: collection.imageUrl,
    };
  }
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
