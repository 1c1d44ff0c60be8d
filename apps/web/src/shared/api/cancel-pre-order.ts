import { api } from '@dfs/contract/paths';
import type { CancelPreOrderRequest, OrderView } from '@dfs/contract/preorders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** Cancels a pre-order with a reason (spec §7); the server restocks and refunds. */
export function cancelPreOrder(request: CancelPreOrderRequest): Promise<OrderView> {
  return apiRequest<OrderView>(api.cancelPreOrder, { body: request });
}

export function useCancelPreOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelPreOrder,
    // The order shows on its detail page, in the list and on /confirmation (by code): all refresh.
    onSuccess: (order) => {
      client.setQueryData(['orders', 'one', order.id], order);
      return client.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
