import { opsApi } from '@dfs/contract/ops/paths';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';

const password = 'a long enough password';
let t: TestApp;
let a: string;
let b: { id: number; secret: string; authorization: string };
let c: { id: number; authorization: string };

type Call = keyof typeof opsApi;
const call = (name: Call, payload: object | undefined, authorization: string) =>
  t.app.inject({
    method: opsApi[name].method,
    url: opsApi[name].path,
    headers: { authorization },
    ...(payload ? { payload } : {}),
  });
const version = async (id: number) =>
  ((await call('staffGetAll', undefined, a)).json().items as { id: number; version: number }[]).find(
    (s) => s.id === id,
  )!.version;
async function signInAdmin(username: string, secret: string, pass = password) {
  t.clock.advance(30_000);
  const otp = await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
  return t.app.inject({
    method: 'POST',
    url: opsApi.staffSignIn.path,
    payload: { username, password: pass, otp },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  a = (await signInStaff(t, 'admin')).authorization;
  // The only admin makes a second one alone: nobody else could approve it.
  const made = await call(
    'staffCreate',
    { username: 'appr.b', displayName: 'B', roles: ['admin'], password },
    a,
  );
  expect(made.statusCode, made.body).toBe(200);
  const session = await signInAdmin('appr.b', made.json().totpSecret);
  b = {
    id: made.json().staff.id,
    secret: made.json().totpSecret,
    authorization: `Bearer ${session.json().token}`,
  };
});
afterAll(() => t.close());

describe('changes to another admin’s account need a second admin', () => {
  it('refuses making an admin account alone while another admin could approve (403 problem)', async () => {
    const refused = await call('staffCreate', { username: 'appr.x', displayName: 'X', roles: ['admin'] }, a);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json().message).toMatch(/without the admin role/);
  });

  it('holds a grant of admin (202) until a different admin approves; the asker cannot approve it', async () => {
    const made = await call(
      'staffCreate',
      { username: 'appr.c', displayName: 'C', roles: ['care'], password },
      a,
    );
    expect(made.statusCode).toBe(200);
    const id = made.json().staff.id as number;
    const held = await call('staffUpdate', { id, version: 1, displayName: 'C', roles: ['admin'] }, a);
    expect(held.statusCode, held.body).toBe(202);
    expect(held.json()).toMatchObject({
      kind: 'update',
      target: { id, username: 'appr.c' },
      changes: { roles: ['admin'] },
      requestedBy: { username: 'admin' },
    });
    expect(
      (await call('staffGetAll', undefined, a)).json().items.find((s: { id: number }) => s.id === id),
    ).toMatchObject({ roles: ['care'], version: 1 });
    const pending = (await call('staffChangeRequestGetAll', undefined, b.authorization)).json().items;
    expect(pending.map((r: { id: number }) => r.id)).toContain(held.json().id);

    const own = await call('staffChangeRequestApprove', { id: held.json().id }, a);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You asked for this change: a different admin must approve it.');

    const approved = await call('staffChangeRequestApprove', { id: held.json().id }, b.authorization);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().staff).toMatchObject({ id, roles: ['admin'] });
    expect(approved.json().totpSecret).toMatch(/^[A-Z2-7]+$/);
    const session = await signInAdmin('appr.c', approved.json().totpSecret);
    c = { id, authorization: `Bearer ${session.json().token}` };
    // Decided once: approving again finds nothing pending.
    expect(
      (await call('staffChangeRequestApprove', { id: held.json().id }, c.authorization)).statusCode,
    ).toBe(404);
  });

  it('holds a password reset of another admin; the approving admin gets the made-up password', async () => {
    const held = await call(
      'staffResetPassword',
      { id: b.id, version: await version(b.id), password: 'chosen by one admin' },
      a,
    );
    expect(held.statusCode).toBe(202);
    expect(JSON.stringify(held.json())).not.toContain('chosen by one admin');
    expect((await signInAdmin('appr.b', b.secret)).statusCode).toBe(200);
    const approved = await call('staffChangeRequestApprove', { id: held.json().id }, c.authorization);
    expect(approved.statusCode, approved.body).toBe(200);
    const made = approved.json().password as string;
    expect(made).toMatch(/^[\w-]{16}$/);
    expect((await signInAdmin('appr.b', b.secret)).statusCode).toBe(400);
    const back = await signInAdmin('appr.b', b.secret, made);
    expect(back.statusCode).toBe(200);
    b.authorization = `Bearer ${back.json().token}`;
  });

  it('holds one-time code resets, role changes and deactivation of another admin; a rejected one changes nothing', async () => {
    const v = await version(c.id);
    for (const [name, payload] of [
      ['staffResetTotp', { id: c.id, version: v }],
      ['staffUpdate', { id: c.id, version: v, displayName: 'C', roles: ['care'] }],
      ['staffSetActive', { id: c.id, version: v, active: false }],
    ] as const) {
      const held = await call(name, payload, a);
      expect(held.statusCode, name).toBe(202);
      const rejected = await call('staffChangeRequestReject', { id: held.json().id }, b.authorization);
      expect(rejected.statusCode).toBe(200);
      expect(
        (await call('staffChangeRequestApprove', { id: held.json().id }, b.authorization)).statusCode,
      ).toBe(404);
    }
    expect(await version(c.id)).toBe(v);
    expect((await call('staffGetAll', undefined, c.authorization)).statusCode).toBe(200);
  });

  it('an approval of a stale request is 409 and changes nothing; the admin’s own account needs nobody', async () => {
    const held = await call(
      'staffUpdate',
      { id: c.id, version: await version(c.id), displayName: 'C', roles: ['admin', 'care'] },
      a,
    );
    expect(held.statusCode).toBe(202);
    const own = await call(
      'staffUpdate',
      { id: c.id, version: await version(c.id), displayName: 'C again', roles: ['admin'] },
      c.authorization,
    );
    expect(own.statusCode).toBe(200);
    expect(
      (await call('staffChangeRequestApprove', { id: held.json().id }, b.authorization)).statusCode,
    ).toBe(409);
    expect((await call('staffChangeRequestReject', { id: held.json().id }, a)).statusCode).toBe(200);
  });

  it('writes the request, the approval and the rejection to the audit log', async () => {
    const log = await t.app.inject({
      url: `${opsApi.auditLogGetAll.path}?entity=staffChangeRequest&pageSize=100`,
      headers: { authorization: a },
    });
    const rows = log.json().rows as { action: string; after: Record<string, unknown> }[];
    expect(rows.filter((r) => r.action === 'create').length).toBeGreaterThanOrEqual(6);
    expect(rows.some((r) => r.after.outcome === 'approved')).toBe(true);
    expect(rows.some((r) => r.after.outcome === 'rejected')).toBe(true);
  });

  it('lets only admins see and decide requests', async () => {
    const care = await signInStaff(t, 'care');
    expect((await call('staffChangeRequestGetAll', undefined, care.authorization)).statusCode).toBe(403);
    expect((await call('staffChangeRequestApprove', { id: 1 }, care.authorization)).statusCode).toBe(403);
  });
});
