import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from './session-store';

/** Signed-in pages (spec §6): a signed-out visitor goes to /login and comes back after. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const isSignedIn = useSessionStore((s) => s.isSignedIn);
  const location = useLocation();
  if (!isSignedIn) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirectUrl=${encodeURIComponent(back)}`} replace />;
  }
  return children;
}
