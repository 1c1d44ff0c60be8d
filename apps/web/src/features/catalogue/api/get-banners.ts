import type { Banner, BannersResponse } from '@dfs/contract/master-data';
import { api } from '@dfs/contract/paths';
import type { Language } from '@dfs/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { currentLanguage } from '../../../shared/i18n';
import { useLanguage } from '../../../shared/use-language';

export async function getBanners(language: Language, signal?: AbortSignal): Promise<Banner[]> {
  const response = await apiRequest<BannersResponse>(api.banners, { signal, language });
  return response.bannerListRes;
}

/** The banners with their headline and art drawn in `language`. */
export const bannersQueryOptions = (language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: ['catalogue', 'banners', language],
    queryFn: ({ signal }) => getBanners(language, signal),
    staleTime: 10 * 60 * 1000,
    // A failed banner load simply shows no banners (spec §8).
    retry: false,
  });

export function useBanners() {
  return useQuery(bannersQueryOptions(useLanguage()));
}
