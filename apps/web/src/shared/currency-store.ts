import { DEFAULT_CURRENCY_ID } from '@dfs/contract/defaults';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createExpiringStorage } from './expiring-storage';

interface CurrencyState {
  currencyId: number;
  currencyCode: string;
  setCurrency: (currencyId: number, currencyCode: string) => void;
}

type PersistedCurrency = Pick<CurrencyState, 'currencyId' | 'currencyCode'>;

/** The currency every price is shown in; sent as `currencyId` on every GET (spec §7). */
export const useCurrencyStore = create<CurrencyState>()(
  persist(
    (set) => ({
      currencyId: DEFAULT_CURRENCY_ID,
      currencyCode: 'USD',
      setCurrency: (currencyId, currencyCode) => set({ currencyId, currencyCode }),
    }),
    {
      name: 'dfs-currency',
      storage: createExpiringStorage<PersistedCurrency>(),
      partialize: ({ currencyId, currencyCode }) => ({ currencyId, currencyCode }),
    },
  ),
);
