import type {
  CatalogueBatch,
  GetItemsQuery,
  ItemsPage,
  ListFilters,
  Product,
  SearchItemsQuery,
  SearchPage,
} from '@dfs/contract/catalogue';
import { SUGGESTION_LIMIT } from '@dfs/contract/defaults';
import type {
  OpsItem,
  OpsItemFields,
  OpsItemsPage,
  OpsItemsQuery,
  OpsItemUpdateRequest,
} from '@dfs/contract/ops/items';
import { convertMinor, fromMinor, roundMiles, toMinor } from '@dfs/domain/money';
import { type Offer, offerPriceMinor } from '@dfs/domain/offer-price';
import { servedPage } from '@dfs/domain/pagination';
import { PriceListKind } from '@dfs/domain/price-lists';
import type { Language } from '@dfs/i18n/languages';
import type { Db } from '../../db/client';
import { BadRequest, Conflict, NotFound } from '../../errors';
import { createReadCache, type ReadCache } from '../../read-cache';
import type { MasterDataService } from '../master-data/master-data.service';
import type { OnboardStock } from '../onboard/onboard-stock';
import type { ItemOffers } from '../pricing/item-offers';
import type { SearchService } from '../search/search.service';
import {
  type CatalogueRepository,
  type ItemFilters,
  type ItemRow,
  type ListFilter,
  NEW_ARRIVAL_DAYS,
  type StaffItemRow,
  type StaffItemValues,
} from './catalogue.repository';

/** How many products each list of the catalogue batch carries (the home page shows 4 at a time). */
export const BATCH_LIST_SIZE = 16;
/** Related products beside a product detail. */
export const SIMILAR_ITEMS_LIMIT = 12;
/** The whole on-board range of one flight fits in one list (a cart carries about 60 lines). */
export const ONBOARD_RANGE_LIMIT = 100;
/** Products of the category a "did you mean" leads to, shown when a search finds nothing. */
export const FALLBACK_ITEMS = 8;
/** Languages with their own search documents; any other reads the English ones. */
const SEARCH_LOCALES = new Set(['en', 'zh', 'ar']);

type Currency = Awaited<ReturnType<MasterDataService['currency']>>;
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

/** The request's filters in the repository's terms: prices in minor units of the request's currency. */
function itemFilters(query: ListFilters, rate: number, flightId: number | undefined): ItemFilters {
  return {
    brandIds: query.brandIds,
    categoryIds: query.categoryIds,
    minPriceMinor: query.minPrice === undefined ? undefined : toMinor(query.minPrice),
    maxPriceMinor: query.maxPrice === undefined ? undefined : toMinor(query.maxPrice),
    onOffer: query.onOffer,
    travelExclusive: query.travelExclusive,
    inStock: query.inStock,
    rate,
    flightId,
  };
}

function groupBy<T extends { itemId: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.itemId, [...(map.get(row.itemId) ?? []), row]);
  return map;
}

export function createCatalogueService(deps: {
  repository: CatalogueRepository;
  /** The price lists open to everyone on items (pricing's). */
  offers: ItemOffers;
  /** A flight's on-board stock (onboard's). */
  onboardStock: OnboardStock;
  masterData: Pick<MasterDataService, 'currency'>;
  now: () => Date;
  /** Caches the storefront's list, search and product reads; stock checks never read through it. */
  cache?: ReadCache;
  search?: Pick<SearchService, 'plan' | 'didYouMean'> & Partial<Pick<SearchService, 'rebuild'>>;
  /** Tells every API process's read caches (this one's too) that staff changed what they show. */
  published?: () => void;
}) {
  const { repository, offers: itemOffers, onboardStock, masterData, now, search } = deps;
  const cache = deps.cache ?? createReadCache({ ttlMs: 0 });
  /** When the shown prices must be worked out again (an offer window opens or closes); 0: now. */
  let shownPricesValidUntil = 0;
  let refreshing: Promise<void> | undefined;
  function invalidate() {
    cache.clear();
    shownPricesValidUntil = 0;
  }
  function staffChanged() {
    invalidate();
    deps.published?.();
  }
  /** Lists sort by items.shown_price_minor: bring it up to date once an offer window has moved. */
  function freshShownPrices(): Promise<void> {
    if (now().getTime() < shownPricesValidUntil) return Promise.resolve();
    refreshing ??= repository
      .refreshShownPrices(now())
      .then((next) => {
        shownPricesValidUntil = next ? next.getTime() : Number.POSITIVE_INFINITY;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  /** Turns item rows into Products priced in `currency`, with images, tiers, buy-get rules and offers. */
  async function toProducts(
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
  }

  async function list(filter: ListFilter, currency: Currency, limit: number, lng: Language) {
    await freshShownPrices();
    const { rows } = await repository.page(
      filter,
      // The batch's lists show no totals: counting 100 000 items six times was most of its time.
      { sortBy: 'ByPrice', sortOrder: 'DESC', limit, offset: 0, count: false },
      now(),
      lng,
    );
    return toProducts(rows, currency, filter.flightId, lng);
  }

  return {
    /** The catalogue batch of the home page and the header (spec §3). */
    preOrderItems(currencyId: number, lng: Language = 'en'): Promise<CatalogueBatch> {
      return cache.get(`batch:${lng}:${currencyId}`, () => loadBatch(currencyId, lng));
    },

    /** One page of a list, sorted as asked; an unknown category, brand or collection is a 404. */
    items(query: GetItemsQuery, lng: Language = 'en'): Promise<ItemsPage> {
      return cache.get(`items:${lng}:${JSON.stringify(query)}`, () => loadItems(query, lng));
    },

    /** Ranked search in the request's language (its documents and the English ones). */
    search(query: SearchItemsQuery, lng: Language = 'en'): Promise<SearchPage> {
      return cache.get(`search:${lng}:${JSON.stringify(query)}`, () => loadSearch(query, lng));
    },

    /** The on-board batch: the same lists, holding only what the flight carries, with its stock. */
    onboardItems(flightId: number, currencyId: number, lng: Language = 'en'): Promise<CatalogueBatch> {
      return cache.get(`onboard:${lng}:${flightId}:${currencyId}`, () =>
        loadBatch(currencyId, lng, flightId),
      );
    },

    itemById(id: number, currencyId: number, flightId?: number, lng: Language = 'en'): Promise<Product> {
      return cache.get(`item:${lng}:${id}:${currencyId}:${flightId ?? ''}`, () =>
        loadItem(id, currencyId, lng, flightId),
      );
    },

    /** Products by id with their current stock, uncached (checkout reads these). */
    itemDetails,

    /**
     * Products by id through the read cache, one entry per product (so any cart mixes cached entries);
     * the misses are read in one query. Stock moves in this process clear it, like every cached read.
     */
    async cachedItemDetails(
      itemIds: readonly number[],
      currencyId: number,
      flightId?: number,
      lng: Language = 'en',
    ) {
      const unique = [...new Set(itemIds)];
      let batch: Promise<Map<number, Product>> | undefined;
      const loadAll = () => {
        batch ??= itemDetails(unique, currencyId, flightId, lng).then(
          (products) => new Map(products.map((p) => [p.id, p] as const)),
        );
        return batch;
      };
      const products = await Promise.all(
        unique.map((id) =>
          cache.get(
            `detail:${lng}:${id}:${currencyId}:${flightId ?? ''}`,
            async () => (await loadAll()).get(id) ?? null,
          ),
        ),
      );
      return products.filter((p): p is Product => p !== null);
    },

    similarItems(
      categoryId: number,
      brandId: number | undefined,
      currentItemId: number,
      currencyId: number,
      lng: Language = 'en',
    ) {
      return cache.get(`similar:${lng}:${categoryId}:${brandId}:${currentItemId}:${currencyId}`, () =>
        loadSimilar(categoryId, brandId, currentItemId, currencyId, lng),
      );
    },

    collection(id: number, lng: Language = 'en') {
      return cache.get(`collection:${lng}:${id}`, () => loadCollection(id, lng));
    },

    collections(lng: Language = 'en') {
      return cache.get(`collections:${lng}`, async () =>
        (await repository.allCollections(lng)).map(({ id, name, description, imageUrl }) => ({
          id,
          name,
          description,
          imageUrl,
        })),
      );
    },

    /** The names of items by id in a language, for order lines (other modules read items only through here). */
    /** Items' codes and English names by id (the station's range and pick list). */
    async itemLabels(
      itemIds: readonly number[],
      tx?: Db,
    ): Promise<Map<number, { itemCode: string; name: string }>> {
      const rows = await repository.labelsOf([...new Set(itemIds)], tx);
      return new Map(rows.map((r) => [r.id, { itemCode: r.itemCode, name: r.name }] as const));
    },

    async itemNames(itemIds: readonly number[], tx?: Db, lng: Language = 'en'): Promise<Map<number, string>> {
      if (itemIds.length === 0) return new Map();
      const rows = await repository.namesOf([...new Set(itemIds)], tx, lng);
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
            : await onboardStock.reserve(tx, flightId, line.itemId, line.quantity);
        if (!taken) return line.itemId;
      }
      return null;
    },

    /** Returns order lines to stock (the flight's, with a flightId) in the caller's transaction. */
    async releaseStock(tx: Db, lines: readonly { itemId: number; quantity: number }[], flightId?: number) {
      cache.clear();
      for (const line of [...lines].sort((a, b) => a.itemId - b.itemId)) {
        if (flightId === undefined) await repository.releaseStock(tx, line.itemId, line.quantity);
        else await onboardStock.release(tx, flightId, line.itemId, line.quantity);
      }
    },

    /** Forget cached reads (objects and serialised answers), after stock or prices changed. */
    invalidate,

    /** After a committed staff write: forget cached reads here and in every other API process. */
    staffChanged,

    /** A page of items as staff edit them (active or not), filtered on the server. */
    async staffItems(query: OpsItemsQuery): Promise<OpsItemsPage> {
      const search = query.search?.trim() || undefined;
      const { rows, total } = await repository.staffPage(
        search,
        query.pageSize,
        (query.page - 1) * query.pageSize,
        query.id,
      );
      return { rows: rows.map(toOpsItem), total, page: query.page, pageSize: query.pageSize };
    },

    /**
     * Writes an item's basic fields if nobody changed it since `version` was read (else 409, nothing
     * written). `record` (the audit step) runs in the same transaction with the changed fields. The
     * read cache is cleared and the item's search documents are rebuilt once it has committed.
     */
    async updateStaffItem(
      change: OpsItemUpdateRequest,
      record: (tx: Db, before: Record<string, unknown>, after: Record<string, unknown>) => Promise<void>,
    ): Promise<OpsItem> {
      const updated = await repository.transaction(async (tx) => {
        const current = await repository.staffItemForUpdate(tx, change.id);
        if (!current) throw new NotFound('api.staff.itemNotFound');
        if (current.version !== change.version) throw new Conflict('api.staff.staleItem');
        const before = toOpsItem(current);
        const { id: _id, version: _version, ...fields } = change;
        const next: OpsItem = { ...before, ...fields };
        const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter(
          (key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]),
        );
        if (changed.length === 0) return before;
        if (changed.includes('brandId') || changed.includes('categoryId')) {
          const known = await repository.placementKnown(tx, next.brandId, next.categoryId);
          throwUnlessPlaced(known);
        }
        next.version = await repository.updateStaffItem(tx, change.id, staffItemValues(next));
        if (changed.includes('zh')) await repository.setItemTranslation(tx, change.id, 'zh', next.zh);
        if (changed.includes('ar')) await repository.setItemTranslation(tx, change.id, 'ar', next.ar);
        await record(
          tx,
          Object.fromEntries(changed.map((key) => [key, before[key]])),
          Object.fromEntries(changed.map((key) => [key, next[key]])),
        );
        return next;
      });
      staffChanged();
      await search?.rebuild?.([change.id]);
      return updated;
    },
  };

  async function loadBatch(currencyId: number, lng: Language, flightId?: number): Promise<CatalogueBatch> {
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
      list({ listKind: 'newArrivals', flightId }, currency, BATCH_LIST_SIZE, lng),
      list({ listKind: 'all', flightId }, currency, BATCH_LIST_SIZE, lng),
      list({ listKind: 'specialOffers', flightId }, currency, BATCH_LIST_SIZE, lng),
      list({ listKind: 'travelExclusives', flightId }, currency, BATCH_LIST_SIZE, lng),
      list({ listKind: 'bestSellers', flightId }, currency, BATCH_LIST_SIZE, lng),
      list({ listKind: 'deals', flightId }, currency, BATCH_LIST_SIZE, lng),
      flightId === undefined ? [] : list({ listKind: 'all', flightId }, currency, ONBOARD_RANGE_LIMIT, lng),
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

  async function loadItems(query: GetItemsQuery, lng: Language): Promise<ItemsPage> {
    const currency = await masterData.currency(query.currencyId);
    const category =
      query.listKind === 'category' ? await repository.category(query.categoryId!, lng) : undefined;
    if (query.listKind === 'category' && !category) throw new NotFound();
    const filter: ListFilter = {
      listKind: query.listKind,
      categoryId: query.categoryId,
      isTopCategory: category?.isTop,
      brandId: query.brandId,
      collectionId: query.collectionId,
      flightId: query.flightId,
    };
    const title = category ? category.name : await repository.listTitle(filter, lng);
    if (title === undefined) throw new NotFound();
    await freshShownPrices();
    const read = (page: number) =>
      repository.page(
        filter,
        {
          sortBy: query.sortBy,
          sortOrder: query.sortOrder,
          limit: query.pageSize,
          offset: (page - 1) * query.pageSize,
        },
        now(),
        lng,
        itemFilters(query, currency.rateToUsd, query.flightId),
        query.withFacets ?? false,
      );
    let page = query.page;
    let { rows, total, facets } = await read(page);
    // A page past the end (an old link, a hand-typed address) shows the last one, and says so.
    if (servedPage(page, total, query.pageSize) !== page) {
      page = servedPage(page, total, query.pageSize);
      ({ rows, total, facets } = await read(page));
    }
    return {
      items: await toProducts(rows, currency, query.flightId, lng),
      totalCount: total,
      page,
      pageSize: query.pageSize,
      totalPages: Math.ceil(total / query.pageSize),
      title,
      ...(facets ? { facets } : {}),
    };
  }

  async function loadSearch(query: SearchItemsQuery, lng: Language): Promise<SearchPage> {
    if (!search) throw new Error('The catalogue was built without its search service');
    const currency = await masterData.currency(query.currencyId);
    const pageSize = query.suggest ? Math.min(query.pageSize, SUGGESTION_LIMIT) : query.pageSize;
    const locales = [...new Set([SEARCH_LOCALES.has(lng) ? lng : 'en', 'en'])];
    const filters = itemFilters(query, currency.rateToUsd, query.flightId);
    await freshShownPrices();
    // Suggestions need no total: skipping the count keeps them cheap on a large catalogue. While the
    // shopper types, the last word also stands for the longer words it starts.
    const plan = await search.plan(query.term, query.suggest);
    const read = (page: number) =>
      repository.search(plan, locales, pageSize, (page - 1) * pageSize, {
        count: !query.suggest,
        filters,
        withFacets: query.withFacets ?? false,
        lng,
        suggest: query.suggest,
        sort: { sortBy: query.sortBy, sortOrder: query.sortOrder },
      });
    let page = query.suggest ? 1 : query.page;
    let { rows, total, facets } = await read(page);
    // A page past the end shows the last one.
    if (!query.suggest && servedPage(page, total, pageSize) !== page) {
      page = servedPage(page, total, pageSize);
      ({ rows, total, facets } = await read(page));
    }
    const answer: SearchPage = {
      items: await toProducts(rows, currency, query.flightId, lng),
      totalCount: total,
      page,
      pageSize,
      totalPages: Math.ceil(total / pageSize),
      title: null,
      ...(facets ? { facets } : {}),
      didYouMean: null,
      fallback: null,
    };
    if (total > 0 || query.suggest || page > 1) return answer;

    // Nothing matched: offer the spelling the shopper probably meant, and its category's products.
    const meant = await search.didYouMean(query.term);
    if (!meant) return answer;
    const meantPlan = await search.plan(meant, false);
    const { rows: meantRows } = await repository.search(meantPlan, locales, 1, 0, {
      count: false,
      filters: { rate: currency.rateToUsd, flightId: query.flightId },
      lng,
    });
    const top = meantRows[0];
    if (!top) return answer;
    const { rows: categoryRows } = await repository.page(
      { listKind: 'category', categoryId: top.categoryId, flightId: query.flightId },
      { sortBy: 'ByPrice', sortOrder: 'DESC', limit: FALLBACK_ITEMS, offset: 0, count: false },
      now(),
      lng,
    );
    return {
      ...answer,
      didYouMean: meant,
      fallback: {
        categoryId: top.categoryId,
        categoryName: top.categoryName,
        items: await toProducts(categoryRows, currency, query.flightId, lng),
      },
    };
  }

  async function loadItem(
    id: number,
    currencyId: number,
    lng: Language,
    flightId?: number,
  ): Promise<Product> {
    const currency = await masterData.currency(currencyId);
    const [row] = await repository.byIds([id], lng);
    if (!row) throw new NotFound();
    const [product] = await toProducts([row], currency, flightId, lng);
    return product!;
  }

  /** Products in another currency (spec §7 GetItemDetail); unknown ids are left out. */
  async function itemDetails(
    itemIds: readonly number[],
    currencyId: number,
    flightId?: number,
    lng: Language = 'en',
  ): Promise<Product[]> {
    const currency = await masterData.currency(currencyId);
    const unique = [...new Set(itemIds)];
    const rows = await repository.byIds(unique, lng);
    const byId = new Map(rows.map((r) => [r.id, r] as const));
    return toProducts(
      unique.flatMap((id) => byId.get(id) ?? []),
      currency,
      flightId,
      lng,
    );
  }

  async function loadSimilar(
    categoryId: number,
    brandId: number | undefined,
    currentItemId: number,
    currencyId: number,
    lng: Language,
  ) {
    const currency = await masterData.currency(currencyId);
    await freshShownPrices();
    const rows = await repository.similar(categoryId, brandId, currentItemId, SIMILAR_ITEMS_LIMIT, lng);
    return toProducts(rows, currency, undefined, lng);
  }

  async function loadCollection(id: number, lng: Language) {
    const collection = await repository.collection(id, lng);
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

/** The columns of an item's staff-editable fields. */
export function staffItemValues(fields: OpsItemFields): StaffItemValues {
  return {
    name: fields.name,
    description: fields.description,
    basePriceMinor: toMinor(fields.price),
    quantity: fields.quantity,
    orderQuantity: fields.orderQuantity,
    active: fields.active,
    brandId: fields.brandId,
    categoryId: fields.categoryId,
    milesForRedeem: fields.milesForRedeem,
    milesForAccrual: fields.milesForAccrual,
    isTravelExclusive: fields.isTravelExclusive,
    youtubeUrl: fields.youtubeUrl,
  };
}

/** 400 with the field at fault when the brand is unknown or the category is not a child category. */
export function throwUnlessPlaced(known: { brand: boolean; category: boolean }) {
  if (known.brand && known.category) return;
  throw new BadRequest('api.staff.invalidItem', {
    ...(known.brand ? {} : { BrandId: ['api.staff.brandUnknown'] }),
    ...(known.category ? {} : { CategoryId: ['api.staff.categoryNotChild'] }),
  });
}

export function toOpsItem(row: StaffItemRow): OpsItem {
  const text = (name: string | null, description: string | null) =>
    name === null ? null : { name, description: description ?? '' };
  return {
    id: row.id,
    itemCode: row.itemCode,
    name: row.name,
    description: row.description,
    zh: text(row.zhName, row.zhDescription),
    ar: text(row.arName, row.arDescription),
    price: fromMinor(row.basePriceMinor),
    quantity: row.quantity,
    orderQuantity: row.orderQuantity,
    active: row.active,
    brandId: row.brandId,
    categoryId: row.categoryId,
    milesForRedeem: row.milesForRedeem,
    milesForAccrual: row.milesForAccrual,
    isTravelExclusive: row.isTravelExclusive,
    youtubeUrl: row.youtubeUrl,
    version: row.version,
    images: row.images.map(({ id, url, isDefault }) => ({ id, url, isDefault })),
  };
}
