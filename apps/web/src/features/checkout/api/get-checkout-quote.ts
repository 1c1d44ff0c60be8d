import { api } from '@dfs/contract/paths';
import type { CartQuoteRequest, CartQuoteResponse } from '@dfs/contract/pricing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/** The order summary priced by the server, from the ids and quantities the cart handed over. */
export function getCheckoutQuote(
  request: CartQuoteRequest,
  signal?: AbortSignal,
): Promise<CartQuoteResponse> {
  return apiRequest<CartQuoteResponse>(api.cartQuote, { body: request, signal });
}

export const checkoutQuoteQueryOptions = (request: CartQuoteRequest | null) =>
  queryOptions({
    queryKey: ['checkout', 'quote', request],
    queryFn: ({ signal }) => {
      if (!request) throw new Error('Nothing to price');
      return getCheckoutQuote(request, signal);
    },
    enabled: request !== null,
    staleTime: 0,
    retry: false,
  });

export function useCheckoutQuote(request: CartQuoteRequest | null) {
  return useQuery(checkoutQuoteQueryOptions(request));
}
