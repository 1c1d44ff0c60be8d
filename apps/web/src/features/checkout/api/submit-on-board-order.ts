import type { SubmitOnBoardOrderRequest } from '@dfs/contract/onboard';
import { api } from '@dfs/contract/paths';
import type { CreatePreOrderResponse } from '@dfs/contract/preorders';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/**
 * Places an on-board order from the flight's stock. As with pre-orders, the idempotency key names one
 * attempt, so a double click places one order.
 */
export function submitOnBoardOrder(
  request: SubmitOnBoardOrderRequest,
  idempotencyKey: string,
): Promise<CreatePreOrderResponse> {
  return apiRequest<CreatePreOrderResponse>(api.submitOnBoardOrder, {
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useSubmitOnBoardOrder() {
  return useMutation({
    mutationFn: ({
      request,
      idempotencyKey,
    }: {
      request: SubmitOnBoardOrderRequest;
      idempotencyKey: string;
    }) => submitOnBoardOrder(request, idempotencyKey),
  });
}
