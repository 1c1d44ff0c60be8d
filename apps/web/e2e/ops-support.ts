import { generate } from 'otplib';
import { type Page, test } from './test';

/** The demo admin's authenticator secret (README, "Try it"). */
const ADMIN_TOTP_SECRET = 'DFSOPSDEMOADMINTOTPSECRETKEY2345';
const PASSWORD = 'Console#2026';

/** Signs a demo staff member in to the operations console (admins give the current one-time code). */
export async function signInToConsole(page: Page, username: string, otp?: string) {
  await page.goto('/ops/sign-in');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  if (otp) await page.getByLabel(/One-time code/).fill(otp);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs the demo admin in. Each one-time code is accepted once, and journeys running side by side sign
 * the admin in too: on refusal it waits for the next 30-second code, four times at most.
 */
export async function signInAsAdmin(page: Page) {
  for (let attempt = 0; ; attempt++) {
    await signInToConsole(page, 'admin', await generate({ secret: ADMIN_TOTP_SECRET }));
    const signedIn = await page
      .getByRole('button', { name: 'Sign out' })
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (signedIn || attempt === 3) return;
    test.info().setTimeout(test.info().timeout + 35_000);
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
}
