import { api } from '@dfs/contract/paths';
import type { CartQuoteRequest, CartQuoteResponse } from '@dfs/contract/pricing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../shared/api-client';

/** Reprices the selected lines on the server from ids and quantities (never prices). */
export function getCartQuote(request: CartQuoteRequest, signal?: AbortSignal): Promise<CartQuoteResponse> {
  return apiRequest<CartQuoteResponse>(api.cartQuote, { body: request, signal });
}

export const cartQuoteQueryOptions = (request: CartQuoteRequest | null) =>
  queryOptions({
    queryKey: ['cart', 'quote', request],
    queryFn: ({ signal }) => {
      if (!request) throw new Error('Nothing to price');
      return getCartQuote(request, signal);
    },
    enabled: request !== null,
    // Prices follow stock and offers: always reprice when the cart is shown, keep the last quote on screen meanwhile.
    staleTime: 0,
    placeholderData: keepPreviousData,
    // A refused quote (invalid promo code, withdrawn item) is handled by the caller, not retried.
    retry: (failureCount, error) =>
      failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });

export function useCartQuote(request: CartQuoteRequest | null) {
  return useQuery(cartQuoteQueryOptions(request));
}
