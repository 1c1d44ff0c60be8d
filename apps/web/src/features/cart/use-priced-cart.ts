import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { isApiError } from '../../shared/api-client';
import { quoteRequestFor, useCartStore } from '../../shared/cart-store';
import { useCurrencyStore } from '../../shared/currency-store';
import { useOnboardFlightId } from '../../shared/onboard-store';
import { useCartQuote } from './api/get-cart-quote';
import { promoCodePriceListQueryOptions } from './api/get-promo-code-price-list';
import { refreshCartItems } from './refresh-cart-items';

/**
 * The server's quote of the selected lines in the selected currency, with the cart's promo code.
 * A refusal (422) means either the promo code is not valid, and it is dropped with a message, or an
 * item was withdrawn, and the items are read again (which drops it).
 */
export function usePricedCart(enabled = true) {
  const queryClient = useQueryClient();
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const entries = useCartStore((s) => s.entries);
  const promoCode = useCartStore((s) => s.promoCode);
  const flightId = useOnboardFlightId();
  const request = useMemo(
    () => (enabled ? quoteRequestFor({ entries, promoCode }, currencyId, flightId) : null),
    [enabled, entries, promoCode, currencyId, flightId],
  );
  const query = useCartQuote(request);
  const { error } = query;

  useEffect(() => {
    if (!request || !isApiError(error) || error.status !== 422) return;
    const code = request.promoCode;
    const recover = async () => {
      if (code) {
        const answer = await queryClient.fetchQuery(promoCodePriceListQueryOptions(code, request.currencyId));
        if (answer.status === 0) {
          useCartStore.getState().rejectPromoCode(code);
          return;
        }
      }
      await refreshCartItems(request.currencyId);
    };
    recover().catch(() => undefined);
  }, [error, request, queryClient]);

  // With nothing selected there is no quote, not even the previous one kept as a placeholder.
  return { request, quote: request ? query.data : undefined, query };
}
