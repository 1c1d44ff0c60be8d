import type { Banner, BannersResponse } from '@dfs/contract/master-data';
import { api } from '@dfs/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const response = await apiRequest<BannersResponse>(api.banners, { signal });
  return response.bannerListRes;
}

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'banners'],
    queryFn: ({ signal }) => getBanners(signal),
    staleTime: 10 * 60 * 1000,
    // A failed banner load simply shows no banners (spec §8).
    retry: false,
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
