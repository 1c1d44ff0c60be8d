import type { PaymentOption } from '@dfs/contract/order-codes';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { createExpiringStorage } from './expiring-storage';
import { bindStore } from './external-store';

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
  /** Traded for a new access token when the API answers 401 (it rotates on every use). */
  refreshToken: string;
}

/** The miles membership the traveller signed in with or linked (spec §3 "loyalty profile"). */
export interface LoyaltyProfile {
  membershipNumber: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Payment option codes, by name (the contract's). */
export type { PaymentOption };

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
  loyaltyProfile: LoyaltyProfile | null;
  setGuestProfile: (profile: GuestProfile | null) => void;
  signIn: (session: {
    userInfo: UserInfo;
    tokens: SessionTokens;
    paymentOptions: PaymentOption[];
    loyaltyProfile?: LoyaltyProfile | null;
  }) => void;
  setTokens: (tokens: SessionTokens) => void;
  setUserInfo: (userInfo: UserInfo) => void;
  /** Spec §4: clears the signed-in flag, user info and loyalty profile; the cart is kept. */
  signOut: () => void;
}

type PersistedSession = Pick<
  SessionState,
  'isSignedIn' | 'userInfo' | 'tokens' | 'paymentOptions' | 'guestProfile' | 'loyaltyProfile'
>;

/**
 * The account session. It lives in shared/ because the API client reads the signed-in user's token
 * from it on every call; the account feature drives sign-in and sign-out.
 */
export const useSessionStore = bindStore(
  createStore<SessionState>()(
    persist(
      (set) => ({
        isSignedIn: false,
        userInfo: null,
        tokens: null,
        paymentOptions: [],
        guestProfile: null,
        loyaltyProfile: null,
        setGuestProfile: (guestProfile) => set({ guestProfile }),
        signIn: ({ userInfo, tokens, paymentOptions, loyaltyProfile = null }) =>
          set({ isSignedIn: true, userInfo, tokens, paymentOptions, loyaltyProfile }),
        setTokens: (tokens) => set({ tokens }),
        setUserInfo: (userInfo) => set({ userInfo }),
        signOut: () =>
          set({ isSignedIn: false, userInfo: null, tokens: null, paymentOptions: [], loyaltyProfile: null }),
      }),
      {
        name: 'dfs-session',
        storage: createExpiringStorage<PersistedSession>(),
        partialize: ({ isSignedIn, userInfo, tokens, paymentOptions, guestProfile, loyaltyProfile }) => ({
          isSignedIn,
          userInfo,
          tokens,
          paymentOptions,
          guestProfile,
          loyaltyProfile,
        }),
      },
    ),
  ),
);
