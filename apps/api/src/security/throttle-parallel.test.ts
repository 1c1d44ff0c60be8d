import { opsApi } from '@dfs/contract/ops/paths';
import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { demoCredentials } from '../db/seed/demo-seed';
import { otpAt } from '../test/staff-session';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Red-team issue, point 1: guesses sent at once must not all pass the throttle. Each test sends its
 * requests in parallel; a 400 is an attempt whose password was checked, a 429 one refused before.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const signInPath = '/User/api/V1.0/Account/SignIn';
const milesPath = '/User/api/V1.0/Account/MilesSignIn';

async function signIn(
  username: string,
  password: string,
  ip: string,
  headers?: Record<string, string>,
  path = signInPath,
) {
  const payload = path === milesPath ? { MemberID: username, Password: password } : { username, password };
  return t.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: headers ?? (await t.headers(Privilege.PreOrderAccess)),
    remoteAddress: ip,
  });
}
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

async function customerId(username: string) {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM customers WHERE username = ${username}`,
  );
  return row!.id;
}
async function seedAttempts(key: string, n: number, at: Date) {
  await queryRows(
    t.database.db,
    sql`INSERT INTO login_attempts (key, attempted_at)
        SELECT ${key}, ${at.toISOString()}::timestamptz FROM generate_series(1, ${n})`,
  );
}

describe('sign-in throttle under parallel requests', () => {
  it('checks at most five of 28 guesses sent at once from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 28 }, (_, i) => signIn('liwei', `wrong-${i}`, '10.20.0.1')),
    );
    const seen = statuses(answers);
    expect(count(seen, 400)).toBeLessThanOrEqual(5);
    expect(count(seen, 400) + count(seen, 429)).toBe(28);
    // The owner at home is not locked out.
    expect((await signIn('liwei', demoCredentials.customerPassword, '10.20.0.99')).statusCode).toBe(200);
  });

  it('checks at most five parallel miles sign-ins from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signIn('ET100200300', `nope-${i}`, '10.21.0.1', undefined, milesPath),
      ),
    );
    expect(count(statuses(answers), 400)).toBeLessThanOrEqual(5);
  });

  it('holds one device back even when it changes address', async () => {
    const device = await t.headers(Privilege.PreOrderAccess);
    for (let i = 0; i < 5; i++)
      expect((await signIn('traveller', `wrong-${i}`, `10.22.0.${i + 1}`, device)).statusCode).toBe(400);
    const next = await signIn('traveller', demoCredentials.customerPassword, '10.22.1.1', device);
    expect(next.statusCode).toBe(429);
    // Another device on another address is the owner: let through.
    expect((await signIn('traveller', demoCredentials.customerPassword, '10.22.1.2')).statusCode).toBe(200);
  });

  it('checks no more than the account ceiling when many addresses guess at once', async () => {
    const id = await customerId('liwei');
    await seedAttempts(`customer:${id}`, 98, t.clock.now());
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn('liwei', `wrong-${i}`, `10.23.${i}.1`)),
    );
    expect(count(statuses(answers), 400)).toBeLessThanOrEqual(2);
    await queryRows(t.database.db, sql`DELETE FROM login_attempts WHERE key LIKE ${`customer:${id}%`}`);
  });

  it('past the ceiling slows the account down progressively instead of locking the owner out for an hour', async () => {
    const id = await customerId('liwei');
    await seedAttempts(`customer:${id}`, 100, t.clock.now());
    const first = await signIn('liwei', 'guess-1', '10.24.0.1');
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBe(2);
    t.clock.advance(2_000);
    expect((await signIn('liwei', 'guess-2', '10.24.0.2')).statusCode).toBe(400);
    const slower = await signIn('liwei', 'guess-3', '10.24.0.3');
    expect(slower.statusCode).toBe(429);
    expect(Number(slower.headers['retry-after'])).toBe(4);
    // The owner waits seconds, not the hour: after the delay the right password works.
    t.clock.advance(4_000);
    expect((await signIn('liwei', demoCredentials.customerPassword, '10.24.0.99')).statusCode).toBe(200);
    await queryRows(t.database.db, sql`DELETE FROM login_attempts WHERE key LIKE ${`customer:${id}%`}`);
  });
});

describe('staff sign-in throttle under parallel requests', () => {
  const staffSignIn = (payload: Record<string, unknown>, ip: string) =>
    t.app.inject({ method: 'POST', url: opsApi.staffSignIn.path, payload, remoteAddress: ip });

  it('checks at most five of 28 staff password guesses sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 28 }, (_, i) =>
        staffSignIn({ username: 'station', password: `wrong-${i}` }, '10.30.0.1'),
      ),
    );
    expect(count(statuses(answers), 400)).toBeLessThanOrEqual(5);
    expect(count(statuses(answers), 429)).toBeGreaterThanOrEqual(23);
  });

  it("tries at most five of 15 one-time codes sent at once with the admin's password", async () => {
    t.clock.advance(60_000);
    const current = Number(await otpAt(t));
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        staffSignIn(
          {
            username: 'admin',
            password: demoCredentials.staffPassword,
            otp: String((current + 1 + i) % 1_000_000).padStart(6, '0'),
          },
          '10.31.0.1',
        ),
      ),
    );
    const seen = statuses(answers);
    expect(count(seen, 400)).toBeLessThanOrEqual(5);
    expect(count(seen, 429)).toBeGreaterThanOrEqual(10);
  });
});
