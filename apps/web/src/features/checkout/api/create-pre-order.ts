import { api } from '@dfs/contract/paths';
import type { CreatePreOrderRequest, CreatePreOrderResponse } from '@dfs/contract/preorders';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/**
 * Places the pre-order. The idempotency key names one attempt: a double click or a retry of the same
 * attempt sends the same key, so the server places one order.
 */
export function createPreOrder(
  request: CreatePreOrderRequest,
  idempotencyKey: string,
): Promise<CreatePreOrderResponse> {
  return apiRequest<CreatePreOrderResponse>(api.createPreOrder, {
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreatePreOrder() {
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: CreatePreOrderRequest; idempotencyKey: string }) =>
      createPreOrder(request, idempotencyKey),
  });
}
