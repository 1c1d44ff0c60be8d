import type { ItemsPage, ListKind, SortBy, SortOrder } from '@dfs/contract/catalogue';
import { api } from '@dfs/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { useCurrencyStore } from '../../../shared/currency-store';
import { useOnboardFlightId } from '../../../shared/onboard-store';

export interface ItemsRequest {
  listKind: ListKind;
  categoryId?: number;
  brandId?: number;
  collectionId?: number;
  page: number;
  pageSize?: number;
  sortBy: SortBy;
  sortOrder: SortOrder;
  /** On-board mode: only what this flight carries. */
  flightId?: number | undefined;
}

/** One sorted page of a product list (GetItems). */
export async function getItems(
  request: ItemsRequest,
  currencyId: number,
  signal?: AbortSignal,
): Promise<ItemsPage> {
  return apiRequest<ItemsPage>(api.items, { query: { ...request, currencyId }, signal });
}

export const itemsQueryOptions = (request: ItemsRequest, currencyId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'items', { ...request, currencyId }],
    queryFn: ({ signal }) => getItems(request, currencyId, signal),
    // Paging and sorting keep the old page on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export function useItems(request: ItemsRequest) {
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const flightId = useOnboardFlightId();
  return useQuery(itemsQueryOptions({ ...request, flightId }, currencyId));
}
