import { opsApi } from '@dfs/contract/ops/paths';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: { authorization: string; staffId: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin');
});
afterAll(() => t.close());

type Call = keyof typeof opsApi;
const call = (name: Call, payload?: object, authorization = admin.authorization) =>
  t.app.inject({
    method: opsApi[name].method,
    url: opsApi[name].path,
    headers: { authorization },
    ...(payload ? { payload } : {}),
  });
const signIn = (username: string, password: string, otp?: string) =>
  t.app.inject({ method: 'POST', url: opsApi.staffSignIn.path, payload: { username, password, otp } });
const otpFor = (secret: string) => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

async function auditOf(id: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${opsApi.auditLogGetAll.path}?entity=staff&pageSize=100`,
    headers: { authorization: admin.authorization },
  });
  expect(response.statusCode).toBe(200);
  return (
    response.json().rows as { entityId: string; before: unknown; after: unknown; staffId: number }[]
  ).filter((e) => e.entityId === String(id));
}

let secondAdminSecret = '';
/** The second admin (made by the test that creates an admin) signs in; answers their bearer. */
async function signInSecondAdmin() {
  t.clock.advance(30_000);
  const answer = await signIn('second.admin', 'a long enough password', await otpFor(secondAdminSecret));
  expect(answer.statusCode, answer.body).toBe(200);
  return `Bearer ${answer.json().token}`;
}

async function create(username: string, roles: string[], password?: string) {
  const response = await call('staffCreate', {
    username,
    displayName: `Name of ${username}`,
    roles,
    password,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('staff administration', () => {
  it('creates a merchandiser with a made-up password, shown once, who signs in; audited without it', async () => {
    const made = await create('Mina.T', ['merchandiser']);
    expect(made.staff).toMatchObject({
      username: 'mina.t',
      roles: ['merchandiser'],
      active: true,
      version: 1,
    });
    expect(made.password).toMatch(/^[\w-]{16}$/);
    expect(made.totpSecret).toBeNull();
    const signedIn = await signIn('mina.t', made.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().staff.roles).toEqual(['merchandiser']);

    const list = (await call('staffGetAll')).json().items;
    expect(list.find((s: { id: number }) => s.id === made.staff.id)).toMatchObject({ liveSessions: 1 });
    const entries = await auditOf(made.staff.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffId: admin.staffId,
      before: null,
      after: { username: 'mina.t', roles: ['merchandiser'], active: true },
    });
    expect(JSON.stringify(entries)).not.toContain(made.password);
  });

  it('gives a new admin (made alone: no other admin to approve) a one-time code secret, needed to sign in', async () => {
    const made = await create('second.admin', ['admin', 'care'], 'a long enough password');
    expect(made.password).toBeNull();
    expect(made.totpSecret).toMatch(/^[A-Z2-7]+$/);
    expect(made.totpUri).toMatch(/^otpauth:\/\/totp\//);
    expect((await signIn('second.admin', 'a long enough password')).statusCode).toBe(400);
    t.clock.advance(30_000);
    const ok = await signIn('second.admin', 'a long enough password', await otpFor(made.totpSecret));
    expect(ok.statusCode).toBe(200);
    secondAdminSecret = made.totpSecret;
  });

  it('refuses bad input with field errors, a taken username with 409, and writes nothing', async () => {
    const before = (await call('staffGetAll')).json().items.length;
    const bad = await call('staffCreate', {
      username: 'x',
      displayName: '',
      roles: ['boss'],
      password: 'short',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'DisplayName',
      'Password',
      'Roles[0]',
      'Username',
    ]);
    const repeated = await call('staffCreate', {
      username: 'twice',
      displayName: 'T',
      roles: ['crew', 'crew'],
    });
    expect(repeated.statusCode).toBe(400);
    const taken = await call('staffCreate', { username: 'MERCHANDISER', displayName: 'M', roles: ['crew'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.Username).toBeDefined();
    expect((await call('staffGetAll')).json().items.length).toBe(before);
  });

  it('edits roles at the version read; a stale edit is 409; the new roles work at once', async () => {
    const made = await create('role.change', ['crew']);
    const session = await signIn('role.change', made.password);
    const headers = `Bearer ${session.json().token}`;
    expect((await call('itemGetAll', undefined, headers)).statusCode).toBe(403);
    const edit = {
      id: made.staff.id,
      version: 1,
      displayName: 'Role Change',
      roles: ['crew', 'merchandiser'],
    };
    const changed = await call('staffUpdate', edit);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().staff).toMatchObject({ version: 2, roles: ['crew', 'merchandiser'] });
    expect((await call('itemGetAll', undefined, headers)).statusCode).toBe(200);
    const stale = await call('staffUpdate', { ...edit, roles: ['care'] });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    const unknown = await call('staffUpdate', { ...edit, id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    const entries = await auditOf(made.staff.id);
    expect(entries[0]).toMatchObject({
      before: { displayName: 'Name of role.change', roles: ['crew'] },
      after: { displayName: 'Role Change', roles: ['crew', 'merchandiser'] },
    });
  });

  it('refuses an admin removing their own admin role or deactivating themselves', async () => {
    const me = (await call('staffGetAll')).json().items.find((s: { id: number }) => s.id === admin.staffId);
    const own = await call('staffUpdate', {
      id: me.id,
      version: me.version,
      displayName: me.displayName,
      roles: ['care'],
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/own admin role/);
    const off = await call('staffSetActive', { id: me.id, version: me.version, active: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toMatch(/own account/);
    expect(await auditOf(me.id)).toEqual([]);
  });

  it('deactivates (tokens stop, sign-in refused) and reactivates an account, audited', async () => {
    const made = await create('night.shift', ['station']);
    const token = `Bearer ${(await signIn('night.shift', made.password)).json().token}`;
    const off = await call('staffSetActive', { id: made.staff.id, version: 1, active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false, liveSessions: 0 });
    expect((await call('staffSignOut', undefined, token)).statusCode).toBe(401);
    expect((await signIn('night.shift', made.password)).statusCode).toBe(400);
    const on = await call('staffSetActive', { id: made.staff.id, version: 2, active: true });
    expect(on.statusCode).toBe(200);
    expect((await signIn('night.shift', made.password)).statusCode).toBe(200);
    const entries = await auditOf(made.staff.id);
    expect(entries.map((e) => e.after)).toEqual([
      { active: true },
      { active: false, sessionsRevoked: 1 },
      expect.anything(),
    ]);
  });

  it('resets a password (made up or set; sessions end) without writing it to the audit log', async () => {
    const made = await create('forgetful', ['care']);
    const token = `Bearer ${(await signIn('forgetful', made.password)).json().token}`;
    const reset = await call('staffResetPassword', { id: made.staff.id, version: 1 });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().password).toMatch(/^[\w-]{16}$/);
    expect((await call('staffSignOut', undefined, token)).statusCode).toBe(401);
    expect((await signIn('forgetful', made.password)).statusCode).toBe(400);
    expect((await signIn('forgetful', reset.json().password)).statusCode).toBe(200);
    const set = await call('staffResetPassword', {
      id: made.staff.id,
      version: 2,
      password: 'chosen by the admin',
    });
    expect(set.json().password).toBeNull();
    expect((await signIn('forgetful', 'chosen by the admin')).statusCode).toBe(200);
    const entries = await auditOf(made.staff.id);
    expect(entries[0]!.after).toEqual({ passwordReset: true, sessionsRevoked: 1 });
    expect(JSON.stringify(entries)).not.toContain(reset.json().password);
    expect(JSON.stringify(entries)).not.toContain('chosen by the admin');
    expect((await call('staffResetPassword', { id: made.staff.id, version: 1 })).statusCode).toBe(409);
  });

  it('revokes every session of an account', async () => {
    const made = await create('two.tablets', ['crew']);
    const a = `Bearer ${(await signIn('two.tablets', made.password)).json().token}`;
    const b = `Bearer ${(await signIn('two.tablets', made.password)).json().token}`;
    const revoked = await call('staffRevokeSessions', { id: made.staff.id, version: 1 });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ revoked: 2, staff: { liveSessions: 0, version: 2 } });
    for (const token of [a, b]) expect((await call('staffSignOut', undefined, token)).statusCode).toBe(401);
    expect((await auditOf(made.staff.id))[0]!.after).toEqual({ liveSessions: 0, sessionsRevoked: 2 });
  });

  it('resets an admin’s one-time code secret, approved by a second admin: the old one stops working', async () => {
    const made = await create('lost.phone', ['care'], 'another long password');
    const second = await signInSecondAdmin();
    const grant = await call('staffUpdate', {
      id: made.staff.id,
      version: 1,
      displayName: 'Lost',
      roles: ['admin'],
    });
    expect(grant.statusCode, grant.body).toBe(202);
    const granted = await call('staffChangeRequestApprove', { id: grant.json().id }, second);
    expect(granted.statusCode, granted.body).toBe(200);
    const first = granted.json().totpSecret as string;
    const held = await call('staffResetTotp', { id: made.staff.id, version: 2 });
    expect(held.statusCode).toBe(202);
    const reset = await call('staffChangeRequestApprove', { id: held.json().id }, second);
    expect(reset.statusCode).toBe(200);
    const secret = reset.json().totpSecret as string;
    expect(secret).not.toBe(first);
    t.clock.advance(30_000);
    expect((await signIn('lost.phone', 'another long password', await otpFor(first))).statusCode).toBe(400);
    t.clock.advance(30_000);
    expect((await signIn('lost.phone', 'another long password', await otpFor(secret))).statusCode).toBe(200);
    expect((await auditOf(made.staff.id))[0]!.after).toEqual({ totpEnrolled: true, totpReset: true });
    expect(JSON.stringify(await auditOf(made.staff.id))).not.toContain(secret);
  });

  it('lets only admin administer staff', async () => {
    const merchandiser = await signInStaff(t, 'merchandiser');
    const refused = await call('staffGetAll', undefined, merchandiser.authorization);
    expect(refused.statusCode).toBe(403);
    const visitor = await t.startup();
    expect((await call('staffGetAll', undefined, `Bearer ${visitor.clientAccessToken}`)).statusCode).toBe(
      401,
    );
  });
});
