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

interface SessionState {
  isSignedIn: boolean;
  userInfo: UserInfo | null;
  tokens: SessionTokens | null;
  paymentOptions: PaymentOption[];
  signIn: (session: { userInfo: UserInfo; tokens: SessionTokens; paymentOptions: PaymentOption[] }) => void;
  signOut: () => void;
}

type PersistedSession = Pick<SessionState, 'isSignedIn' | 'userInfo' | 'tokens' | 'paymentOptions'>;

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
      signIn: ({ userInfo, tokens, paymentOptions }) =>
        set({ isSignedIn: true, userInfo, tokens, paymentOptions }),
      signOut: () => set({ isSignedIn: false, userInfo: null, tokens: null, paymentOptions: [] }),
    }),
    {
      name: 'dfs-session',
      storage: createExpiringStorage<PersistedSession>(),
      partialize: ({ isSignedIn, userInfo, tokens, paymentOptions }) => ({
        isSignedIn,
        userInfo,
        tokens,
        paymentOptions,
      }),
    },
  ),
);
