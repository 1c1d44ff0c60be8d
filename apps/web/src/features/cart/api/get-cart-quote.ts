import { api } from '@dfs/contract/paths';
import type { CartQuoteRequest, CartQuoteResponse } from '@dfs/contract/pricing';
import type { Language } from '@dfs/i18n/languages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../shared/api-client';
import { currentLanguage } from '../../../shared/i18n';
import { useLanguage } from '../../../shared/use-language';

/** Reprices the selected lines on the server from ids and quantities (never prices). */
export function getCartQuote(
  request: CartQuoteRequest,
  signal?: AbortSignal,
  language?: Language,
): Promise<CartQuoteResponse> {
  return apiRequest<CartQuoteResponse>(api.cartQuote, { body: request, signal, language });
}

/** Line names come in `language`. */
export const cartQuoteQueryOptions = (
  request: CartQuoteRequest | null,
  language: Language = currentLanguage(),
) =>
  queryOptions({
    queryKey: ['cart', 'quote', request, language],
    queryFn: ({ signal }) => {
      if (!request) throw new Error('Nothing to price');
      return getCartQuote(request, signal, language);
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
  return useQuery(cartQuoteQueryOptions(request, useLanguage()));
}
