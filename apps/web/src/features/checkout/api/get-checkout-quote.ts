import { api } from '@dfs/contract/paths';
import type { CartQuoteRequest, CartQuoteResponse } from '@dfs/contract/pricing';
import type { Language } from '@dfs/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { currentLanguage } from '../../../shared/i18n';
import { useLanguage } from '../../../shared/use-language';

/** The order summary priced by the server, from the ids and quantities the cart handed over. */
export function getCheckoutQuote(
  request: CartQuoteRequest,
  signal?: AbortSignal,
  language?: Language,
): Promise<CartQuoteResponse> {
  return apiRequest<CartQuoteResponse>(api.cartQuote, { body: request, signal, language });
}

export const checkoutQuoteQueryOptions = (
  request: CartQuoteRequest | null,
  language: Language = currentLanguage(),
) =>
  queryOptions({
    queryKey: ['checkout', 'quote', request, language],
    queryFn: ({ signal }) => {
      if (!request) throw new Error('Nothing to price');
      return getCheckoutQuote(request, signal, language);
    },
    enabled: request !== null,
    staleTime: 0,
    retry: false,
  });

export function useCheckoutQuote(request: CartQuoteRequest | null) {
  return useQuery(checkoutQuoteQueryOptions(request, useLanguage()));
}
