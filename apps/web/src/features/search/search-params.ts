import type { SortBy, SortOrder } from '@dfs/contract/catalogue';
import { SEARCH_TYPE_DEFAULT, sortFields, sortOrders } from '@dfs/contract/defaults';
import { searchSortChoices } from '../../shared/sort-choices';

/** The address parameters the results page reads (`searchTerm`: the name some older links use). */
export const searchQueryParams = ['term', 'searchTerm', 'type', 'page', 'sortBy', 'sortOrder'] as const;

export function searchResultsPath(term: string, type: number = SEARCH_TYPE_DEFAULT): string {
  const params = new URLSearchParams({ term, type: String(type) });
  return `/SearchResult?${params.toString()}`;
}

function readPositive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/** The results page's term, type and page from its address; `term` wins over `searchTerm`. */
export function readSearchParams(search: URLSearchParams): { term: string; type: number; page: number } {
  return {
    term: (search.get('term') ?? search.get('searchTerm') ?? '').trim(),
    type: readPositive(search.get('type'), SEARCH_TYPE_DEFAULT),
    page: readPositive(search.get('page'), 1),
  };
}

export interface SearchSort {
  sortBy: SortBy;
  sortOrder: SortOrder;
}

/** The order the shopper picked; relevance ('Default') when none or an unknown one is asked. */
export function readSearchSort(search: URLSearchParams): SearchSort {
  const value = `${search.get('sortBy')}-${search.get('sortOrder')}`;
  const choice = searchSortChoices.find((c) => c.value === value)?.value ?? 'Default-DESC';
  const [sortBy, sortOrder] = choice.split('-');
  return {
    sortBy: sortFields.find((f) => f === sortBy) ?? 'Default',
    sortOrder: sortOrders.find((o) => o === sortOrder) ?? 'DESC',
  };
}

/** The address with another order: back to the first page, relevance leaves the address clean. */
export function writeSearchSort(search: URLSearchParams, choice: string): URLSearchParams {
  const next = new URLSearchParams(search);
  const [sortBy, sortOrder] = choice.split('-');
  next.delete('page');
  if (sortBy === 'Default' || !sortBy || !sortOrder) {
    next.delete('sortBy');
    next.delete('sortOrder');
  } else {
    next.set('sortBy', sortBy);
    next.set('sortOrder', sortOrder);
  }
  return next;
}
