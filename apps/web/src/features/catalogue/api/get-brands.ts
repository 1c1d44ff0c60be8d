import type { Brand, BrandsResponse } from '@dfs/contract/master-data';
import { api } from '@dfs/contract/paths';
import type { Language } from '@dfs/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { currentLanguage } from '../../../shared/i18n';
import { useLanguage } from '../../../shared/use-language';

/** One collator for every sort: `localeCompare` with options builds one per comparison. */
const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** All brands, sorted by name (spec §7). */
export async function getBrands(language: Language, signal?: AbortSignal): Promise<Brand[]> {
  const response = await apiRequest<BrandsResponse>(api.brands, { signal, language });
  return [...response.brandsRes].sort((a, b) => byName.compare(a.name, b.name));
}

/** Brand names are the brands' own in every language; their descriptions come in `language`. */
export const brandsQueryOptions = (language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: ['catalogue', 'brands', language],
    queryFn: ({ signal }) => getBrands(language, signal),
    staleTime: 10 * 60 * 1000,
  });

export function useBrands() {
  return useQuery(brandsQueryOptions(useLanguage()));
}
