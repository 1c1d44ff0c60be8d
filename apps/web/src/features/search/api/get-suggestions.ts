import type { ItemsPage, Product } from '@dfs/contract/catalogue';
import { SUGGESTION_LIMIT } from '@dfs/contract/defaults';
import { api } from '@dfs/contract/paths';
import type { Language } from '@dfs/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { useCurrencyStore } from '../../../shared/currency-store';
import { currentLanguage } from '../../../shared/i18n';
import { keepPreviousOfRange, useOnboardFlightId } from '../../../shared/onboard-store';
import { useLanguage } from '../../../shared/use-language';

/** Spec §5: suggestions only for a trimmed term longer than 1 character. */
export const SUGGESTION_MIN_LENGTH = 2;

export function wantsSuggestions(term: string): boolean {
  return term.trim().length >= SUGGESTION_MIN_LENGTH;
}

/** At most 5 products whose name contains the term (SearchItems with suggest=true). */
export async function getSuggestions(
  term: string,
  currencyId: number,
  flightId: number | undefined,
  signal?: AbortSignal,
  language?: Language,
): Promise<Product[]> {
  const response = await apiRequest<ItemsPage>(api.searchItems, {
    query: { term: term.trim(), suggest: true, currencyId, flightId },
    signal,
    language,
  });
  return response.items.slice(0, SUGGESTION_LIMIT);
}

export const suggestionsQueryOptions = (
  term: string,
  currencyId: number,
  flightId?: number,
  language: Language = currentLanguage(),
) =>
  queryOptions({
    queryKey: ['search', 'suggestions', { term: term.trim().toLowerCase(), currencyId, flightId, language }],
    queryFn: ({ signal }) => getSuggestions(term, currencyId, flightId, signal, language),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export function useSuggestions(term: string) {
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const flightId = useOnboardFlightId();
  const language = useLanguage();
  return useQuery({
    ...suggestionsQueryOptions(term, currencyId, flightId, language),
    enabled: wantsSuggestions(term),
    placeholderData: keepPreviousOfRange(flightId),
  });
}
