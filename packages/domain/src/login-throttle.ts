/**
 * Sign-in throttling rules (issue 5; red-team issue, point 1). Every attempt is counted before its
 * password is checked, so parallel guesses cannot all read the same count. An attempt is judged by the
 * attempts counted before it: per account from this address and from this device first, then the
 * account from anywhere, which slows down past its ceiling instead of locking the owner out.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const FREE_FAILURES = 5;
export const FIRST_DELAY_MS = 30 * 1000;
export const ACCOUNT_CEILING_WINDOW_MS = 60 * 60 * 1000;
export const ACCOUNT_CEILING = 100;
/** Past the ceiling, the account takes one attempt per delay: 2 s, 4 s, 8 s… at most 2 minutes. */
export const ACCOUNT_FIRST_DELAY_MS = 2 * 1000;
export const ACCOUNT_MAX_DELAY_MS = 2 * 60 * 1000;

/** Attempts counted under one key before this one (failed ones, and ones still being checked). */
export interface AttemptCount {
  count: number;
  /** When the latest of them was counted. */
  lastAt: Date | undefined;
}

export interface LoginAttemptHistory {
  /** This account from this address within THROTTLE_WINDOW_MS. */
  fromAddress: AttemptCount;
  /** This account from this device (the visitor session) within THROTTLE_WINDOW_MS, when one is known. */
  fromDevice?: AttemptCount;
  /** This account from anywhere within ACCOUNT_CEILING_WINDOW_MS. */
  forAccount: AttemptCount;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** How long after the latest attempt under a key the next one may run, or 0 when it may run now. */
function waitAfter(attempts: AttemptCount, free: number, firstDelayMs: number, maxDelayMs: number): number {
  if (attempts.count < free || !attempts.lastAt) return 0;
  const extra = Math.min(attempts.count - free, 20);
  return Math.min(firstDelayMs * 2 ** extra, maxDelayMs);
}

/**
 * Whether a sign-in may be checked now. Five attempts from one address (and from one device) are free;
 * after that each further one waits twice as long as the last (30 s, 1 min, 2 min… capped at the
 * window), so a guesser slows down while the owner elsewhere is not affected. Past the account's hourly
 * ceiling, every address together gets one attempt per growing delay (2 s… 2 min), never a lock-out.
 */
export function loginThrottle(history: LoginAttemptHistory, now: Date): ThrottleDecision {
  let until = 0;
  for (const [attempts, free, first, max] of [
    [history.fromAddress, FREE_FAILURES, FIRST_DELAY_MS, THROTTLE_WINDOW_MS],
    [history.fromDevice, FREE_FAILURES, FIRST_DELAY_MS, THROTTLE_WINDOW_MS],
    [history.forAccount, ACCOUNT_CEILING, ACCOUNT_FIRST_DELAY_MS, ACCOUNT_MAX_DELAY_MS],
  ] as const) {
    if (!attempts?.lastAt) continue;
    const wait = waitAfter(attempts, free, first, max);
    if (wait > 0) until = Math.max(until, attempts.lastAt.getTime() + wait);
  }
  return until > now.getTime()
    ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) }
    : { allowed: true };
}
