import { api } from '@dfs/contract/paths';
import type { PromoCodeResponse } from '@dfs/contract/pricing';
import type { Language } from '@dfs/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { useCurrencyStore } from '../../../shared/currency-store';
import { currentLanguage } from '../../../shared/i18n';
import { useLanguage } from '../../../shared/use-language';

/** A promo code's price list in the selected currency; status 0 means the code is not valid. */
export function getPromoCodePriceList(
  promoCode: string,
  signal?: AbortSignal,
  language?: Language,
): Promise<PromoCodeResponse> {
  return apiRequest<PromoCodeResponse>(api.priceListByPromoCode, {
    query: { PromoCode: promoCode },
    signal,
    language,
  });
}

/** The promotion's display name comes in `language`. */
export const promoCodePriceListQueryOptions = (
  promoCode: string,
  currencyId: number,
  language: Language = currentLanguage(),
) =>
  queryOptions({
    queryKey: ['cart', 'promo-code', promoCode, currencyId, language],
    queryFn: ({ signal }) => getPromoCodePriceList(promoCode, signal, language),
    enabled: promoCode.length > 0,
  });

export function usePromoCodePriceList(promoCode: string) {
  const currencyId = useCurrencyStore((s) => s.currencyId);
  return useQuery(promoCodePriceListQueryOptions(promoCode, currencyId, useLanguage()));
}
