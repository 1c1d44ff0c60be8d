import type { CatalogueBatch, GetItemsQuery, ItemsPage, ListFilters } from '@dfs/contract/catalogue';
import { toMinor } from '@dfs/domain/money';
import { servedPage } from '@dfs/domain/pagination';
import type { Language } from '@dfs/i18n/languages';
import { NotFound } from '../../errors';
import type { ItemFilters, ListFilter } from './catalogue.repository';
import type { CatalogueContext } from './catalogue-context';
import type { Currency } from './products';

/** How many products each list of the catalogue batch carries (the home page shows 4 at a time). */
export const BATCH_LIST_SIZE = 16;
/** The whole on-board range of one flight fits in one list (a cart carries about 60 lines). */
export const ONBOARD_RANGE_LIMIT = 100;

/** The request's filters in the repository's terms: prices in minor units of the request's currency. */
export function requestFilters(query: ListFilters, rate: number, flightId: number | undefined): ItemFilters {
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

/** The storefront's lists: the home page's batch, the on-board batch and one list's pages. */
export function storefrontLists(ctx: CatalogueContext) {
  const { repository, masterData, now, cache, freshShownPrices, toProducts } = ctx;

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
        requestFilters(query, currency.rateToUsd, query.flightId),
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

  return {
    /** The catalogue batch of the home page and the header (spec §3). */
    preOrderItems(currencyId: number, lng: Language = 'en'): Promise<CatalogueBatch> {
      return cache.get(`batch:${lng}:${currencyId}`, () => loadBatch(currencyId, lng));
    },

    /** One page of a list, sorted as asked; an unknown category, brand or collection is a 404. */
    items(query: GetItemsQuery, lng: Language = 'en'): Promise<ItemsPage> {
      return cache.get(`items:${lng}:${JSON.stringify(query)}`, () => loadItems(query, lng));
    },

    /** The on-board batch: the same lists, holding only what the flight carries, with its stock. */
    onboardItems(flightId: number, currencyId: number, lng: Language = 'en'): Promise<CatalogueBatch> {
      return cache.get(`onboard:${lng}:${flightId}:${currencyId}`, () =>
        loadBatch(currencyId, lng, flightId),
      );
    },
  };
}
