import type { MilesSignInResponse, SignInData } from '@dfs/contract/account';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api-client';
import { safeRedirect } from '../../shared/safe-redirect';
import { type LoyaltyProfile, useSessionStore } from '../../shared/session-store';

/** The redirect target of a sign-in screen, when it is a path on this site. */
export function useRedirectTarget(): string | undefined {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirectUrl'));
}

/** Stores a site sign-in or registration answer in the session store. */
export function storeSignIn(data: SignInData, loyaltyProfile: LoyaltyProfile | null = null): void {
  useSessionStore.getState().signIn({
    userInfo: {
      firstName: data.firstName,
      lastName: data.lastName,
      userId: data.userId,
      username: data.username,
      isShebamilesUser: data.isShebamilesUser,
    },
    tokens: { accessToken: data.token, refreshToken: data.refreshToken },
    paymentOptions: data.paymentOptions,
    loyaltyProfile,
  });
}

/** Stores a registered member's miles sign-in (its session fields are set). */
export function storeMilesSignIn(data: MilesSignInResponse): void {
  if (data.customerId === null || !data.refreshToken || !data.username) return;
  useSessionStore.getState().signIn({
    userInfo: {
      firstName: data.firstName,
      lastName: data.lastName,
      userId: data.customerId,
      username: data.username,
      isShebamilesUser: true,
    },
    tokens: { accessToken: data.token, refreshToken: data.refreshToken },
    paymentOptions: data.paymentOptions,
    loyaltyProfile: {
      membershipNumber: data.membershipNumber,
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
    },
  });
}

/** After signing in: the redirect target (normally checkout), else the dashboard (spec §2). */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const redirect = useRedirectTarget();
  return useCallback(
    () => navigate(redirect ?? '/account/dashboard', { replace: true }),
    [navigate, redirect],
  );
}

/**
 * Spec §8 for both logins: a 400 shows the first message of errors.Username and errors.Password
 * joined by a comma; anything else shows the response's message.
 */
export function signInErrorMessage(error: unknown, fields: readonly string[], fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 400) {
    const firsts = fields.map((f) => error.errors[f]?.[0]).filter((m): m is string => Boolean(m));
    if (firsts.length > 0) return firsts.join(', ');
  }
  return error.status === 0 ? fallback : error.message;
}
