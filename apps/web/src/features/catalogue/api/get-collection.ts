import type { CollectionResponse } from '@dfs/contract/catalogue';
import { api } from '@dfs/contract/paths';
import type { Language } from '@dfs/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api-client';
import { useCurrencyStore } from '../../../shared/currency-store';
import { currentLanguage } from '../../../shared/i18n';
import { useLanguage } from '../../../shared/use-language';

export type Collection = z.infer<typeof CollectionResponse>['collection'];

/** A collection's name and description (Collection/GetById). */
export async function getCollection(
  id: number,
  currencyId: number,
  signal?: AbortSignal,
  language?: Language,
): Promise<Collection> {
  const response = await apiRequest<CollectionResponse>(api.collectionById, {
    query: { id, currencyId },
    signal,
    language,
  });
  return response.collection;
}

export const collectionQueryOptions = (
  id: number,
  currencyId: number,
  language: Language = currentLanguage(),
) =>
  queryOptions({
    queryKey: ['catalogue', 'collection', { id, currencyId, language }],
    queryFn: ({ signal }) => getCollection(id, currencyId, signal, language),
  });

export function useCollection(id: number) {
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const language = useLanguage();
  return useQuery({
    ...collectionQueryOptions(id, currencyId, language),
    enabled: Number.isInteger(id) && id > 0,
  });
}
