import type { CollectionsResponse } from '@dfs/contract/catalogue';
import { api } from '@dfs/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import type { Collection } from './get-collection';

/** Every collection, for the home page and the menus (Collection/GetAll). */
export async function getCollections(signal?: AbortSignal): Promise<Collection[]> {
  return (await apiRequest<CollectionsResponse>(api.collections, { signal })).collections;
}

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'collections'],
    queryFn: ({ signal }) => getCollections(signal),
    staleTime: 10 * 60_000,
  });

export function useCollections() {
  return useQuery(collectionsQueryOptions());
}
