import { Privilege } from '@dfs/contract/privileges';
import { type JWTPayload, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../modules/auth/tokens';
import { type SignedInCustomer, signInCustomer } from '../test/customer-session';
import { createTestApp, type TestApp, testSecret } from '../test/test-app';

const secret = new TextEncoder().encode(testSecret);
const otherSecret = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256');
const now = () => Math.floor(Date.now() / 1000);

/** A token shaped exactly like the shop's, with one thing changed by the caller. */
function shopToken(claims: JWTPayload, options: { alg?: string; key?: Uint8Array } = {}) {
  return new SignJWT({ priv: [...Object.values(Privilege)], ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setIssuer((claims.iss as string | undefined) ?? 'dfs-store-api')
    .setAudience((claims.aud as string | undefined) ?? 'dfs-storefront')
    .setSubject(claims.sub ?? 'storefront')
    .setIssuedAt(now() - 60)
    .setExpirationTime(claims.exp ?? now() + 600)
    .sign(options.key ?? secret);
}

/** Flips the payload of a signed token (the signature no longer matches). */
function tampered(token: string, change: (payload: Record<string, unknown>) => void) {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  change(claims);
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

describe('token attacks on protected calls → 401', () => {
  let t: TestApp;
  let owner: SignedInCustomer;
  let clientToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInCustomer(t, 'traveller');
    clientToken = (await t.startup()).clientAccessToken;
  });
  afterAll(() => t?.close());

  // Public catalogue reads, a signed-in read, a signed-in write and the checkout.
  const endpoints = [
    { name: 'brands', method: 'GET', url: () => '/MasterData/api/V1.0/Brand/GetAll', ok: 200 },
    { name: 'my orders', method: 'GET', url: () => '/PreOrder/api/V1.0/PreOrder/GetMyOrders', ok: 200 },
    {
      name: 'my profile',
      method: 'GET',
      url: () => `/MasterData/api/V1.0/CustomerProfile/GetPassengerProfile?UserId=${owner.customerId}`,
      ok: 200,
    },
    // An empty body: with a good token it reaches validation (400); with a bad one it never does.
    { name: 'checkout', method: 'POST', url: () => '/PreOrder/api/V1.0/PreOrder/Create', ok: 400 },
  ] as const;

  const send = (endpoint: (typeof endpoints)[number], bearer: string, userToken: string) =>
    t.app.inject({
      method: endpoint.method,
      url: endpoint.url(),
      headers: {
        authorization: `Bearer ${bearer}`,
        usertoken: userToken,
        actionprivilege: Privilege.PreOrderAccess,
      },
      ...(endpoint.method === 'POST' ? { payload: {} } : {}),
    });

  it.each(endpoints)('$name answers $ok with good tokens (the matrix below is not vacuous)', async (e) => {
    expect((await send(e, clientToken, owner.token)).statusCode).toBe(e.ok);
    expect((await send(e, owner.token, owner.token)).statusCode).toBe(e.ok);
  });

  const sid = () => JSON.parse(Buffer.from(owner.token.split('.')[1]!, 'base64url').toString()).sid;
  const attacks: Array<[string, () => Promise<string>]> = [
    ['not a JWT', async () => 'not-a-jwt'],
    [
      'signed with another key',
      () => shopToken({ kind: 'user', sub: String(owner.customerId), sid: sid() }, { key: otherSecret }),
    ],
    ['expired', () => shopToken({ kind: 'user', sub: String(owner.customerId), sid: sid(), exp: now() - 5 })],
    [
      'alg: none',
      async () =>
        new UnsecuredJWT({ kind: 'user', priv: [Privilege.PreOrderAccess], sid: sid() })
          .setIssuer('dfs-store-api')
          .setAudience('dfs-storefront')
          .setSubject(String(owner.customerId))
          .setExpirationTime('10m')
          .encode(),
    ],
    [
      'alg: HS512 with the right key',
      () => shopToken({ kind: 'user', sub: String(owner.customerId), sid: sid() }, { alg: 'HS512' }),
    ],
    [
      'wrong audience',
      () => shopToken({ kind: 'user', sub: String(owner.customerId), sid: sid(), aud: 'back-office' }),
    ],
    [
      'wrong issuer',
      () => shopToken({ kind: 'user', sub: String(owner.customerId), sid: sid(), iss: 'someone-else' }),
    ],
    ['unknown kind', () => shopToken({ kind: 'admin', sub: String(owner.customerId), sid: sid() })],
    ['a miles membership proof', () => new TokenService(secret).issueMembership(1)],
    ['a user token without its session', () => shopToken({ kind: 'user', sub: String(owner.customerId) })],
    [
      'a user token for a session that does not exist',
      () =>
        shopToken({
          kind: 'user',
          sub: String(owner.customerId),
          sid: '00000000-0000-4000-8000-000000000000',
        }),
    ],
    [
      'another customer’s id on this session',
      () => shopToken({ kind: 'user', sub: String(owner.customerId + 1), sid: sid() }),
    ],
    [
      'a payload edited after signing',
      async () =>
        tampered(owner.token, (c) => {
          c.sub = String(owner.customerId + 1);
        }),
    ],
  ];

  describe.each(endpoints)('$name', (endpoint) => {
    it.each(attacks)('as the bearer: %s', async (_name, make) => {
      const response = await send(endpoint, await make(), owner.token);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
    });
    it.each(attacks)('as the UserToken: %s', async (_name, make) => {
      const response = await send(endpoint, clientToken, await make());
      expect(response.statusCode).toBe(401);
    });
  });

  it('refuses the wrong kind of token in each header', async () => {
    const [brands, myOrders] = endpoints;
    const { accessToken: visitor } = await t.startup();
    // A visitor session is not a bearer credential; a client token is not a user.
    expect((await send(brands, visitor, visitor)).statusCode).toBe(401);
    expect((await send(myOrders, clientToken, clientToken)).statusCode).toBe(401);
    const another = (await t.startup()).clientAccessToken;
    expect((await send(myOrders, clientToken, another)).statusCode).toBe(401);
    // Two different signed-in customers in the two headers: neither is trusted.
    const other = await signInCustomer(t, 'omar');
    expect((await send(myOrders, other.token, owner.token)).statusCode).toBe(401);
  });

  it('ends a signed-out session’s token everywhere', async () => {
    const leaving = await signInCustomer(t, 'amina');
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/User/api/V1.0/Account/SignOut',
      headers: await leaving.headers(Privilege.PreOrderAccess),
    });
    expect(signOut.statusCode).toBe(200);
    for (const endpoint of endpoints.slice(1)) {
      expect((await send(endpoint, clientToken, leaving.token)).statusCode).toBe(401);
      expect((await send(endpoint, leaving.token, leaving.token)).statusCode).toBe(401);
    }
  });
});
