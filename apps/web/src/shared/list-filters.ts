import { convertPriceRange, isPriceRangeInverted } from '@dfs/domain/price-range';

/**
 * The filters of a product list or search result, kept in the address (issue 19 point 4):
 * `brand=3,7&category=12&minPrice=50&maxPrice=200&onOffer=1&exclusive=1&inStock=1`.
 */
export interface ListFilterState {
  brandIds: number[];
  categoryIds: number[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  onOffer: boolean;
  travelExclusive: boolean;
  inStock: boolean;
}

/** The address parameters the filters are kept in. */
export const listFilterParams = [
  'brand',
  'category',
  'minPrice',
  'maxPrice',
  'onOffer',
  'exclusive',
  'inStock',
] as const;

/** At most this many ids of one kind travel in the address (the API takes 50). */
const MAX_IDS = 50;

const ids = (value: string | null) =>
  [...new Set((value ?? '').split(',').map(Number))]
    .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647)
    .slice(0, MAX_IDS);

const amount = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 && number <= 100_000_000 ? number : undefined;
};

/** Reads the filters from the address; anything malformed is left out. */
export function readListFilters(search: URLSearchParams): ListFilterState {
  return {
    brandIds: ids(search.get('brand')),
    categoryIds: ids(search.get('category')),
    minPrice: amount(search.get('minPrice')),
    maxPrice: amount(search.get('maxPrice')),
    onOffer: search.get('onOffer') === '1',
    travelExclusive: search.get('exclusive') === '1',
    inStock: search.get('inStock') === '1',
  };
}

/** The address query with these filters (others kept); a change of filters goes back to page 1. */
export function writeListFilters(search: URLSearchParams, filters: ListFilterState): string {
  const next = new URLSearchParams(search);
  const set = (name: string, value: string | undefined) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  set('brand', filters.brandIds.join(','));
  set('category', filters.categoryIds.join(','));
  set('minPrice', filters.minPrice === undefined ? undefined : String(filters.minPrice));
  set('maxPrice', filters.maxPrice === undefined ? undefined : String(filters.maxPrice));
  set('onOffer', filters.onOffer ? '1' : undefined);
  set('exclusive', filters.travelExclusive ? '1' : undefined);
  set('inStock', filters.inStock ? '1' : undefined);
  next.delete('page');
  return `?${next.toString()}`;
}

/** How many filters are on. */
export function activeFilterCount(filters: ListFilterState): number {
  return (
    filters.brandIds.length +
    filters.categoryIds.length +
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0) +
    Number(filters.onOffer) +
    Number(filters.travelExclusive) +
    Number(filters.inStock)
  );
}

export const noFilters: ListFilterState = {
  brandIds: [],
  categoryIds: [],
  onOffer: false,
  travelExclusive: false,
  inStock: false,
};

/** The API's query fields for these filters (always asking for the counts beside each choice). */
export function filterQuery(filters: ListFilterState): Record<string, string> {
  const query: Record<string, string> = { withFacets: 'true' };
  if (filters.brandIds.length) query.brandIds = filters.brandIds.join(',');
  if (filters.categoryIds.length) query.categoryIds = filters.categoryIds.join(',');
  // An inverted range (typed into the address) is refused by the API: the list shows without it,
  // and the price fields say why (see `hasImpossiblePriceRange`).
  if (!hasImpossiblePriceRange(filters)) {
    if (filters.minPrice !== undefined) query.minPrice = String(filters.minPrice);
    if (filters.maxPrice !== undefined) query.maxPrice = String(filters.maxPrice);
  }
  if (filters.onOffer) query.onOffer = 'true';
  if (filters.travelExclusive) query.travelExclusive = 'true';
  if (filters.inStock) query.inStock = 'true';
  return query;
}

/** Whether the price range can match nothing: its lowest price is above its highest. */
export function hasImpossiblePriceRange(filters: Pick<ListFilterState, 'minPrice' | 'maxPrice'>): boolean {
  return isPriceRangeInverted({ min: filters.minPrice, max: filters.maxPrice });
}

/**
 * The address query with its price range moved to another currency (from each currency's units per
 * US dollar), or null when it has no price range: the same products stay listed after a switch.
 */
export function convertListPriceFilters(
  search: URLSearchParams,
  fromRateToUsd: number,
  toRateToUsd: number,
): string | null {
  const filters = readListFilters(search);
  if (filters.minPrice === undefined && filters.maxPrice === undefined) return null;
  const { min, max } = convertPriceRange(
    { min: filters.minPrice, max: filters.maxPrice },
    fromRateToUsd,
    toRateToUsd,
  );
  return writeListFilters(search, { ...filters, minPrice: min, maxPrice: max });
}
