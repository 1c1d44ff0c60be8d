import type { Brand, BrandsResponse } from '@dfs/contract/master-data';
import { api } from '@dfs/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/** All brands, sorted by name (spec §7). */
export async function getBrands(signal?: AbortSignal): Promise<Brand[]> {
  const response = await apiRequest<BrandsResponse>(api.brands, { signal });
  return [...response.brandsRes].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'brands'],
    queryFn: ({ signal }) => getBrands(signal),
    staleTime: 10 * 60 * 1000,
  });

export function useBrands() {
  return useQuery(brandsQueryOptions());
}
