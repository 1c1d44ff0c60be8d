import type { ItemsPage, ListKind, SortBy, SortOrder } from '@dfs/contract/catalogue';
import { api } from '@dfs/contract/paths';
import type { Language } from '@dfs/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { useCurrencyStore } from '../../../shared/currency-store';
import { currentLanguage } from '../../../shared/i18n';
import { filterQuery, type ListFilterState } from '../../../shared/list-filters';
import { keepPreviousOfRange, useOnboardFlightId } from '../../../shared/onboard-store';
import { useLanguage } from '../../../shared/use-language';

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
  /** With filters, the answer also carries the counts beside each filter choice. */
  filters?: ListFilterState;
}

/** One sorted page of a product list (GetItems). */
export async function getItems(
  request: ItemsRequest,
  currencyId: number,
  signal?: AbortSignal,
  language?: Language,
): Promise<ItemsPage> {
  const { filters, ...list } = request;
  return apiRequest<ItemsPage>(api.items, {
    query: { ...list, ...(filters ? filterQuery(filters) : {}), currencyId },
    signal,
    language,
  });
}

export const itemsQueryOptions = (
  request: ItemsRequest,
  currencyId: number,
  language: Language = currentLanguage(),
) =>
  queryOptions({
    queryKey: ['catalogue', 'items', { ...request, currencyId, language }],
    queryFn: ({ signal }) => getItems(request, currencyId, signal, language),
    // Paging and sorting keep the old page on screen until the new one arrives (of the same range).
    placeholderData: keepPreviousOfRange(request.flightId),
  });

export function useItems(request: ItemsRequest) {
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const flightId = useOnboardFlightId();
  return useQuery(itemsQueryOptions({ ...request, flightId }, currencyId, useLanguage()));
}
