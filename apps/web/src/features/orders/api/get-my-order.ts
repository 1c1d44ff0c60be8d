import { api } from '@dfs/contract/paths';
import type { OrderView } from '@dfs/contract/preorders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../shared/api-client';

/** One of the signed-in customer's orders (404 for anybody else's). */
export function getMyOrder(id: number, signal?: AbortSignal): Promise<OrderView> {
  return apiRequest<OrderView>(api.myOrderById, { query: { id }, signal });
}

export const myOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'one', id],
    queryFn: ({ signal }) => getMyOrder(id, signal),
    retry: (count, error) => count < 1 && !(isApiError(error) && error.status < 500),
  });

export function useMyOrder(id: number, enabled: boolean) {
  return useQuery({ ...myOrderQueryOptions(id), enabled });
}
