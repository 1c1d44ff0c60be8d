import type { MessageResponse } from '@dfs/contract/engagement';
import { api } from '@dfs/contract/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { createStore } from 'zustand/vanilla';
import { apiRequest } from './api-client';
import { bindStore } from './external-store';
import { useSessionStore } from './session-store';

/** Spec §9: log out shows a busy indicator for 1 second. */
export const SIGN_OUT_DELAY_MS = 1000;

/** Query keys that hold a signed-in traveller's data (profile, pre-order list); dropped at sign-out. */
export const personalQueryRoots = ['account', 'orders'] as const;

/** True while a log-out is leaving a signed-in page, so that page does not bounce to /login. */
export const useSignOutInProgress = bindStore(createStore<{ active: boolean }>(() => ({ active: false })));

/** Called by /account, where a log-out lands. */
export function signOutLanded(): void {
  if (useSignOutInProgress.getState().active) useSignOutInProgress.setState({ active: false });
}

/**
 * Log out (spec §2, §4): a busy indicator for 1 second while the traveller is still signed in, then
 * the session ends on the server and here (signed-in flag, user info, loyalty profile, cached orders),
 * then /account. The cart is kept.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isSigningOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    useSignOutInProgress.setState({ active: true });
    await new Promise((resolve) => setTimeout(resolve, SIGN_OUT_DELAY_MS));
    // A server that cannot be reached must not keep the traveller signed in on this device.
    await apiRequest<MessageResponse>(api.signOut, { refreshOn401: false }).catch(() => undefined);
    useSessionStore.getState().signOut();
    for (const root of personalQueryRoots) queryClient.removeQueries({ queryKey: [root] });
    setSigningOut(false);
    // The flag is cleared by /account once it shows (router updates commit in a transition, so the
    // signed-in page may render once more after navigate() resolves).
    await navigate('/account');
  }, [navigate, queryClient]);

  return { signOut, isSigningOut };
}
