import { Privilege } from '@dfs/contract/privileges';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// The real argon2, watched: which hash each password check runs against.
const verified = vi.hoisted(() => [] as string[]);
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (
      hash: string,
      ...rest: Parameters<typeof real.verify> extends [unknown, ...infer R] ? R : never
    ) => {
      verified.push(hash);
      return real.verify(hash, ...rest);
    },
  };
});

const paths = {
  signIn: '/User/api/V1.0/Account/SignIn',
  miles: '/User/api/V1.0/Account/ShebamilesSignIn',
  forgot: '/User/api/V1.0/Password/ForgotPassword',
};
/** The argon2 parameters of a PHC string: `$argon2id$v=19$m=19456,t=2,p=1`. */
const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** What a client can compare: status, content type and body, less the per-request id. */
const visible = (r: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
  const body = JSON.parse(r.body);
  delete body.instance;
  delete body.requestId;
  return { status: r.statusCode, type: r.headers['content-type'], cookie: r.headers['set-cookie'], body };
};

describe('no account enumeration by status, body or timing', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  // A fresh address per attempt keeps the per-address throttle out of the comparison.
  const post = async (
    url: string,
    payload: object,
    ip = `10.77.${address >> 8}.${address++ & 255}`,
    headers?: Record<string, string>,
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: headers ?? (await t.headers(Privilege.PreOrderAccess)),
      payload,
      remoteAddress: ip,
    });

  const pairs = [
    {
      name: 'site sign-in',
      url: paths.signIn,
      known: { username: 'liwei', password: 'not-her-password' },
      unknown: { username: 'no-such-traveller', password: 'not-her-password' },
    },
    {
      name: 'site sign-in by e-mail',
      url: paths.signIn,
      known: { username: 'liwei@example.com', password: 'not-her-password' },
      unknown: { username: 'no-such-traveller@example.com', password: 'not-her-password' },
    },
    {
      name: 'miles sign-in',
      url: paths.miles,
      known: { MemberID: 'ET100200400', Password: 'not-the-password' },
      unknown: { MemberID: 'ET100200999', Password: 'not-the-password' },
    },
    {
      name: 'forgot password',
      url: paths.forgot,
      known: { username: 'liwei@example.com', EmailTemplateClientType: 1 },
      unknown: { username: 'no-such-traveller@example.com', EmailTemplateClientType: 1 },
    },
  ];

  it.each(pairs)('$name: same status, headers and body for a known and an unknown account', async (p) => {
    const known = await post(p.url, p.known);
    const unknown = await post(p.url, p.unknown);
    expect(visible(unknown)).toEqual(visible(known));
  });

  it.each(pairs.slice(0, 3))('$name: both throttle alike after five failures from one address', async (p) => {
    const ip = `10.78.${address++ & 255}.1`;
    const answers = [];
    for (const body of [p.known, p.unknown]) {
      for (let i = 0; i < 5; i++) expect((await post(p.url, body, ip)).statusCode).toBe(400);
      answers.push(await post(p.url, body, ip));
    }
    const [known, unknown] = answers.map((a) => ({ ...visible(a!), retry: a!.headers['retry-after'] }));
    expect(known?.status).toBe(429);
    expect(unknown).toEqual(known);
  });

  it.each(pairs.slice(0, 3))('$name: one argon2 check of the same cost either way', async (p) => {
    verified.length = 0;
    await post(p.url, p.known);
    const knownHashes = [...verified];
    verified.length = 0;
    await post(p.url, p.unknown);
    const unknownHashes = [...verified];
    expect(knownHashes).toHaveLength(1);
    expect(unknownHashes).toHaveLength(1);
    expect(costOf(unknownHashes[0]!)).toBe(costOf(knownHashes[0]!));
    expect(costOf(knownHashes[0]!)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1$/);
  });

  // Loose on purpose (a busy two-core machine): without the decoy check an unknown account would
  // answer about ten times faster than a wrong password (tens of milliseconds apart), far outside
  // these bounds. Answers of a few milliseconds each (forgot password, whose work runs after the
  // answer) differ by noise alone, so a gap counts only when it is also over 10 ms.
  it.each(pairs)('$name: known and unknown take comparable time', async (p) => {
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const headers = await t.headers(Privilege.PreOrderAccess);
    for (let i = 0; i < 7; i++) {
      for (const kind of ['known', 'unknown'] as const) {
        const ip = `10.79.${address >> 8}.${address++ & 255}`;
        const started = performance.now();
        await post(p.url, p[kind], ip, headers);
        times[kind].push(performance.now() - started);
      }
    }
    const known = median(times.known);
    const unknown = median(times.unknown);
    console.log(`${p.name}: known ${known.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms`);
    const apart = Math.max(known, unknown) / Math.min(known, unknown) >= 3 && Math.abs(known - unknown) > 10;
    expect(apart, `known ${known.toFixed(1)} ms against unknown ${unknown.toFixed(1)} ms`).toBe(false);
  });
});
