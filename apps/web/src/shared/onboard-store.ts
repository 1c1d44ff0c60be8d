import type { PaxSector } from '@dfs/contract/onboard';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { createExpiringStorage } from './expiring-storage';
import { bindStore } from './external-store';

/** A flight sector read from a ticket number (spec §3, onboarding flight). */
export type OnboardFlight = PaxSector;

interface OnboardState {
  /** null: pre-order mode; set: on-boarding mode for this flight. */
  flightDetail: OnboardFlight | null;
  setFlightDetail: (flight: OnboardFlight | null) => void;
}

/**
 * On-boarding mode. It lives in shared/ because every product read (lists, search, product pages,
 * the cart) asks for the flight's range and stock while it is set; the onboard feature sets it.
 */
export const useOnboardStore = bindStore(
  createStore<OnboardState>()(
    persist(
      (set) => ({
        flightDetail: null,
        setFlightDetail: (flightDetail) => set({ flightDetail }),
      }),
      {
        name: 'dfs-onboard',
        storage: createExpiringStorage<Pick<OnboardState, 'flightDetail'>>(),
        partialize: ({ flightDetail }) => ({ flightDetail }),
      },
    ),
  ),
);

/** The flight whose range product reads are limited to; undefined in pre-order mode. */
export function useOnboardFlightId(): number | undefined {
  return useOnboardStore((s) => s.flightDetail?.id);
}
