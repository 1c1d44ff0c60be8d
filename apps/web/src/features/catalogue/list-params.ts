import type { ListKind, SortBy, SortOrder } from '@dfs/contract/catalogue';
import { sortFields, sortOrders } from '@dfs/contract/defaults';
import { type ListFilterState, readListFilters } from '../../shared/list-filters';
import { listSortChoices } from '../../shared/sort-choices';
import type { ItemsRequest } from './api/get-items';

const isSortBy = (value: unknown): value is SortBy => sortFields.some((field) => field === value);
const isSortOrder = (value: unknown): value is SortOrder => sortOrders.some((order) => order === value);

export interface ListParams {
  page: number;
  sortBy: SortBy;
  sortOrder: SortOrder;
}

/** Spec §9: lists open sorted by price, dearest first. */
export const DEFAULT_LIST_PARAMS: ListParams = { page: 1, sortBy: 'ByPrice', sortOrder: 'DESC' };

/** The sort choices offered to shoppers, as `sortBy-sortOrder` values. */
export const sortChoices = listSortChoices;

export type SortChoice = (typeof sortChoices)[number]['value'];

/** The address parameters a list page reads for its page and order (the brands page reads `page`). */
export const listQueryParams = ['page', 'sortBy', 'sortOrder'] as const;

/** Reads page and sort from the address, falling back to the defaults for anything missing or invalid. */
export function readListParams(search: URLSearchParams): ListParams {
  const rawPage = Number(search.get('page'));
  const sortBy = search.get('sortBy');
  const sortOrder = search.get('sortOrder');
  return {
    page: Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : DEFAULT_LIST_PARAMS.page,
    sortBy: isSortBy(sortBy) ? sortBy : DEFAULT_LIST_PARAMS.sortBy,
    sortOrder: isSortOrder(sortOrder) ? sortOrder : DEFAULT_LIST_PARAMS.sortOrder,
  };
}

/** The address query of a list page; other parameters already there are kept. */
export function writeListParams(search: URLSearchParams, params: ListParams): string {
  const next = new URLSearchParams(search);
  next.set('page', String(params.page));
  next.set('sortBy', params.sortBy);
  next.set('sortOrder', params.sortOrder);
  return `?${next.toString()}`;
}

export function sortChoiceOf(params: Pick<ListParams, 'sortBy' | 'sortOrder'>): SortChoice {
  const value = `${params.sortBy}-${params.sortOrder}`;
  return sortChoices.find((choice) => choice.value === value)?.value ?? 'ByPrice-DESC';
}

export function paramsOfSortChoice(choice: string): Pick<ListParams, 'sortBy' | 'sortOrder'> {
  const [by, order] = choice.split('-');
  return {
    sortBy: isSortBy(by) ? by : DEFAULT_LIST_PARAMS.sortBy,
    sortOrder: isSortOrder(order) ? order : DEFAULT_LIST_PARAMS.sortOrder,
  };
}

/** What a product list shows: a kind of list, and for a category, brand or collection its id. */
export interface ListSource {
  listKind: ListKind;
  categoryId?: number;
  brandId?: number;
  collectionId?: number;
}

/** The list's GetItems request as its address asks for it: page, sort and filters from the query. */
export function listItemsRequest(
  source: ListSource,
  search: URLSearchParams,
): ItemsRequest & { filters: ListFilterState } {
  return { ...source, ...readListParams(search), filters: readListFilters(search) };
}

/** An id from the address: a positive 32-bit integer, or 0 (no list has it) for anything else. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
}
