import { useEffect } from 'react';
import { useCartStore } from '../../shared/cart-store';
import { useCurrencyStore } from '../../shared/currency-store';
import { useOnboardStore } from '../../shared/onboard-store';
import { getItemDetail } from './api/get-item-detail';

/**
 * Reads the cart's items again in a currency (GetItemDetail), with the flight's stock in on-board
 * mode, and drops the ones that no longer exist.
 * A newer currency change wins: an answer for a currency no longer selected is ignored.
 */
export async function refreshCartItems(currencyId: number): Promise<void> {
  const ids = Object.values(useCartStore.getState().entries).map((entry) => entry.item.id);
  if (ids.length === 0) return;
  const items = await getItemDetail(ids, currencyId, undefined, useOnboardStore.getState().flightDetail?.id);
  if (useCurrencyStore.getState().currencyId !== currencyId) return;
  useCartStore.getState().replaceItems(items, ids);
}

function refreshQuietly(currencyId: number): void {
  // The cart page is priced by the server quote anyway; stale item data only affects the pop-up.
  refreshCartItems(currencyId).catch(() => undefined);
}

/** Keeps the cart's item data in the selected currency: at start and after every currency change (spec §4). */
export function useCartFollowsCurrency(): void {
  useEffect(() => {
    const { currencyId, currencyCode } = useCurrencyStore.getState();
    const stale = Object.values(useCartStore.getState().entries).some(
      (entry) => entry.item.currency !== currencyCode,
    );
    if (stale) refreshQuietly(currencyId);
    const unsubscribeCurrency = useCurrencyStore.subscribe((state, previous) => {
      if (state.currencyId !== previous.currencyId) refreshQuietly(state.currencyId);
    });
    // Entering or leaving on-board mode changes what is in stock.
    const unsubscribeFlight = useOnboardStore.subscribe((state, previous) => {
      if (state.flightDetail?.id !== previous.flightDetail?.id)
        refreshQuietly(useCurrencyStore.getState().currencyId);
    });
    return () => {
      unsubscribeCurrency();
      unsubscribeFlight();
    };
  }, []);
}
