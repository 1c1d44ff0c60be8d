import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from './session-store';
import { useSignOutInProgress } from './use-sign-out';

/** Signed-in pages (spec §6): a signed-out visitor goes to /login and comes back after. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const isSignedIn = useSessionStore((s) => s.isSignedIn);
  const signingOut = useSignOutInProgress((s) => s.active);
  const location = useLocation();
  // Logging out from this page stays on it for the busy second, then goes to /account, not /login.
  if (!isSignedIn && !signingOut) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirectUrl=${encodeURIComponent(back)}`} replace />;
  }
  return children;
}
