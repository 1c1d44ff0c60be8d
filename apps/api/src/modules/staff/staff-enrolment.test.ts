import { opsApi } from '@dfs/contract/ops/paths';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createStaffEnrolmentRepository } from './staff-enrolment.repository';
import { createStaffEnrolmentService } from './staff-enrolment.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** What `npm run ops:create-admin` runs, on the test database and clock. */
const createAdmin = (username: string) =>
  createStaffEnrolmentService({
    repository: createStaffEnrolmentRepository(t.database.db),
    now: t.clock.now,
  }).createAdmin({ username, displayName: 'First admin' });
const post = (path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: path, payload });
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

describe('the first admin, through a one-time enrolment link', () => {
  it('sets up the one-time code app and the password, then signs in; the link works once', async () => {
    const made = await createAdmin('first.admin');
    // Nobody knows the account's password before enrolment.
    const early = await post(opsApi.staffSignIn.path, {
      username: 'first.admin',
      password: 'anything-at-all',
    });
    expect(early.statusCode).toBe(400);

    const opened = await post(opsApi.staffEnrolmentGet.path, { token: made.token });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    const enrolment = opened.json();
    expect(enrolment).toMatchObject({ username: 'first.admin', displayName: 'First admin' });
    expect(enrolment.totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(enrolment.totpUri).toContain(`secret=${enrolment.totpSecret}`);
    expect(enrolment.totpQr).toMatch(/^data:image\/svg\+xml;base64,/);

    const complete = (password: string, otp: string) =>
      post(opsApi.staffEnrolmentComplete.path, { token: made.token, password, otp });
    const weak = await complete('aaaaaaaaaaaa', await codeNow(enrolment.totpSecret));
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors)).toEqual(['Password']);
    const named = await complete('first.admin at gate 7', await codeNow(enrolment.totpSecret));
    expect(named.json().errors.Password).toEqual([expect.stringMatching(/username/)]);
    const current = await codeNow(enrolment.totpSecret);
    const wrongCode = await complete(
      'Gate 7 lounge keys',
      String((Number(current) + 1) % 1e6).padStart(6, '0'),
    );
    expect(wrongCode.statusCode).toBe(400);
    expect(Object.keys(wrongCode.json().errors)).toEqual(['Otp']);

    const done = await complete('Gate 7 lounge keys', current);
    expect(done.statusCode).toBe(200);
    expect(done.json().username).toBe('first.admin');
    // The link is spent: neither opening nor completing it works again.
    expect((await post(opsApi.staffEnrolmentGet.path, { token: made.token })).statusCode).toBe(404);
    expect((await complete('Another lounge key', current)).statusCode).toBe(404);

    t.clock.advance(30_000);
    const signedIn = await post(opsApi.staffSignIn.path, {
      username: 'first.admin',
      password: 'Gate 7 lounge keys',
      otp: await codeNow(enrolment.totpSecret),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().staff.roles).toEqual(['admin']);
  });

  it('refuses an unknown, malformed or expired link and a taken username', async () => {
    const made = await createAdmin('second.admin');
    await expect(createAdmin('Second.Admin')).rejects.toMatchObject({ status: 409 });
    const unknown = await post(opsApi.staffEnrolmentGet.path, { token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/not valid/);
    expect((await post(opsApi.staffEnrolmentGet.path, { token: 'short' })).statusCode).toBe(400);
    t.clock.advance(24 * 3600_000 + 1_000);
    try {
      expect((await post(opsApi.staffEnrolmentGet.path, { token: made.token })).statusCode).toBe(404);
    } finally {
      t.clock.advance(-(24 * 3600_000 + 1_000));
    }
  });
});
