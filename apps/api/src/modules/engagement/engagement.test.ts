import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Undo quoted-printable soft breaks and escapes, as a mail client would. */
const decode = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('newsletter and feedback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const post = async (
    url: string,
    payload: unknown,
    privilege: Privilege = Privilege.PreOrderAccess,
    extra = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { ...(await t.headers(privilege)), ...extra },
    });
  const subscribe = (email: unknown, extra = {}) =>
    post('/PreOrder/api/V1.0/PreOrder/SubscribetoMail', { email }, Privilege.PreOrderSubscribeToMail, extra);

  it('subscribes once, e-mails an unsubscribe link built from PUBLIC_URL, and takes repeats quietly', async () => {
    const before = (await t.outbox()).length;
    const first = await subscribe('Flyer@Example.com', { host: 'evil.example' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toMatch(/Thank you for subscribing/);
    const again = await subscribe('flyer@example.com');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const mails = (await t.outbox()).slice(before).map(decode);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^To: Flyer@example\.com$/im);
    const link = /http:\/\/localhost:8080\/unsubscribe\?token=([\w-]+)/.exec(mails[0]!);
    expect(link, 'link from PUBLIC_URL, never the Host header').not.toBeNull();
    expect(mails[0]).not.toContain('evil.example');

    const token = link![1]!;
    const url = '/PreOrder/api/V1.0/PreOrder/UnsubscribeFromMail';
    const out = await post(url, { token }, Privilege.PreOrderSubscribeToMail);
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toMatch(/unsubscribed/);
    expect((await post(url, { token }, Privilege.PreOrderSubscribeToMail)).statusCode).toBe(200);
    expect((await post(url, { token: 'x'.repeat(32) }, Privilege.PreOrderSubscribeToMail)).statusCode).toBe(
      404,
    );

    const [row] = await queryRows<{ unsubscribed: boolean }>(
      t.database.db,
      sql`SELECT unsubscribed_at IS NOT NULL AS unsubscribed FROM subscriptions WHERE lower(email) = 'flyer@example.com'`,
    );
    expect(row?.unsubscribed).toBe(true);

    expect((await subscribe('flyer@example.com')).statusCode).toBe(200);
    expect((await t.outbox()).length, 'subscribing again after leaving sends a new link').toBe(before + 2);
  });

  it('refuses a missing or malformed address with the spec’s messages', async () => {
    const missing = await subscribe('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.Email).toEqual(['Email Address field is required.']);
    const malformed = await subscribe('not-an-address');
    expect(malformed.json().errors.Email).toEqual(['Email address format is invalid']);
    expect((await subscribe(42)).statusCode).toBe(400);
    const extra = await post(
      '/PreOrder/api/V1.0/PreOrder/SubscribetoMail',
      { email: 'a@example.com', admin: true },
      Privilege.PreOrderSubscribeToMail,
    );
    expect(extra.statusCode).toBe(400);
    const wrongLabel = await post('/PreOrder/api/V1.0/PreOrder/SubscribetoMail', { email: 'a@example.com' });
    expect(wrongLabel.statusCode).toBe(403);
  });

  it('stores feedback and thanks the sender in their language', async () => {
    const entry = {
      fullName: 'Amina Tesfaye',
      email: 'amina@example.com',
      feedBack: 'Collection on board was smooth.',
    };
    const response = await post('/PreOrder/api/V1.0/CustomerFeedBack/Create', entry);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Thank you for your feedback');
    const arabic = await post('/PreOrder/api/V1.0/CustomerFeedBack/Create', entry, Privilege.PreOrderAccess, {
      'accept-language': 'ar',
    });
    expect(arabic.json().message).toMatch(/[\u0600-\u06FF]/);
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM feedback WHERE email = 'amina@example.com'`,
    );
    expect(count?.n).toBe(2);
  });

  it('validates feedback field by field', async () => {
    const response = await post('/PreOrder/api/V1.0/CustomerFeedBack/Create', {
      fullName: 'Agent 007',
      email: 'bad',
      feedBack: '   ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      FullName: ['Full name cannot contain numbers'],
      Email: ['Email address format is invalid'],
      FeedBack: ['Feed back is required'],
    });
    const empty = await post('/PreOrder/api/V1.0/CustomerFeedBack/Create', {});
    expect(Object.keys(empty.json().errors).sort()).toEqual(['Email', 'FeedBack', 'FullName']);
    const huge = await post('/PreOrder/api/V1.0/CustomerFeedBack/Create', {
      fullName: 'A',
      email: 'a@example.com',
      feedBack: 'x'.repeat(4_001),
    });
    expect(huge.statusCode).toBe(400);
  });

  it('rate-limits a flood of newsletter sign-ups with 429, in the sender’s language', async () => {
    const limited = await createTestApp({ formsPerMinute: 2 });
    try {
      const headers = await limited.headers(Privilege.PreOrderSubscribeToMail);
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof limited.app.inject>> | undefined;
      for (let i = 0; i < 4; i++) {
        last = await limited.app.inject({
          method: 'POST',
          url: '/PreOrder/api/V1.0/PreOrder/SubscribetoMail',
          headers: { ...headers, 'accept-language': 'zh' },
          payload: { email: `flood-${i}@example.com` },
        });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429, 429]);
      expect(last?.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(last?.headers['retry-after']).toBeDefined();
      expect(last?.json()).toMatchObject({ status: 429, code: 'tooManyRequests' });
      expect(JSON.stringify(last?.json())).toContain('请求过多');
      const [count] = await queryRows<{ n: number }>(
        limited.database.db,
        sql`SELECT count(*)::int AS n FROM subscriptions WHERE email LIKE 'flood-%'`,
      );
      expect(count?.n, 'refused sign-ups are not stored').toBe(2);
    } finally {
      await limited.close();
    }
  });

  it('takes the same feedback twice as two entries (a resend is not an error)', async () => {
    const entry = { fullName: 'Li Wei', email: 'liwei@example.com', feedBack: 'Twice, on purpose.' };
    const first = await post('/PreOrder/api/V1.0/CustomerFeedBack/Create', entry);
    const second = await post('/PreOrder/api/V1.0/CustomerFeedBack/Create', entry);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM feedback WHERE email = 'liwei@example.com'`,
    );
    expect(count?.n).toBe(2);
  });

  it('rate-limits a flood of form posts with 429 and Retry-After', async () => {
    const limited = await createTestApp({ formsPerMinute: 3 });
    try {
      const headers = await limited.headers(Privilege.PreOrderAccess);
      const entry = { fullName: 'Flood', email: 'flood@example.com', feedBack: 'again' };
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof limited.app.inject>> | undefined;
      for (let i = 0; i < 5; i++) {
        last = await limited.app.inject({
          method: 'POST',
          url: '/PreOrder/api/V1.0/CustomerFeedBack/Create',
          headers,
          payload: entry,
        });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(last?.headers['retry-after']).toBeDefined();
      expect(last?.json().code).toBe('tooManyRequests');
    } finally {
      await limited.close();
    }
  });
});
