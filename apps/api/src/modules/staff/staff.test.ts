import { opsApi } from '@dfs/contract/ops/paths';
import { type StaffRole, staffRoles } from '@dfs/contract/ops/roles';
import { Privilege } from '@dfs/contract/privileges';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCredentials } from '../../db/seed/demo-seed';
import errors from '../../plugins/errors';
import locale from '../../plugins/locale';
import staffAuth from '../../plugins/staff-auth';
import { signInCustomer } from '../../test/customer-session';
import { otpAt, signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const sessions = {} as Record<StaffRole, { authorization: string; staffId: number }>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of staffRoles) sessions[role] = await signInStaff(t, role);
});
afterAll(() => t.close());

const signIn = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: opsApi.staffSignIn.path, payload });

/** A request every ops call accepts past its role check (valid input where it has any). */
function callOf(name: keyof typeof opsApi) {
  const call = opsApi[name];
  const query = call.method === 'GET' ? '?page=1&pageSize=5' : '';
  const payload = name === 'itemUpdate' ? { id: 999_999_999 } : undefined;
  return { method: call.method, url: `${call.path}${query}`, ...(payload ? { payload } : {}) };
}

describe('staff sign-in', () => {
  it('signs a merchandiser in without a one-time code and returns the roles', async () => {
    const response = await signIn({ username: 'merchandiser', password: demoCredentials.staffPassword });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.staff).toMatchObject({ username: 'merchandiser', roles: ['merchandiser'] });
    expect(body.token).toEqual(expect.any(String));
  });

  it('requires the one-time code for admin, refuses a wrong or replayed one and accepts the current one', async () => {
    const without = await signIn({ username: 'admin', password: demoCredentials.staffPassword });
    expect(without.statusCode).toBe(400);
    expect(without.headers['content-type']).toContain('application/problem+json');
    // The right password without its code answers exactly as a wrong password: nothing confirms it.
    const wrongPassword = await signIn({ username: 'admin', password: 'not-the-password' });
    expect(without.json()).toEqual(wrongPassword.json());
    expect(without.json().errors.Otp).toBeUndefined();

    t.clock.advance(30_000); // past the code the sign-ins before used
    const current = await otpAt(t);
    const wrong = String((Number(current) + 1) % 1_000_000).padStart(6, '0');
    const refused = await signIn({ username: 'admin', password: demoCredentials.staffPassword, otp: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/incorrect/);

    const accepted = await signIn({
      username: 'admin',
      password: demoCredentials.staffPassword,
      otp: current,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().staff.roles).toEqual(['admin']);

    // The same code again (replayed) is refused; the next one works.
    const replayed = await signIn({
      username: 'admin',
      password: demoCredentials.staffPassword,
      otp: current,
    });
    expect(replayed.statusCode).toBe(400);
    t.clock.advance(30_000);
    const next = await signIn({
      username: 'admin',
      password: demoCredentials.staffPassword,
      otp: await otpAt(t),
    });
    expect(next.statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown username the same answer', async () => {
    const wrong = await signIn({ username: 'station', password: 'not-the-password' });
    const unknown = await signIn({ username: 'nobody-here', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('answers bad input with a field error for each field', async () => {
    const bad = await signIn({ username: '', password: '', otp: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['Otp', 'Password', 'Username']);
  });

  it('throttles repeated failures for one account name', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await signIn({ username: 'night-shift', password: `wrong-${i}` })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses).toContain(429);
  });

  it('stops accepting the token once the staff member signs out', async () => {
    const session = await signInStaff(t, 'merchandiser');
    const headers = { authorization: session.authorization };
    expect((await t.app.inject({ ...callOf('itemGetAll'), headers })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: opsApi.staffSignOut.path, headers });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ ...callOf('itemGetAll'), headers })).statusCode).toBe(401);
  });
});

describe('role matrix', () => {
  const guarded = (Object.keys(opsApi) as (keyof typeof opsApi)[]).filter(
    (name) => opsApi[name].roles !== null,
  );

  it('answers every ops call for each role by the roles the call declares (403 otherwise)', async () => {
    const seen: string[] = [];
    for (const name of guarded) {
      const declared = opsApi[name].roles as readonly StaffRole[];
      for (const role of staffRoles) {
        // Sign-out ends the session: each role signs in afresh for it.
        const session = name === 'staffSignOut' ? await signInStaff(t, role) : sessions[role];
        const response = await t.app.inject({
          ...callOf(name),
          headers: { authorization: session.authorization },
        });
        const allowed = declared.includes(role);
        if (allowed) expect(response.statusCode, `${name} as ${role}`).not.toBe(403);
        else {
          expect(response.statusCode, `${name} as ${role}`).toBe(403);
          expect(response.headers['content-type']).toContain('application/problem+json');
        }
        expect(response.statusCode, `${name} as ${role}`).not.toBe(401);
        seen.push(`${name}:${role}:${allowed ? 'allowed' : 'refused'}`);
      }
    }
    expect(seen).toContain('auditLogGetAll:admin:allowed');
    expect(seen).toContain('auditLogGetAll:merchandiser:refused');
    expect(seen).toContain('itemUpdate:merchandiser:allowed');
    expect(seen).toContain('itemUpdate:crew:refused');
    expect(seen).toContain('regulationAddItem:merchandiser:allowed');
    expect(seen).toContain('regulationAddItem:admin:refused');
    expect(seen).toContain('regulationGet:admin:allowed');
    expect(seen).toContain('orderRefund:care:allowed');
    expect(seen).toContain('orderRefund:admin:refused');
    expect(seen).toContain('orderSearch:admin:allowed');
    expect(seen).toContain('orderSearch:crew:refused');
    expect(seen).toContain('reportSales:merchandiser:allowed');
    expect(seen).toContain('reportExport:station:refused');
    expect(seen).toContain('flightSetStatus:station:allowed');
    expect(seen).toContain('flightSetStatus:care:refused');
    expect(seen).toContain('flightGetPickList:station:allowed');
    expect(seen).toContain('flightGetPickList:merchandiser:refused');
    expect(seen).toContain('preOrderWindowSet:admin:refused');
    expect(seen).toContain('staffCreate:admin:allowed');
    expect(seen).toContain('staffUpdate:merchandiser:refused');
    expect(seen).toContain('staffResetTotp:care:refused');
  });

  it('answers 401 to visitor and customer tokens, no token and a forged token on every ops call', async () => {
    const visitor = await t.startup();
    const customer = await signInCustomer(t, 'traveller');
    const forged = `${sessions.admin.authorization.slice(0, -4)}AAAA`;
    for (const name of guarded) {
      for (const authorization of [
        `Bearer ${visitor.clientAccessToken}`,
        `Bearer ${visitor.accessToken}`,
        `Bearer ${customer.token}`,
        forged,
        undefined,
      ]) {
        const response = await t.app.inject({
          ...callOf(name),
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode, `${name} with ${authorization?.slice(0, 20)}`).toBe(401);
      }
    }
  });

  it('never accepts a staff token on a store call', async () => {
    const headers = await t.headers(Privilege.PreOrderAccess);
    const response = await t.app.inject({
      method: 'GET',
      url: '/PreOrder/api/V1.0/Banner/GetAll',
      headers: { ...headers, authorization: sessions.admin.authorization },
    });
    expect(response.statusCode).toBe(401);
    const asUser = await t.app.inject({
      method: 'GET',
      url: '/MasterData/api/V1.0/CustomerProfile/GetPassengerProfile',
      headers: { ...headers, usertoken: sessions.merchandiser.authorization.slice(7) },
    });
    expect(asUser.statusCode).toBe(401);
  });

  it('refuses to start with an ops route that declares no roles', async () => {
    const app = Fastify();
    await app.register(locale);
    await app.register(errors);
    await app.register(staffAuth, { caller: async () => Promise.reject(new Error('unused')) });
    expect(() => app.get('/Ops/api/V1.0/Thing/GetAll', async () => ({}))).toThrow(
      /must declare config.roles/,
    );
    expect(() => app.get('/Ops/api/V1.0/Thing/GetSome', { config: { roles: [] } }, async () => ({}))).toThrow(
      /must declare config.roles/,
    );
    await app.close();
  });
});
