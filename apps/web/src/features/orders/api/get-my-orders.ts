import { MY_ORDERS_PAGE_SIZE } from '@dfs/contract/defaults';
import { api } from '@dfs/contract/paths';
import type { MyOrdersResponse } from '@dfs/contract/preorders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/** The signed-in customer's pre-orders, newest first (spec §7 GetMyOrders). */
export function getMyOrders(page: number, signal?: AbortSignal): Promise<MyOrdersResponse> {
  return apiRequest<MyOrdersResponse>(api.myOrders, {
    query: { page, pageSize: MY_ORDERS_PAGE_SIZE },
    signal,
  });
}

export const myOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['orders', 'mine', page],
    queryFn: ({ signal }) => getMyOrders(page, signal),
    placeholderData: keepPreviousData,
  });

export function useMyOrders(page: number, enabled: boolean) {
  return useQuery({ ...myOrdersQueryOptions(page), enabled });
}
