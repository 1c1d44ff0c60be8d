import { api } from '@dfs/contract/paths';
import type { MoveToFlightRequest, OrderView } from '@dfs/contract/preorders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** Moves an order whose flight was cancelled to another sector of its ticket. */
export function moveToFlight(request: MoveToFlightRequest): Promise<OrderView> {
  return apiRequest<OrderView>(api.moveToFlight, { body: request });
}

export function useMoveToFlight() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveToFlight,
    onSuccess: (order) => {
      client.setQueryData(['orders', 'one', order.id], order);
      return client.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
