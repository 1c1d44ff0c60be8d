import { api } from '@dfs/contract/paths';
import type { OrderView } from '@dfs/contract/preorders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../shared/api-client';

/** One order for /confirmation: the owner's session, or the view token of the order's links. */
export function getOrderByCode(
  orderCode: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<OrderView> {
  return apiRequest<OrderView>(api.orderByCode, {
    query: { orderCode, ...(token ? { token } : {}) },
    signal,
  });
}

export const orderByCodeQueryOptions = (orderCode: string, token: string | null) =>
  queryOptions({
    queryKey: ['orders', 'byCode', orderCode, token],
    queryFn: ({ signal }) => getOrderByCode(orderCode, token, signal),
    retry: (count, error) => count < 1 && !(isApiError(error) && error.status < 500),
  });

export function useOrderByCode(orderCode: string | null, token: string | null) {
  return useQuery({ ...orderByCodeQueryOptions(orderCode ?? '', token), enabled: Boolean(orderCode) });
}
