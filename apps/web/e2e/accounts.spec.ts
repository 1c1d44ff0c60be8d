import { isPlain, pick, shopCatalogue } from './cart-catalogue';
import { latestMailTo } from './outbox';
import { expect, type Page, test } from './test';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function open(page: Page, url: string) {
  await page.goto(`${url}${url.includes('?') ? '&' : '?'}lng=en`);
  const consent = page.getByRole('button', { name: 'Accept Cookies' });
  if (await consent.isVisible().catch(() => false)) await consent.click();
}

async function fillRegistration(page: Page, who: { username: string; email?: string; password: string }) {
  await page.getByRole('main').getByLabel('Title').selectOption({ label: 'Ms' });
  await page.getByRole('main').getByLabel('First name').fill('Hana');
  await page.getByRole('main').getByLabel('Last name').fill('Girma');
  await page.getByRole('main').getByLabel('Nationality').fill('Ethiopian');
  await page.getByRole('main').getByLabel('Mobile number').fill('+251911000222');
  if (who.email) await page.getByRole('main').getByLabel('E-mail address').fill(who.email);
  await page.getByRole('main').getByLabel('Username').fill(who.username);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('main').getByLabel('Confirm password').fill(who.password);
}

test('register → log out → log in → dashboard → edit profile and password', async ({ page, request }) => {
  test.setTimeout(90_000);
  const item = pick((await shopCatalogue(request)).items, 'a plain item', isPlain);
  const username = `hana${stamp()}`;
  const password = 'Blue Nile at sunrise';
  await open(page, '/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();

  // The form checks before sending: spec §5 messages.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();

  await fillRegistration(page, { username, email: `${username}@example.com`, password: 'password' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This password is too common. Please choose another one')).toBeVisible();
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByLabel('Confirm password').fill(`${password}!`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Confirm password does not match.')).toBeVisible();
  await page.getByRole('main').getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByText(`Hello, ${username}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account of Hana' })).toBeVisible();

  // Something in the cart must survive the log-out (spec §4).
  await page.goto(`/product-detail/${item.id}?lng=en`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  const cartButton = page.getByRole('banner').getByRole('button', { name: 'Cart, items: 1' });
  await expect(cartButton).toBeVisible();
  await page.goto('/account/dashboard?lng=en');

  const menu = page.getByRole('navigation', { name: 'Account' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('button', { name: 'Log out' }).click();
  await expect(menu.getByRole('button', { name: 'Logging out…' })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(cartButton).toBeVisible();

  // Signed out, the dashboard sends to log in.
  await open(page, '/account/dashboard');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Faccount%2Fdashboard/);

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Username field is required.')).toBeVisible();
  await expect(page.getByText('Password field is required.')).toBeVisible();
  await page.getByRole('main').getByLabel('Username').fill(username);
  await expect(page.getByText('Username field is required.')).toBeHidden();
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'The username or password is incorrect.',
  );
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByRole('main').getByRole('alert')).toBeHidden();
  await page.getByRole('button', { name: 'Log in' }).click();
  // Back where the log-in was asked for (the redirectUrl; the address dropped ?lng once it was read).
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByText(`Hello, ${username}`)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Account details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Last name')).toHaveValue('Girma');
  await page.getByRole('main').getByLabel('Last name').fill('Girma-Bekele');
  await page.getByRole('main').getByLabel('Mobile number').fill('12');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/Enter the mobile number with a plus sign/)).toBeVisible();
  await page.getByRole('main').getByLabel('Mobile number').fill('+251911000333');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').getByLabel('Last name')).toHaveValue('Girma-Bekele');

  // A new e-mail address asks for the current password first (issue 44, point 13).
  const forEmail = page.getByRole('main').getByLabel('Current password (needed to change your e-mail)');
  await expect(forEmail).toBeHidden();
  await page.getByRole('main').getByLabel('E-mail address').fill(`new-${username}@example.com`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter your current password to change your e-mail address.')).toBeVisible();
  await forEmail.fill(password);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  await expect(forEmail).toBeHidden();

  await page.getByRole('main').getByLabel('Current password').fill(password);
  await page.getByRole('main').getByLabel('New password', { exact: true }).fill('Lake Tana in the rain');
  await page.getByRole('main').getByLabel('Confirm new password').fill('Lake Tana in the rain');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
});

test('miles login: a registered member is signed in and sent on', async ({ page }) => {
  await open(page, '/shebamiles/login?redirectUrl=/cart');
  await expect(page.getByPlaceholder('membership number field is required')).toBeVisible();
  await expect(page.getByPlaceholder('password field is required')).toBeVisible();
  await page.getByRole('main').getByLabel('Membership number').fill('ET100200300');
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('Miles#2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('button', { name: 'Account of Selam' })).toBeVisible();
});

test('miles login: an unregistered member registers with the details prefilled and the membership linked', async ({
  page,
}) => {
  await open(page, '/shebamiles/login');
  await page.getByRole('main').getByLabel('Membership number').fill('ET100200400');
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('wrong');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'The membership number or password is incorrect.',
  );
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('Miles#2026');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/registration/);
  await expect(page.getByText(/membership ET100200400 will be linked/)).toBeVisible();
  await expect(page.getByRole('main').getByLabel('First name')).toHaveValue('Daniel');
  await expect(page.getByRole('main').getByLabel('Last name')).toHaveValue('Mekonnen');
  await expect(page.getByRole('main').getByLabel('E-mail address')).toHaveValue(
    'daniel.mekonnen@example.com',
  );
  const username = `daniel${stamp()}`;
  await page.getByRole('main').getByLabel('Title').selectOption({ label: 'Mr' });
  await page.getByRole('main').getByLabel('Nationality').fill('Ethiopian');
  await page.getByRole('main').getByLabel('Mobile number').fill('+251911000444');
  await page.getByRole('main').getByLabel('Username').fill(username);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('Flying home to Addis');
  await page.getByRole('main').getByLabel('Confirm password').fill('Flying home to Addis');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(
    page.getByText('Membership number ET100200400. You can pay with miles at checkout.'),
  ).toBeVisible();
});

test('guest checkout is offered only on the way to checkout', async ({ page }) => {
  await open(page, '/account');
  await expect(page.getByRole('link', { name: /Log in with/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Continue as guest/ })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);

  await open(page, '/account?redirectUrl=/checkout');
  await page.getByRole('link', { name: /Continue as guest/ }).click();
  await expect(page).toHaveURL(/\/guest-checkout\?redirectUrl=%2Fcheckout/);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByText('Email Address field is required.')).toBeVisible();
  await page.getByRole('main').getByLabel('First name').fill('Liya');
  await page.getByRole('main').getByLabel('Last name').fill('Alemu');
  await page.getByRole('main').getByLabel('E-mail address').fill('liya@example.com');
  await page.getByRole('main').getByLabel('Mobile number').fill('+251911000555');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const stored = await page.evaluate(() => localStorage.getItem('dfs-session') ?? '');
  expect(stored).toContain('liya@example.com');
});

test('forgot password → the e-mailed link → reset → log in with the new password', async ({
  page,
  request,
}) => {
  // Three passwords hashed and four pages loaded: on a loaded two-core machine this took 32 s.
  test.setTimeout(60_000);
  const username = `reset${stamp()}`;
  const email = `${username}@example.com`;
  const tokens = await (await request.post('/User/api/V1.0/Token/Startup')).json();
  const created = await request.post('/MasterData/api/V1.0/CustomerProfile/Create', {
    headers: {
      Authorization: `Bearer ${tokens.clientAccessToken}`,
      UserToken: tokens.accessToken,
      ActionPrivilege: 'Account-Save',
    },
    data: {
      email,
      username,
      password: 'An old travel phrase',
      title: 1,
      firstName: 'Abel',
      lastName: 'Tadesse',
      nationality: 'Ethiopian',
      mobileNumber: '+251911000666',
    },
  });
  expect(created.status()).toBe(200);

  await open(page, '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('main').getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'If an account uses this address, we have sent it a reset link. Check your inbox.',
  );

  const mail = await latestMailTo(email, 'reset-password');
  const link = /https?:\/\/[^/\s]+(\/reset-password\?token=[\w-]+)/.exec(mail);
  expect(link, 'the e-mail carries a reset link').not.toBeNull();
  await open(page, link![1]!);
  await page.getByRole('main').getByLabel('New password').fill('short');
  await page.getByRole('main').getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByRole('main').getByLabel('New password').fill('A fresh start in Gondar');
  await page.getByRole('main').getByLabel('Confirm password').fill('A fresh start in Gondar');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Password changed successfully');

  // The link works once.
  await open(page, link![1]!);
  await page.getByRole('main').getByLabel('New password').fill('Another fresh start');
  await page.getByRole('main').getByLabel('Confirm password').fill('Another fresh start');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid token');

  await open(page, '/login');
  await page.getByRole('main').getByLabel('Username').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('A fresh start in Gondar');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByText(`Hello, ${username}`)).toBeVisible();
});

test('the account screens read right to left in Arabic', async ({ page }) => {
  await page.goto('/login?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
});
