import type { ItemsPage } from '@dfs/contract/catalogue';
import { api } from '@dfs/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { useCurrencyStore } from '../../../shared/currency-store';
import { useOnboardFlightId } from '../../../shared/onboard-store';

export interface SearchRequest {
  term: string;
  type: number;
  page: number;
  /** On-board mode: only what this flight carries. */
  flightId?: number | undefined;
}

/** One page of search results (SearchItems). */
export async function searchItems(
  request: SearchRequest,
  currencyId: number,
  signal?: AbortSignal,
): Promise<ItemsPage> {
  return apiRequest<ItemsPage>(api.searchItems, { query: { ...request, currencyId }, signal });
}

export const searchItemsQueryOptions = (request: SearchRequest, currencyId: number) =>
  queryOptions({
    queryKey: ['search', 'items', { ...request, currencyId }],
    queryFn: ({ signal }) => searchItems(request, currencyId, signal),
    placeholderData: keepPreviousData,
  });

export function useSearchItems(request: SearchRequest) {
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const flightId = useOnboardFlightId();
  return useQuery({
    ...searchItemsQueryOptions({ ...request, flightId }, currencyId),
    enabled: request.term.trim().length > 0,
  });
}
