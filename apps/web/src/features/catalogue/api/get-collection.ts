import type { CollectionResponse } from '@dfs/contract/catalogue';
import { api } from '@dfs/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api-client';
import { useCurrencyStore } from '../../../shared/currency-store';

export type Collection = z.infer<typeof CollectionResponse>['collection'];

/** A collection's name and description (Collection/GetById). */
export async function getCollection(
  id: number,
  currencyId: number,
  signal?: AbortSignal,
): Promise<Collection> {
  const response = await apiRequest<CollectionResponse>(api.collectionById, {
    query: { id, currencyId },
    signal,
  });
  return response.collection;
}

export const collectionQueryOptions = (id: number, currencyId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'collection', { id, currencyId }],
    queryFn: ({ signal }) => getCollection(id, currencyId, signal),
  });

export function useCollection(id: number) {
  const currencyId = useCurrencyStore((s) => s.currencyId);
  return useQuery({ ...collectionQueryOptions(id, currencyId), enabled: Number.isInteger(id) && id > 0 });
}
