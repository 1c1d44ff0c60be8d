import { type PersistStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { deleteCookie, readCookie, writeCookie } from '../../shared/cookies';
import { bindStore } from '../../shared/external-store';

export const CONSENT_COOKIE = '_consent';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

type ConsentStatus = 'pending' | 'accepted';

interface ConsentState {
  status: ConsentStatus;
  accept: () => void;
}

type PersistedConsent = Pick<ConsentState, 'status'>;

/** The `_consent` cookie is the record of consent; reading it is synchronous, so the banner never flashes. */
const consentCookieStorage: PersistStorage<PersistedConsent> = {
  getItem: () => (readCookie(CONSENT_COOKIE) === null ? null : { state: { status: 'accepted' }, version: 0 }),
  setItem: (_name, value) => {
    if (value.state.status === 'accepted') writeCookie(CONSENT_COOKIE, 'true', ONE_YEAR_SECONDS);
  },
  removeItem: () => deleteCookie(CONSENT_COOKIE),
};

export const useConsentStore = bindStore(
  createStore<ConsentState>()(
    persist(
      (set) => ({
        status: 'pending',
        accept: () => set({ status: 'accepted' }),
      }),
      {
        name: CONSENT_COOKIE,
        storage: consentCookieStorage,
        partialize: ({ status }) => ({ status }),
      },
    ),
  ),
);
