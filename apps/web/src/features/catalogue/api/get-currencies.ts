import type { CurrenciesResponse, Currency } from '@dfs/contract/master-data';
import { api } from '@dfs/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

export async function getCurrencies(signal?: AbortSignal): Promise<Currency[]> {
  const response = await apiRequest<CurrenciesResponse>(api.currencies, { signal });
  return response.currenciesRes;
}

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'currencies'],
    queryFn: ({ signal }) => getCurrencies(signal),
    staleTime: 60 * 60 * 1000,
  });

export function useCurrencies() {
  return useQuery(currenciesQueryOptions());
}
