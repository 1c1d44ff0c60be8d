import { describe, expect, it } from 'vitest';
import { ACCOUNT_CEILING, loginThrottle } from './login-throttle';

const now = new Date('2026-05-01T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const history = (
  failuresFromAddress: number,
  lastSecondsAgo: number,
  failuresForAccount = failuresFromAddress,
) => ({
  failuresFromAddress,
  lastFailureAt: failuresFromAddress > 0 ? ago(lastSecondsAgo) : undefined,
  failuresForAccount,
  oldestAccountFailureAt: failuresForAccount > 0 ? ago(600) : undefined,
});

describe('login throttle', () => {
  it('lets the first five failures through at once', () => {
    for (let n = 0; n < 5; n++) expect(loginThrottle(history(n, 0), now)).toEqual({ allowed: true });
  });

  it('then makes each try wait twice as long as the one before', () => {
    expect(loginThrottle(history(5, 10), now)).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(loginThrottle(history(5, 30), now)).toEqual({ allowed: true });
    expect(loginThrottle(history(6, 30), now)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(loginThrottle(history(7, 0), now)).toEqual({ allowed: false, retryAfterSeconds: 120 });
    // Capped at the 15-minute window: an attacker cannot push a lock further out.
    expect(loginThrottle(history(30, 0), now)).toEqual({ allowed: false, retryAfterSeconds: 900 });
  });

  it('does not hold back the account from a clean address below the ceiling', () => {
    expect(loginThrottle(history(0, 0, 60), now)).toEqual({ allowed: true });
  });

  it('stops every address at the hourly ceiling until the oldest failure leaves the hour', () => {
    expect(loginThrottle(history(0, 0, ACCOUNT_CEILING), now)).toEqual({
      allowed: false,
      retryAfterSeconds: 3000,
    });
  });
});
