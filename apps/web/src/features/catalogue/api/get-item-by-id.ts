import type { ItemByIdResponse, Product } from '@dfs/contract/catalogue';
import { api } from '@dfs/contract/paths';
import type { Language } from '@dfs/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../shared/api-client';
import { useCurrencyStore } from '../../../shared/currency-store';
import { currentLanguage } from '../../../shared/i18n';
import { useOnboardFlightId } from '../../../shared/onboard-store';
import { useLanguage } from '../../../shared/use-language';

/** One product by id (Item/GetById); an unknown id answers 404. */
export async function getItemById(
  id: number,
  currencyId: number,
  flightId: number | undefined,
  signal?: AbortSignal,
  language?: Language,
): Promise<Product> {
  const response = await apiRequest<ItemByIdResponse>(api.itemById, {
    query: { id, currencyId, flightId },
    signal,
    language,
  });
  return response.item;
}

export const itemByIdQueryOptions = (
  id: number,
  currencyId: number,
  flightId?: number,
  language: Language = currentLanguage(),
) =>
  queryOptions({
    queryKey: ['catalogue', 'item', { id, currencyId, flightId, language }],
    queryFn: ({ signal }) => getItemById(id, currencyId, flightId, signal, language),
    // A 404 will not change on retry; other failures get one more try.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });

export function useItemById(id: number) {
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const flightId = useOnboardFlightId();
  const language = useLanguage();
  return useQuery({
    ...itemByIdQueryOptions(id, currencyId, flightId, language),
    enabled: Number.isInteger(id) && id > 0,
  });
}
