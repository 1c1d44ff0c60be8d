import type { CategoriesResponse, Category } from '@dfs/contract/master-data';
import { api } from '@dfs/contract/paths';
import type { Language } from '@dfs/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { currentLanguage } from '../../../shared/i18n';
import { useLanguage } from '../../../shared/use-language';

/** Top-level categories with their children, named in `language` and sorted by name as it reads (spec §7). */
export async function getCategories(language: Language, signal?: AbortSignal): Promise<Category[]> {
  const response = await apiRequest<CategoriesResponse>(api.categories, {
    query: { categoryLevel: 1 },
    signal,
    language,
  });
  const collator = new Intl.Collator(language);
  return [...response.itemCategories].sort((a, b) => collator.compare(a.name, b.name));
}

export const categoriesQueryOptions = (language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: ['catalogue', 'categories', language],
    queryFn: ({ signal }) => getCategories(language, signal),
    staleTime: 10 * 60 * 1000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions(useLanguage()));
}

/** A category's English name: the one its address carries in every language (the sitemap's too). */
export function useEnglishCategoryName(id: number): string | undefined {
  const { data } = useQuery(categoriesQueryOptions('en'));
  return data?.flatMap((top) => [top, ...top.children]).find((c) => c.id === id)?.name;
}
