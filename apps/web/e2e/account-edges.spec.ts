import { expect, type Page, test } from './test';

async function open(page: Page, url: string) {
  await page.goto(`${url}${url.includes('?') ? '&' : '?'}lng=en`);
}

async function signIn(page: Page, redirect: string) {
  await open(page, `/login?redirectUrl=${encodeURIComponent(redirect)}`);
  await page.getByRole('main').getByLabel('Username').fill('traveller');
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('Travel#2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[/?]/g, '\\$&')}`));
}

test.describe('account edges', () => {
  test('log out stays signed in through its busy second, then signs out and opens /account', async ({
    page,
  }) => {
    // The page's clock runs normally until the log-out, then stands still inside its busy second.
    await page.clock.install();
    await signIn(page, '/account/dashboard');
    await expect(page.getByText('Hello, traveller')).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Account' });
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await menu.getByRole('button', { name: 'Log out' }).click();

    // Spec §2: busy first, the traveller still signed in (the page and the stored session unchanged)…
    await expect(menu.getByRole('button', { name: 'Logging out…' })).toBeVisible();
    await expect(page.getByText('Hello, traveller')).toBeVisible();
    const stillSignedIn = await page.evaluate(
      () => JSON.parse(localStorage.getItem('dfs-session') ?? '{}').state?.isSignedIn,
    );
    expect(stillSignedIn).toBe(true);
    await page.clock.resume();

    // …then signed out, on /account.
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Account of / })).toHaveCount(0);
  });

  test('a signed-in traveller on /account goes on to the dashboard or the redirect, not to sign-in choices', async ({
    page,
  }) => {
    await signIn(page, '/account/dashboard');
    await open(page, '/account');
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    await expect(page.getByText('Hello, traveller')).toBeVisible();
    await expect(page.getByRole('link', { name: /Log in/ })).toHaveCount(0);
    await open(page, '/account?redirectUrl=%2Fcart');
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('guest checkout is offered only on the way to checkout', async ({ page }) => {
    for (const url of ['/guest-checkout', '/guest-checkout?redirectUrl=%2Faccount%2Fdashboard']) {
      await open(page, url);
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Continue as guest/ })).toHaveCount(0);
    }
    await open(page, '/account?redirectUrl=%2Fcheckout');
    await page.getByRole('link', { name: /Continue as guest/ }).click();
    await expect(page).toHaveURL(/\/guest-checkout\?redirectUrl=%2Fcheckout$/);
    await expect(page.getByRole('main').getByLabel('First name')).toBeVisible();
  });

  test('a name with markup is refused with what is wrong with it', async ({ page }) => {
    await open(page, '/guest-checkout?redirectUrl=%2Fcheckout');
    const main = page.getByRole('main');
    await main.getByLabel('First name').fill('<b>Zoe</b>');
    await main.getByLabel('Last name').fill('Adams2');
    await main.getByRole('button', { name: /continue/i }).click();
    await expect(
      main.getByText(
        "Names can contain only letters, spaces, hyphens (-), apostrophes (') and full stops (.)",
      ),
    ).toBeVisible();
    await expect(main.getByText('Names cannot contain numbers')).toHaveCount(1);
  });

  test('an order address that is no order shows a not-found state', async ({ page }) => {
    await signIn(page, '/account/orders');
    for (const id of ['abc', '0', '-4', '1.5', '99999999999']) {
      await open(page, `/account/orders/${id}`);
      await expect(page.getByRole('main').getByRole('alert'), id).toHaveText('We could not find this order.');
      await expect(page.getByText('Loading your orders…')).toHaveCount(0);
    }
  });
});
