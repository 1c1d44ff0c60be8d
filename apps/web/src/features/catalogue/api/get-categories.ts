import type { CategoriesResponse, Category } from '@dfs/contract/master-data';
import { api } from '@dfs/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** Top-level categories with their children, sorted by name (spec §7). */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const response = await apiRequest<CategoriesResponse>(api.categories, {
    query: { categoryLevel: 1 },
    signal,
  });
  return [...response.itemCategories].sort(byName);
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60 * 1000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
