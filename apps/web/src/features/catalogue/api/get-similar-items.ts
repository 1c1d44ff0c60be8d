import type { Product, SimilarItemsResponse } from '@dfs/contract/catalogue';
import { api } from '@dfs/contract/paths';
import type { Language } from '@dfs/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { useCurrencyStore } from '../../../shared/currency-store';
import { currentLanguage } from '../../../shared/i18n';
import { useLanguage } from '../../../shared/use-language';

export interface SimilarItemsRequest {
  itemCategoryId: number;
  brandId: number;
  currentItemId: number;
}

/** Products related to the one on screen (GetSimilarItems, privilege PreOrder-GetSimilarItems). */
export async function getSimilarItems(
  request: SimilarItemsRequest,
  currencyId: number,
  signal?: AbortSignal,
  language?: Language,
): Promise<Product[]> {
  const response = await apiRequest<SimilarItemsResponse>(api.similarItems, {
    query: {
      ItemCategoryId: request.itemCategoryId,
      BrandId: request.brandId > 0 ? request.brandId : undefined,
      CurrentItemId: request.currentItemId,
      currencyId,
    },
    signal,
    language,
  });
  return response.similarItems;
}

export const similarItemsQueryOptions = (
  request: SimilarItemsRequest,
  currencyId: number,
  language: Language = currentLanguage(),
) =>
  queryOptions({
    queryKey: ['catalogue', 'similar-items', { ...request, currencyId, language }],
    queryFn: ({ signal }) => getSimilarItems(request, currencyId, signal, language),
    // A failed related-products load leaves the list empty (spec §8).
    retry: false,
  });

export function useSimilarItems(request: SimilarItemsRequest | null) {
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const language = useLanguage();
  const fallback = { itemCategoryId: 0, brandId: 0, currentItemId: 0 };
  return useQuery({
    ...similarItemsQueryOptions(request ?? fallback, currencyId, language),
    enabled: request !== null,
  });
}
