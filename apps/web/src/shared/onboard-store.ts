import type { PaxSector } from '@dfs/contract/onboard';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { createExpiringStorage, PERSIST_TTL_MS } from './expiring-storage';
import { bindStore } from './external-store';

/** A flight sector read from a ticket number (spec §3, onboarding flight). */
export type OnboardFlight = PaxSector;

/**
 * Set (to the flight's id) while the traveller shops on board: the server then leaves every page to the
 * browser, which knows the flight, so no page is first drawn with the pre-order range (decision 045).
 */
export const ONBOARD_COOKIE = 'dfs-onboard';

interface OnboardState {
  /** null: pre-order mode; set: on-boarding mode for this flight. */
  flightDetail: OnboardFlight | null;
  setFlightDetail: (flight: OnboardFlight | null) => void;
}

/** Makes the cookie say what the store holds; it lasts as long as the stored flight. */
export function followFlightInCookie(flight: OnboardFlight | null): void {
  if (typeof document === 'undefined') return;
  const cookie = readCookie(ONBOARD_COOKIE);
  if (!flight) {
    if (cookie !== null) deleteCookie(ONBOARD_COOKIE);
  } else if (cookie !== String(flight.id)) {
    writeCookie(ONBOARD_COOKIE, String(flight.id), PERSIST_TTL_MS / 1000);
  }
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
        setFlightDetail: (flightDetail) => {
          followFlightInCookie(flightDetail);
          set({ flightDetail });
        },
      }),
      {
        name: 'dfs-onboard',
        storage: createExpiringStorage<Pick<OnboardState, 'flightDetail'>>(),
        partialize: ({ flightDetail }) => ({ flightDetail }),
        // A flight stored before the cookie existed, or a cookie left after the stored flight expired.
        onRehydrateStorage: () => (state) => followFlightInCookie(state?.flightDetail ?? null),
      },
    ),
  ),
);

/** The flight whose range product reads are limited to; undefined in pre-order mode. */
export function useOnboardFlightId(): number | undefined {
  return useOnboardStore((s) => s.flightDetail?.id);
}

/**
 * `placeholderData` for a product read of `flightId`'s range (undefined: the pre-order range): the last
 * answer stays on screen while the next one loads (another page, order or filter) only if it was read
 * for the same range; entering or leaving on-board mode shows the loading state instead, never items
 * the flight does not carry.
 */
export function keepPreviousOfRange(flightId: number | undefined) {
  return <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }): T | undefined => {
    const read = previousQuery?.queryKey.at(-1);
    const readFor =
      typeof read === 'object' && read !== null ? (read as { flightId?: unknown }).flightId : undefined;
    return readFor === flightId ? previous : undefined;
  };
}
