import { directionOf } from '@dfs/i18n/languages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import type { ToasterProps } from 'sonner';
import { AddToCart } from '../features/cart/components/add-to-cart';
import { isApiError } from '../shared/api-client';
import { followCartInOtherTabs } from '../shared/cart-store';
import { followCurrencyInOtherTabs, useCurrencyStore } from '../shared/currency-store';
import { useExternalStore, usePageLive } from '../shared/external-store';
import {
  currentLanguage,
  followLanguageInOtherTabs,
  onLanguageChanged,
  useTranslation,
} from '../shared/i18n';
import { ProductActionsContext } from '../shared/product-actions';
import { toasterMounted, toasterWanted } from '../shared/toast';

// Toasts only follow user actions: the toaster loads with the first one (shared/toast.ts).
const Toaster = lazy(() =>
  import('sonner').then(({ Toaster: SonnerToaster }) => ({
    default: function MountedToaster(props: ToasterProps) {
      // Runs after sonner's own effect has subscribed to the toasts.
      useEffect(toasterMounted, []);
      return <SonnerToaster {...props} />;
    },
  })),
);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A refusal (4xx: not found, bad input) answers the same again: only failures are retried, once.
      queries: {
        staleTime: 60_000,
        retry: (failures, error) =>
          failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** Everything but the start-up tokens depends on the currency or the language. */
function refetchShopData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
}

/** A new currency or language changes prices, lists and server messages: refetch everything on screen. */
function useRefetchOnPreferenceChange(queryClient: QueryClient): void {
  useEffect(
    () =>
      useCurrencyStore.subscribe((state, previous) => {
        if (state.currencyId !== previous.currencyId) refetchShopData(queryClient);
      }),
    [queryClient],
  );
  useEffect(() => onLanguageChanged(() => refetchShopData(queryClient)), [queryClient]);
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useTranslation();
  const dir = directionOf(currentLanguage());
  useRefetchOnPreferenceChange(queryClient);
  // Tabs of the shop share the cart, the language and the currency: a choice in one shows in all.
  useEffect(followCartInOtherTabs, []);
  useEffect(followLanguageInOtherTabs, []);
  useEffect(followCurrencyInOtherTabs, []);
  const showToaster = useExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  // Set once the page is live (hydrated whole, or rendered here): a tap before that on a server-rendered
  // page may do nothing, so the journeys wait for it before they interact.
  const pageLive = usePageLive();
  useEffect(() => {
    if (pageLive) document.documentElement.dataset.live = 'true';
  }, [pageLive]);
  return (
    <QueryClientProvider client={queryClient}>
      <Direction.Provider dir={dir}>
        {/* The cart provides the add-to-cart controls that catalogue cards and pages render. */}
        <ProductActionsContext.Provider value={AddToCart}>{children}</ProductActionsContext.Provider>
        {showToaster && (
          <Suspense fallback={null}>
            <Toaster position="top-center" dir={dir} richColors closeButton />
          </Suspense>
        )}
      </Direction.Provider>
    </QueryClientProvider>
  );
}
