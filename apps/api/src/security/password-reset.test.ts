import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';

/** Undo quoted-printable soft breaks and escapes, as a mail client would. */
const decode = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

const CONCURRENT_RESETS = 20;

describe('password reset links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const post = async (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...(await t.headers(Privilege.PreOrderAccess)), ...headers },
      payload,
    });

  async function register(name: string) {
    const username = `${name}${Date.now().toString(36)}`;
    const email = `${username}@example.com`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/MasterData/api/V1.0/CustomerProfile/Create',
      headers: await t.headers(Privilege.AccountSave),
      payload: {
        email,
        password: 'Blue skies over Addis',
        firstName: 'Hana',
        lastName: 'Girma',
        title: 3,
        nationality: 'Ethiopian',
        mobileNumber: '+251 911 000111',
        username,
      },
    });
    expect(created.statusCode).toBe(200);
    return { username, email };
  }

  async function resetMailFor(email: string, headers: Record<string, string> = {}) {
    const before = (await t.outbox()).length;
    const forgot = await post(
      '/User/api/V1.0/Password/ForgotPassword',
      { username: email, EmailTemplateClientType: 1 },
      headers,
    );
    expect(forgot.statusCode).toBe(200);
    const mails = (await t.outbox()).slice(before).map(decode);
    expect(mails).toHaveLength(1);
    return mails[0]!;
  }

  it(`lets exactly one of ${CONCURRENT_RESETS} simultaneous resets with one link through`, async () => {
    const { username, email } = await register('racer');
    const token = /reset-password\?token=([\w-]+)/.exec(await resetMailFor(email))![1]!;
    const passwords = Array.from({ length: CONCURRENT_RESETS }, (_, i) => `Racing passphrase number ${i}`);
    const answers = await Promise.all(
      passwords.map((password) =>
        post('/User/api/V1.0/Password/ResetForgotPassword', { verification_token: token, password }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(passwords.map(() => 200));
    const winners = answers.flatMap((a, i) =>
      a.json().message === 'Password changed successfully' ? [passwords[i]!] : [],
    );
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.json().message === 'operation ended with errors')).toHaveLength(
      CONCURRENT_RESETS - 1,
    );
    // The winner's password is the one stored, and the link is spent.
    const signIn = (password: string) => post('/User/api/V1.0/Account/SignIn', { username, password }, {});
    expect((await signIn(winners[0]!)).statusCode).toBe(200);
    const loser = passwords.find((p) => p !== winners[0])!;
    expect((await signIn(loser)).statusCode).toBe(400);
    const [spent] = await queryRows<{ open: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS open FROM password_resets r JOIN customers c ON c.id = r.customer_id
          WHERE c.username = ${username} AND r.used_at IS NULL`,
    );
    expect(spent?.open).toBe(0);
  });

  it.each([
    ['Host', { host: 'evil.example' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
    ['Forwarded', { forwarded: 'host=evil.example;proto=https' }],
    ['Origin and Referer', { origin: 'https://evil.example', referer: 'https://evil.example/x' }],
  ])('builds the link from PUBLIC_URL whatever the %s header says', async (_name, headers) => {
    const { email } = await register('hosted');
    const mail = await resetMailFor(email, headers);
    expect(mail).not.toContain('evil.example');
    expect(mail).toMatch(/http:\/\/localhost:8080\/reset-password\?token=[\w-]{43}/);
  });
});
