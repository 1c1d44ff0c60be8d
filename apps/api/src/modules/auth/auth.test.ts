import { Privilege } from '@dfs/contract/privileges';
import { TokenStartupResponse } from '@dfs/contract/token';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testSecret } from '../../test/test-app';
import { tokenLifetimes } from './tokens';

const brandsUrl = '/MasterData/api/V1.0/Brand/GetAll';

describe('token service and privileges', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('issues a client token and a visitor session without any credential', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/User/api/V1.0/Token/Startup' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = TokenStartupResponse.parse(response.json());
    expect(body.clientAccessToken).not.toBe(body.accessToken);
    expect(body.baseUrl).toBe('');
  });

  it('accepts a call with the right token and privilege label', async () => {
    const response = await t.app.inject({
      url: brandsUrl,
      headers: await t.headers(Privilege.PreOrderAccess),
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 without a bearer token', async () => {
    const response = await t.app.inject({
      url: brandsUrl,
      headers: { actionprivilege: Privilege.PreOrderAccess },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 401, title: 'Unauthorized' });
  });

  it('answers 403 when the privilege label is missing or wrong', async () => {
    const headers = await t.headers(Privilege.PreOrderAccess);
    const { actionprivilege: _omit, ...withoutLabel } = headers;
    const missing = await t.app.inject({ url: brandsUrl, headers: withoutLabel });
    expect(missing.statusCode).toBe(403);
    const wrong = await t.app.inject({
      url: brandsUrl,
      headers: { ...headers, actionprivilege: Privilege.AccountSave },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('answers 403 when the token does not grant the label', async () => {
    const secret = new TextEncoder().encode(testSecret);
    const limited = await new SignJWT({ kind: 'client', priv: [Privilege.AccountSave] })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('dfs-store-api')
      .setAudience('dfs-storefront')
      .setSubject('storefront')
      .setExpirationTime('1h')
      .sign(secret);
    const response = await t.app.inject({
      url: brandsUrl,
      headers: { authorization: `Bearer ${limited}`, actionprivilege: Privilege.PreOrderAccess },
    });
    expect(response.statusCode).toBe(403);
  });

  describe('refuses bad tokens with 401', () => {
    const secret = new TextEncoder().encode(testSecret);
    const base = () =>
      new SignJWT({ kind: 'client', priv: [Privilege.PreOrderAccess] })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('dfs-store-api')
        .setAudience('dfs-storefront')
        .setSubject('storefront');

    const cases: Array<[string, () => Promise<string>]> = [
      ['garbage', async () => 'not-a-jwt'],
      [
        'signed with another key',
        () =>
          base()
            .setExpirationTime('1h')
            .sign(new TextEncoder().encode('x'.repeat(48))),
      ],
      [
        'expired',
        () =>
          base()
            .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
            .sign(secret),
      ],
      [
        'alg none',
        async () =>
          new UnsecuredJWT({ kind: 'client', priv: [Privilege.PreOrderAccess] })
            .setIssuer('dfs-store-api')
            .setAudience('dfs-storefront')
            .setSubject('storefront')
            .setExpirationTime('1h')
            .encode(),
      ],
      ['wrong audience', () => base().setAudience('someone-else').setExpirationTime('1h').sign(secret)],
      ['a visitor token used as bearer', async () => (await t.startup()).accessToken],
    ];

    it.each(cases)('%s', async (_name, make) => {
      const response = await t.app.inject({
        url: brandsUrl,
        headers: { authorization: `Bearer ${await make()}`, actionprivilege: Privilege.PreOrderAccess },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBeTypeOf('string');
    });

    it('a tampered UserToken', async () => {
      const headers = await t.headers(Privilege.PreOrderAccess);
      const response = await t.app.inject({
        url: brandsUrl,
        headers: { ...headers, usertoken: `${headers.usertoken}x` },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  it('still refuses a token it has accepted before once it expires, or when used as the wrong kind', async () => {
    const headers = await t.headers(Privilege.PreOrderAccess);
    expect((await t.app.inject({ url: brandsUrl, headers })).statusCode).toBe(200);
    const asBearer = await t.app.inject({
      url: brandsUrl,
      headers: { ...headers, authorization: `Bearer ${headers.usertoken}` },
    });
    expect(asBearer.statusCode, 'a visitor token it has checked before').toBe(401);
    t.clock.advance((tokenLifetimes.client + 60) * 1000);
    try {
      expect((await t.app.inject({ url: brandsUrl, headers })).statusCode).toBe(401);
    } finally {
      t.clock.advance(-(tokenLifetimes.client + 60) * 1000);
    }
  });

  it('lets a client token expire after its lifetime', async () => {
    const headers = await t.headers(Privilege.PreOrderAccess);
    t.clock.advance((tokenLifetimes.client + 60) * 1000);
    try {
      const response = await t.app.inject({ url: brandsUrl, headers });
      expect(response.statusCode).toBe(401);
    } finally {
      t.clock.advance(-(tokenLifetimes.client + 60) * 1000);
    }
  });
});
