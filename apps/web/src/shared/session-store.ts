import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createExpiringStorage } from './expiring-storage';

export interface UserInfo {
  firstName: string;
  lastName: string;
  userId: number | string;
  username: string;
  isShebamilesUser: boolean;
}

export interface SessionTokens {
  /** The signed-in user's token (the `token` field of both sign-in responses). */
  accessToken: string;
}

/** Payment option codes: 1 card, 2 cash on board, 3 miles. */
export type PaymentOption = number;

/** Who a guest checkout is for (filled on /guest-checkout, sent as `guest` when placing the order). */
export interface GuestProfile {
  firstName: string;
  lastName: string;
  email: string;
  /** Plus sign, country code and number, e.g. +251911234567. */
  mobileNumber: string;
}

interface SessionState {
  isSignedIn: boolean;
  userInfo: UserInfo | null;
  tokens: SessionTokens | null;
  paymentOptions: PaymentOption[];
  guestProfile: GuestProfile | null;
  setGuestProfile: (profile: GuestProfile | null) => void;
  signIn: (session: { userInfo: UserInfo; tokens: SessionTokens; paymentOptions: PaymentOption[] }) => void;
  signOut: () => void;
}

type PersistedSession = Pick<
  SessionState,
  'isSignedIn' | 'userInfo' | 'tokens' | 'paymentOptions' | 'guestProfile'
>;

/**
 * The account session. It lives in shared/ because the API client reads the signed-in user's token
 * from it on every call; the account feature drives sign-in and sign-out.
 */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      isSignedIn: false,
      userInfo: null,
      tokens: null,
      paymentOptions: [],
      guestProfile: null,
      setGuestProfile: (guestProfile) => set({ guestProfile }),
      signIn: ({ userInfo, tokens, paymentOptions }) =>
        set({ isSignedIn: true, userInfo, tokens, paymentOptions }),
      signOut: () => set({ isSignedIn: false, userInfo: null, tokens: null, paymentOptions: [] }),
    }),
    {
      name: 'dfs-session',
      storage: createExpiringStorage<PersistedSession>(),
      partialize: ({ isSignedIn, userInfo, tokens, paymentOptions, guestProfile }) => ({
        isSignedIn,
        userInfo,
        tokens,
        paymentOptions,
        guestProfile,
      }),
    },
  ),
);
