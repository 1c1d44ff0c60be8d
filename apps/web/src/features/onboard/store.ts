import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createExpiringStorage } from '../../shared/expiring-storage';

/** A flight sector read from a ticket number (spec §3, onboarding flight). */
export interface OnboardFlight {
  id: number;
  flightNumber: string;
  origin: string;
  originAirport: string;
  destination: string;
  destinationAirport: string;
  departureDate: string;
  ticketNumber: string;
}

interface OnboardState {
  /** null: pre-order mode; set: on-boarding mode for this flight. */
  flightDetail: OnboardFlight | null;
  setFlightDetail: (flight: OnboardFlight | null) => void;
}

export const useOnboardStore = create<OnboardState>()(
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
);
