/** Sign-in throttling rules (issue 5): per account and address, with a ceiling per account. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const FREE_FAILURES = 5;
export const FIRST_DELAY_MS = 30 * 1000;
export const ACCOUNT_CEILING_WINDOW_MS = 60 * 60 * 1000;
export const ACCOUNT_CEILING = 100;

export interface LoginFailureHistory {
  /** Failed attempts for this account from this address within THROTTLE_WINDOW_MS. */
  failuresFromAddress: number;
  /** When the latest of those failures happened. */
  lastFailureAt: Date | undefined;
  /** Failed attempts for this account from any address within ACCOUNT_CEILING_WINDOW_MS. */
  failuresForAccount: number;
  /** The oldest of those, so the ceiling's end is known. */
  oldestAccountFailureAt: Date | undefined;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether a sign-in may be tried now. Five failures from one address are free; after that each
 * further try waits twice as long as the last (30 s, 1 min, 2 min… capped at the window), so a
 * guesser slows down while the real user on another address is not affected. A hard ceiling per
 * account bounds what many addresses together can try.
 */
export function loginThrottle(history: LoginFailureHistory, now: Date): ThrottleDecision {
  if (history.failuresForAccount >= ACCOUNT_CEILING && history.oldestAccountFailureAt) {
    const until = history.oldestAccountFailureAt.getTime() + ACCOUNT_CEILING_WINDOW_MS;
    if (until > now.getTime()) return { allowed: false, retryAfterSeconds: secondsUntil(until, now) };
  }
  if (history.failuresFromAddress < FREE_FAILURES || !history.lastFailureAt) return { allowed: true };
  const extra = history.failuresFromAddress - FREE_FAILURES;
  const delay = Math.min(FIRST_DELAY_MS * 2 ** Math.min(extra, 20), THROTTLE_WINDOW_MS);
  const until = history.lastFailureAt.getTime() + delay;
  return until > now.getTime()
    ? { allowed: false, retryAfterSeconds: secondsUntil(until, now) }
    : { allowed: true };
}

function secondsUntil(until: number, now: Date): number {
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}
