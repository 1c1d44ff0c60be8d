import { api } from '@dfs/contract/paths';
import type { InitiatePaymentRequest } from '@dfs/contract/payments';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/** Starts the card payment of an order awaiting it again: the same order, on a new payment page. */
export function initiatePayment(request: InitiatePaymentRequest): Promise<{ paymentRedirectUrl: string }> {
  return apiRequest<{ paymentRedirectUrl: string }>(api.initiatePayment, { body: request });
}

export function useInitiatePayment() {
  return useMutation({ mutationFn: initiatePayment });
}
