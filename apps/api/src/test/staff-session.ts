import { generate } from 'otplib';
import { demoCredentials } from '../db/seed/demo-seed';
import type { TestApp } from './test-app';

/** A one-time code for a secret at the test clock's time. */
export function otpAt(t: TestApp, secret: string = demoCredentials.adminTotpSecret): Promise<string> {
  return generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
}

/** Signs a demo staff member in through the real sign-in call; returns their bearer headers. */
export async function signInStaff(
  t: TestApp,
  username: string,
): Promise<{ authorization: string; staffId: number }> {
  const payload: Record<string, string> = { username, password: demoCredentials.staffPassword };
  if (username === 'admin') {
    // Each code works once: the next sign-in waits (on the test clock) for the next code.
    t.clock.advance(30_000);
    payload.otp = await otpAt(t);
  }
  const response = await t.app.inject({ method: 'POST', url: '/Ops/api/V1.0/Staff/SignIn', payload });
  if (response.statusCode !== 200)
    throw new Error(`staff sign-in answered ${response.statusCode}: ${response.body}`);
  const body = response.json() as { token: string; staff: { id: number } };
  return { authorization: `Bearer ${body.token}`, staffId: body.staff.id };
}
