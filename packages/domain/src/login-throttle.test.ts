import { describe, expect, it } from 'vitest';
import { ACCOUNT_CEILING, type AttemptCount, loginThrottle } from './login-throttle';

const now = new Date('2026-05-01T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const counted = (count: number, lastSecondsAgo = 0): AttemptCount => ({
  count,
  lastAt: count > 0 ? ago(lastSecondsAgo) : undefined,
});
const history = (fromAddress: number, lastSecondsAgo: number, forAccount = fromAddress) => ({
  fromAddress: counted(fromAddress, lastSecondsAgo),
  forAccount: counted(forAccount, lastSecondsAgo),
});

describe('login throttle', () => {
  it('lets the first five attempts through at once', () => {
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

  it('holds back a device that guessed, even from a fresh address', () => {
    const fromDevice = { ...history(0, 0, 5), fromDevice: counted(5, 0) };
    expect(loginThrottle(fromDevice, now)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(loginThrottle({ ...fromDevice, fromDevice: counted(4, 0) }, now)).toEqual({ allowed: true });
  });

  it('does not hold back the account from a clean address below the ceiling', () => {
    expect(loginThrottle(history(0, 0, 60), now)).toEqual({ allowed: true });
    expect(loginThrottle(history(0, 0, ACCOUNT_CEILING - 1), now)).toEqual({ allowed: true });
  });

  it('past the hourly ceiling slows every address down progressively instead of locking the account', () => {
    expect(loginThrottle(history(0, 0, ACCOUNT_CEILING), now)).toEqual({
      allowed: false,
      retryAfterSeconds: 2,
    });
    expect(loginThrottle(history(0, 2, ACCOUNT_CEILING), now)).toEqual({ allowed: true });
    expect(loginThrottle(history(0, 0, ACCOUNT_CEILING + 3), now)).toEqual({
      allowed: false,
      retryAfterSeconds: 16,
    });
    // Never more than two minutes: the owner gets in soon after the attacker stops.
    expect(loginThrottle(history(0, 0, ACCOUNT_CEILING + 50), now)).toEqual({
      allowed: false,
      retryAfterSeconds: 120,
    });
    expect(loginThrottle(history(0, 120, ACCOUNT_CEILING + 50), now)).toEqual({ allowed: true });
  });
});
