import { CatalogueBatch } from '@dfs/contract/catalogue';
import { api } from '@dfs/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { useCurrencyStore } from '../../../shared/currency-store';

/** The catalogue batch behind the home lists (spec §3), priced in the selected currency. */
export async function getPreOrderItems(currencyId: number, signal?: AbortSignal): Promise<CatalogueBatch> {
  return apiRequest(api.preOrderItems, { schema: CatalogueBatch, query: { currencyId }, signal });
}

export const preOrderItemsQueryOptions = (currencyId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'pre-order-items', { currencyId }],
    queryFn: ({ signal }) => getPreOrderItems(currencyId, signal),
  });

export function usePreOrderItems() {
  const currencyId = useCurrencyStore((s) => s.currencyId);
  return useQuery(preOrderItemsQueryOptions(currencyId));
}
