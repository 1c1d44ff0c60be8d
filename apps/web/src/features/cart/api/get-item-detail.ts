import type { GetItemDetailResponse, Product } from '@dfs/contract/catalogue';
import { api } from '@dfs/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/** The request accepts at most 100 ids. */
const ITEM_DETAIL_BATCH = 100;

/** Products by id in a currency (GetItemDetail → availabilitiesRes); unknown ids are simply absent. */
export async function getItemDetail(
  itemIds: number[],
  currencyId: number,
  signal?: AbortSignal,
  flightId?: number,
): Promise<Product[]> {
  const batches: number[][] = [];
  for (let i = 0; i < itemIds.length; i += ITEM_DETAIL_BATCH)
    batches.push(itemIds.slice(i, i + ITEM_DETAIL_BATCH));
  const answers = await Promise.all(
    batches.map((ids) =>
      apiRequest<GetItemDetailResponse>(api.itemDetail, {
        body: { currencyId, itemIds: ids, ...(flightId ? { flightId } : {}) },
        signal,
      }),
    ),
  );
  return answers.flatMap((answer) => answer.availabilitiesRes);
}

export const itemDetailQueryOptions = (itemIds: number[], currencyId: number) =>
  queryOptions({
    queryKey: ['cart', 'item-detail', currencyId, itemIds],
    queryFn: ({ signal }) => getItemDetail(itemIds, currencyId, signal),
    enabled: itemIds.length > 0,
  });

export function useItemDetail(itemIds: number[], currencyId: number) {
  return useQuery(itemDetailQueryOptions(itemIds, currencyId));
}
