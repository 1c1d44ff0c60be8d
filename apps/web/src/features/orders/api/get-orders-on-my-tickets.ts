import { api } from '@dfs/contract/paths';
import type { OrdersOnMyTicketsResponse } from '@dfs/contract/preorders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/** Open pre-orders somebody else placed on the signed-in passenger's tickets. */
export function getOrdersOnMyTickets(signal?: AbortSignal): Promise<OrdersOnMyTicketsResponse> {
  return apiRequest<OrdersOnMyTicketsResponse>(api.ordersOnMyTickets, { signal });
}

// Under ['orders']: a cancel refreshes it with the customer's own lists.
export const ordersOnMyTicketsQueryOptions = () =>
  queryOptions({
    queryKey: ['orders', 'on-my-tickets'],
    queryFn: ({ signal }) => getOrdersOnMyTickets(signal),
  });

export function useOrdersOnMyTickets() {
  return useQuery(ordersOnMyTicketsQueryOptions());
}
