import type { Language } from '@dfs/i18n/languages';
import { useEffect } from 'react';
import { useCartStore } from '../../shared/cart-store';
import { useCurrencyStore } from '../../shared/currency-store';
import { currentLanguage, onLanguageChanged } from '../../shared/i18n';
import { useOnboardStore } from '../../shared/onboard-store';
import { getItemDetail } from './api/get-item-detail';

/**
 * Reads the cart's items again in a currency and language (GetItemDetail), with the flight's stock in
 * on-board mode, and drops the ones that no longer exist.
 * A newer change wins: an answer for a currency or language no longer selected is ignored.
 */
export async function refreshCartItems(
  currencyId: number,
  language: Language = currentLanguage(),
): Promise<void> {
  const ids = Object.values(useCartStore.getState().entries).map((entry) => entry.item.id);
  if (ids.length === 0) return;
  const flightId = useOnboardStore.getState().flightDetail?.id;
  const items = await getItemDetail(ids, currencyId, undefined, flightId, language);
  if (useCurrencyStore.getState().currencyId !== currencyId || currentLanguage() !== language) return;
  useCartStore.getState().replaceItems(items, ids, language);
}

function refreshQuietly(currencyId: number): void {
  // The cart page is priced by the server quote anyway; stale item data only affects the pop-up.
  refreshCartItems(currencyId).catch(() => undefined);
}

/**
 * Keeps the cart's item data in the selected currency and the interface language (names, brands): at
 * start and after every change of either (spec §4).
 */
export function useCartFollowsSelection(): void {
  useEffect(() => {
    const { currencyId, currencyCode } = useCurrencyStore.getState();
    const language = currentLanguage();
    const stale = Object.values(useCartStore.getState().entries).some(
      (entry) => entry.item.currency !== currencyCode || entry.language !== language,
    );
    if (stale) refreshQuietly(currencyId);
    const unsubscribeCurrency = useCurrencyStore.subscribe((state, previous) => {
      if (state.currencyId !== previous.currencyId) refreshQuietly(state.currencyId);
    });
    const unsubscribeLanguage = onLanguageChanged(() =>
      refreshQuietly(useCurrencyStore.getState().currencyId),
    );
    // Entering or leaving on-board mode changes what is in stock.
    const unsubscribeFlight = useOnboardStore.subscribe((state, previous) => {
      if (state.flightDetail?.id !== previous.flightDetail?.id)
        refreshQuietly(useCurrencyStore.getState().currencyId);
    });
    return () => {
      unsubscribeCurrency();
      unsubscribeLanguage();
      unsubscribeFlight();
    };
  }, []);
}
