import type { GetItemDetailResponse, Product } from '@dfs/contract/catalogue';
import { api } from '@dfs/contract/paths';
import type { Language } from '@dfs/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { currentLanguage } from '../../../shared/i18n';
import { useLanguage } from '../../../shared/use-language';

/** The request accepts at most 100 ids. */
const ITEM_DETAIL_BATCH = 100;

/** Products by id in a currency (GetItemDetail → availabilitiesRes); unknown ids are simply absent. */
export async function getItemDetail(
  itemIds: number[],
  currencyId: number,
  signal?: AbortSignal,
  flightId?: number,
  language?: Language,
): Promise<Product[]> {
  const batches: number[][] = [];
  for (let i = 0; i < itemIds.length; i += ITEM_DETAIL_BATCH)
    batches.push(itemIds.slice(i, i + ITEM_DETAIL_BATCH));
  const answers = await Promise.all(
    batches.map((ids) =>
      apiRequest<GetItemDetailResponse>(api.itemDetail, {
        body: { currencyId, itemIds: ids, ...(flightId ? { flightId } : {}) },
        signal,
        language,
      }),
    ),
  );
  return answers.flatMap((answer) => answer.availabilitiesRes);
}

export const itemDetailQueryOptions = (
  itemIds: number[],
  currencyId: number,
  language: Language = currentLanguage(),
) =>
  queryOptions({
    queryKey: ['cart', 'item-detail', currencyId, itemIds, language],
    queryFn: ({ signal }) => getItemDetail(itemIds, currencyId, signal, undefined, language),
    enabled: itemIds.length > 0,
  });

export function useItemDetail(itemIds: number[], currencyId: number) {
  return useQuery(itemDetailQueryOptions(itemIds, currencyId, useLanguage()));
}
