import type { SearchPage, SortBy, SortOrder } from '@dfs/contract/catalogue';
import { api } from '@dfs/contract/paths';
import type { Language } from '@dfs/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { useCurrencyStore } from '../../../shared/currency-store';
import { currentLanguage } from '../../../shared/i18n';
import { filterQuery, type ListFilterState } from '../../../shared/list-filters';
import { keepPreviousOfRange, useOnboardFlightId } from '../../../shared/onboard-store';
import { useLanguage } from '../../../shared/use-language';

export interface SearchRequest {
  term: string;
  type: number;
  page: number;
  /** Relevance ('Default', the API's default) unless the shopper picked an order. */
  sortBy?: SortBy;
  sortOrder?: SortOrder;
  /** On-board mode: only what this flight carries. */
  flightId?: number | undefined;
  filters?: ListFilterState;
}

/** One page of ranked search results (SearchItems), with the counts beside each filter choice. */
export async function searchItems(
  request: SearchRequest,
  currencyId: number,
  signal?: AbortSignal,
  language?: Language,
): Promise<SearchPage> {
  const { filters, ...search } = request;
  return apiRequest<SearchPage>(api.searchItems, {
    query: { ...search, ...(filters ? filterQuery(filters) : {}), currencyId },
    signal,
    language,
  });
}

export const searchItemsQueryOptions = (
  request: SearchRequest,
  currencyId: number,
  language: Language = currentLanguage(),
) =>
  queryOptions({
    queryKey: ['search', 'items', { ...request, currencyId, language }],
    queryFn: ({ signal }) => searchItems(request, currencyId, signal, language),
    placeholderData: keepPreviousOfRange(request.flightId),
  });

export function useSearchItems(request: SearchRequest) {
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const flightId = useOnboardFlightId();
  const language = useLanguage();
  return useQuery({
    ...searchItemsQueryOptions({ ...request, flightId }, currencyId, language),
    enabled: request.term.trim().length > 0,
  });
}
