import { api } from '@dfs/contract/paths';
import type { PromoCodeResponse } from '@dfs/contract/pricing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { useCurrencyStore } from '../../../shared/currency-store';

/** A promo code's price list in the selected currency; status 0 means the code is not valid. */
export function getPromoCodePriceList(promoCode: string, signal?: AbortSignal): Promise<PromoCodeResponse> {
  return apiRequest<PromoCodeResponse>(api.priceListByPromoCode, {
    query: { PromoCode: promoCode },
    signal,
  });
}

export const promoCodePriceListQueryOptions = (promoCode: string, currencyId: number) =>
  queryOptions({
    queryKey: ['cart', 'promo-code', promoCode, currencyId],
    queryFn: ({ signal }) => getPromoCodePriceList(promoCode, signal),
    enabled: promoCode.length > 0,
  });

export function usePromoCodePriceList(promoCode: string) {
  const currencyId = useCurrencyStore((s) => s.currencyId);
  return useQuery(promoCodePriceListQueryOptions(promoCode, currencyId));
}
