import { opsApi } from '@dfs/contract/ops/paths';
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

const first = 'Tarmac at dawn 0617';
const second = 'Quiet gate lounge 4419';

const change = (authorization: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: opsApi.staffChangePassword.path,
    headers: { authorization },
    payload,
  });
const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: opsApi.staffSignIn.path, payload: { username, password } });

async function newStaff(username: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: opsApi.staffCreate.path,
    headers: { authorization: admin.authorization },
    payload: { username, displayName: `Name of ${username}`, roles: ['crew'], password: first },
  });
  expect(created.statusCode, created.body).toBe(200);
  const session = await signIn(username, first);
  expect(session.statusCode).toBe(200);
  return { id: created.json().staff.id as number, authorization: `Bearer ${session.json().token}` };
}

describe('a staff member changes their own password', () => {
  it('with the current one: the new one works, the old one does not, other sessions end, audited', async () => {
    const me = await newStaff('crew.change');
    const other = `Bearer ${(await signIn('crew.change', first)).json().token}`;
    const changed = await change(me.authorization, { currentPassword: first, newPassword: second });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.headers['cache-control']).toBe('no-store');
    expect(changed.json()).toEqual({
      message: 'Your password is changed. Your other sessions have ended.',
      sessionsRevoked: 1,
    });
    expect((await signIn('crew.change', first)).statusCode).toBe(400);
    expect((await signIn('crew.change', second)).statusCode).toBe(200);
    // This session goes on; the other one has ended.
    expect((await change(me.authorization, { currentPassword: second, newPassword: first })).statusCode).toBe(
      200,
    );
    expect((await change(other, { currentPassword: first, newPassword: second })).statusCode).toBe(401);

    const audit = await t.app.inject({
      url: `${opsApi.auditLogGetAll.path}?entity=staff&pageSize=100`,
      headers: { authorization: admin.authorization },
    });
    const entries = (
      audit.json().rows as { entityId: string; staffId: number; after: Record<string, unknown> }[]
    ).filter((row) => row.entityId === String(me.id) && row.after?.ownPasswordChanged);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ staffId: me.id, after: { ownPasswordChanged: true } });
    expect(JSON.stringify(audit.json())).not.toContain(second);
  });

  it('refuses a wrong current password with 400 problem+json, and keeps the password', async () => {
    const me = await newStaff('crew.wrong');
    const refused = await change(me.authorization, {
      currentPassword: 'not my password',
      newPassword: second,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json().errors).toEqual({ CurrentPassword: ['The current password is incorrect.'] });
    expect((await signIn('crew.wrong', first)).statusCode).toBe(200);
  });

  it('counts wrong current passwords in the sign-in throttle (429 after five)', async () => {
    const me = await newStaff('crew.guess');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await change(me.authorization, { currentPassword: `guess ${i}`, newPassword: second })).statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('holds the new one to the staff rules: 12 characters, not breached, not the username, not the same', async () => {
    const me = await newStaff('crew.rules');
    const errorsFor = async (newPassword: string) =>
      (await change(me.authorization, { currentPassword: first, newPassword })).json().errors?.NewPassword;
    expect(await errorsFor('Short one 1')).toEqual(['A staff password has at least 12 characters.']);
    expect(await errorsFor('password1234')).toEqual([
      'This password is too common. Please choose another one',
    ]);
    expect(await errorsFor('my crew.rules pass')).toEqual(['The password must not contain the username.']);
    expect(await errorsFor(first)).toEqual(['Choose a new password, not the current one.']);
    expect((await signIn('crew.rules', first)).statusCode).toBe(200);
  });

  it('needs a staff session', async () => {
    expect((await change('Bearer nope', { currentPassword: first, newPassword: second })).statusCode).toBe(
      401,
    );
  });
});
