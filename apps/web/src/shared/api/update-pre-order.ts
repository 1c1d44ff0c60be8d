import { api } from '@dfs/contract/paths';
import type { OrderView, UpdatePreOrderRequest } from '@dfs/contract/preorders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** Changes the collecting details of a pre-order (spec §7: no status, payment or item fields). */
export function updatePreOrder(request: UpdatePreOrderRequest): Promise<OrderView> {
  return apiRequest<OrderView>(api.updatePreOrder, { body: request });
}

export function useUpdatePreOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePreOrder,
    // The order shows on its detail page, in the list and on /confirmation (by code): all refresh.
    onSuccess: (order) => {
      client.setQueryData(['orders', 'one', order.id], order);
      return client.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
