import type { CurrenciesResponse, Currency } from '@dfs/contract/master-data';
import { api } from '@dfs/contract/paths';
import type { Language } from '@dfs/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { currentLanguage } from '../../../shared/i18n';
import { useLanguage } from '../../../shared/use-language';

export async function getCurrencies(language: Language, signal?: AbortSignal): Promise<Currency[]> {
  const response = await apiRequest<CurrenciesResponse>(api.currencies, { signal, language });
  return response.currenciesRes;
}

export const currenciesQueryOptions = (language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: ['catalogue', 'currencies', language],
    queryFn: ({ signal }) => getCurrencies(language, signal),
    staleTime: 60 * 60 * 1000,
  });

export function useCurrencies() {
  return useQuery(currenciesQueryOptions(useLanguage()));
}
