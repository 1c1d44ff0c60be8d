import { DEFAULT_CURRENCY_ID } from '@dfs/contract/defaults';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { readCookie, writeCookie } from './cookies';
import { createExpiringStorage } from './expiring-storage';
import { bindStore } from './external-store';
import { onStoredInOtherTab } from './other-tabs';

/** The server renders prices in this cookie's currency (`<id>.<code>`), so the page and the store agree. */
export const CURRENCY_COOKIE = 'dfs-currency';
const CURRENCY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function cookieCurrency(): { currencyId: number; currencyCode: string } | null {
  if (typeof document === 'undefined') return null;
  const match = /^(\d{1,9})\.([A-Z]{3})$/.exec(readCookie(CURRENCY_COOKIE) ?? '');
  return match ? { currencyId: Number(match[1]), currencyCode: match[2] as string } : null;
}

interface CurrencyState {
  currencyId: number;
  currencyCode: string;
  setCurrency: (currencyId: number, currencyCode: string) => void;
}

type PersistedCurrency = Pick<CurrencyState, 'currencyId' | 'currencyCode'>;

const CURRENCY_STORAGE_KEY = 'dfs-currency';

const currencyStore = createStore<CurrencyState>()(
  persist(
    (set) => ({
      currencyId: DEFAULT_CURRENCY_ID,
      currencyCode: 'USD',
      // The cookie the server read wins over the stored choice, so hydration sees the server's prices.
      ...cookieCurrency(),
      setCurrency: (currencyId, currencyCode) => {
        writeCookie(CURRENCY_COOKIE, `${currencyId}.${currencyCode}`, CURRENCY_COOKIE_MAX_AGE_S);
        set({ currencyId, currencyCode });
      },
    }),
    {
      name: CURRENCY_STORAGE_KEY,
      storage: createExpiringStorage<PersistedCurrency>(),
      partialize: ({ currencyId, currencyCode }) => ({ currencyId, currencyCode }),
      // A cookie (set by this store) is the newer choice than what storage holds.
      merge: (persisted, current) => (cookieCurrency() ? current : { ...current, ...(persisted as object) }),
    },
  ),
);

/**
 * The currency every price is shown in; sent as `currencyId` on every GET (spec §7). The server's
 * render reads the request's currency (set before each render), the browser's hydration the cookie's,
 * which the server rendered by, so the two agree.
 */
export const useCurrencyStore = bindStore(currencyStore);

/**
 * Follows a currency chosen in another tab or window: its store wrote storage and the cookie, which
 * holds the choice. Returns the unsubscribe function.
 */
export function followCurrencyInOtherTabs(): () => void {
  return onStoredInOtherTab(CURRENCY_STORAGE_KEY, () => {
    const chosen = cookieCurrency();
    if (chosen && chosen.currencyId !== currencyStore.getState().currencyId) currencyStore.setState(chosen);
  });
}
