import { MessageResponse } from '@dfs/contract/engagement';
import { api } from '@dfs/contract/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from './api-client';
import { useSessionStore } from './session-store';

/** Spec §9: log out shows a busy indicator for 1 second. */
export const SIGN_OUT_DELAY_MS = 1000;

/** Query keys that hold a signed-in traveller's data (profile, pre-order list); dropped at sign-out. */
export const personalQueryRoots = ['account', 'orders'] as const;

/**
 * Log out (spec §4): ends the session on the server, waits a second with a busy indicator, clears
 * the signed-in flag, user info, loyalty profile and the traveller's cached orders, and goes to
 * /account. The cart is kept.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isSigningOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    const started = Date.now();
    // A server that cannot be reached must not keep the traveller signed in on this device.
    await apiRequest(api.signOut, { schema: MessageResponse, refreshOn401: false }).catch(() => undefined);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, SIGN_OUT_DELAY_MS - (Date.now() - started))),
    );
    useSessionStore.getState().signOut();
    for (const root of personalQueryRoots) queryClient.removeQueries({ queryKey: [root] });
    setSigningOut(false);
    navigate('/account');
  }, [navigate, queryClient]);

  return { signOut, isSigningOut };
}
