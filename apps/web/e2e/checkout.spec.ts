import { type Item, isPlain, pick, shopCatalogue } from './cart-catalogue';
import { mailsTo } from './outbox';
import { expect, type Page, test } from './test';

let catalogue: Awaited<ReturnType<typeof shopCatalogue>>;
const used = new Set<number>();

test.beforeAll(async ({ request }) => {
  catalogue = await shopCatalogue(request);
});

/** A plain item no other journey of this file has taken, with stock to spare. */
function freshItem(): Item {
  const item = pick(
    catalogue.items,
    'a plain item with stock',
    (i) => isPlain(i) && i.quantity >= 5 && !used.has(i.id),
  );
  used.add(item.id);
  return item;
}

/** ET500 ADD→LHR departs 3 days after the seed day (README "Try it"), on that local day. */
function et500Day(): string {
  const day = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  return day.toISOString().slice(0, 10);
}

/** Cookies accepted, so the consent banner stays out of the way of the journey. */
async function acceptCookies(page: Page) {
  await page.context().addCookies([{ name: '_consent', value: 'accepted', url: 'http://127.0.0.1' }]);
}

/** Adds an item from its page and proceeds to checkout from the cart. */
async function addAndProceed(page: Page, item: Item) {
  await page.goto(`/product-detail/${item.id}?lng=en`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
}

/**
 * The guest path as a traveller takes it: cart → checkout → /account, where "Continue as guest" is
 * offered because the way leads to checkout → /guest-checkout → back to /checkout.
 */
async function checkoutAsGuest(page: Page, item: Item, email: string) {
  await acceptCookies(page);
  await addAndProceed(page, item);
  await expect(page).toHaveURL(/\/account\?redirectUrl=(%2F|\/)checkout/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await page.getByRole('link', { name: /Continue as guest/ }).click();
  await expect(page).toHaveURL(/\/guest-checkout\?redirectUrl=%2Fcheckout/);
  await page.getByRole('main').getByLabel('First name').fill('Hana');
  await page.getByRole('main').getByLabel('Last name').fill('Girma');
  await page.getByRole('main').getByLabel('E-mail address').fill(email);
  await page.getByRole('main').getByLabel('Mobile number').fill('+251911000111');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText(item.name);
}

/** Logs in on /login as a person would; lands on the dashboard. */
async function signIn(page: Page, username: string, password: string) {
  await acceptCookies(page);
  await page.goto('/login?lng=en');
  await page.getByRole('main').getByLabel('Username').fill(username);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
}

/** "1,234.5" → 1234.5 */
const milesNumber = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The miles balance the dashboard shows. */
async function dashboardMiles(page: Page): Promise<number> {
  await page.goto('/account/dashboard?lng=en');
  const balance = page.getByText(/^Miles balance: /);
  await expect(balance).toBeVisible();
  return milesNumber((await balance.textContent()) ?? '');
}

async function fillPreOrderForm(page: Page) {
  // Within the page: the header's on-board button is labelled with "ticket number" too.
  const main = page.getByRole('main');
  await main.getByLabel('From', { exact: true }).selectOption('ADD');
  await main.getByLabel('To', { exact: true }).selectOption('LHR');
  await main.getByLabel('Flight number').fill('ET500');
  await main.getByLabel('Departure date').fill(et500Day());
  await main.getByLabel('Ticket number').fill('0712345678901');
  await main.getByLabel("Passenger's last name").fill('Tesfaye');
  await main.getByLabel('Seat number').fill('14C');
}

test.describe('checkout', () => {
  test('a guest pays by card on the sandbox gateway and gets the confirmation with its QR proof', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = `card-${Date.now()}@example.com`;
    const item = freshItem();
    await checkoutAsGuest(page, item, email);

    // Nothing typed yet: every pre-order field is required.
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(
      page
        .getByText('Enter a flight number such as ET500.')
        .or(page.getByText('This field is required.'))
        .first(),
    ).toBeVisible();

    await fillPreOrderForm(page);
    await page.getByRole('radio', { name: /Card/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page.getByRole('heading', { name: 'Sandbox card payment' })).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/confirmation\?order=/);
    await expect(page).toHaveTitle(/Confirmation/);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
    await expect(page.getByText('Thank you! Your pre-order is confirmed.')).toBeVisible();
    const code = new URL(page.url()).searchParams.get('order')!;
    await expect(page.getByRole('img', { name: `QR code of order ${code}` })).toBeVisible();
    await expect(page.getByText('Hana Girma')).toBeVisible();
    await expect(page.getByRole('main').getByText('Card', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'After-sales policy' })).toBeVisible();
    await expect(page.getByText('No refunds for faulty goods.')).toBeVisible();
    await expect.poll(() => mailsTo(email).some((m) => m.includes(code))).toBe(true);
    // The paid item left the cart.
    await page.goto('/cart?lng=en');
    await expect(page.getByRole('link', { name: item.name, exact: true })).toHaveCount(0);
  });

  test('the guest path end to end: cart → account choice → guest details → cash on board → confirmation, one order for a double click', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = `cash-${Date.now()}@example.com`;
    await checkoutAsGuest(page, freshItem(), email);
    await fillPreOrderForm(page);
    // A guest has no miles to pay with.
    await expect(page.getByRole('radio', { name: /^Mile/ })).toHaveCount(0);
    await page.getByRole('radio', { name: /Cash On Board/ }).check();
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
    await expect(page.getByText('Thank you! Your pre-order is confirmed.')).toBeVisible();
    await expect(page.getByText('Hana Girma')).toBeVisible();
    await expect(page.getByRole('main').getByText('Cash On Board', { exact: true })).toBeVisible();
    await expect.poll(() => mailsTo(email).length).toBe(1);
    // Give a second order the time to arrive if the double click had made one.
    await page.waitForTimeout(1500);
    expect(mailsTo(email)).toHaveLength(1);
  });

  test('a signed-in miles member pays with miles, and the balance goes down by the order', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, 'traveller', 'Travel#2026');
    const before = await dashboardMiles(page);
    const item = pick(
      catalogue.items,
      'a plain item payable in miles',
      (i) => isPlain(i) && i.quantity >= 5 && i.milesForRedeem !== null && !used.has(i.id),
    );
    used.add(item.id);

    // Signed in, checkout opens at once: no account choice.
    await addAndProceed(page, item);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('complementary')).toContainText(item.name);
    await fillPreOrderForm(page);
    await page.getByRole('radio', { name: /^Mile/ }).check();
    await expect(page.getByRole('complementary').getByText('Total in miles')).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Mile', { exact: true })).toBeVisible();
    await expect(page.getByText('Selam', { exact: false }).first()).toBeVisible();
    // What was paid, in what was paid: the total (the bold figure) and the lines in miles, no dollars.
    const total = page.getByRole('main').locator('dt:text-is("Total") + dd');
    await expect(total).toHaveText(/^[\d,.]+ miles$/);
    await expect(total).toHaveCSS('font-weight', '600');
    await expect(
      page
        .getByRole('main')
        .getByRole('cell', { name: /miles$/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(/USD/)).toHaveCount(0);
    const spent = milesNumber((await total.textContent()) ?? '');
    expect(spent).toBeGreaterThan(0);

    // On a phone the confirmation comes first, the cancel form after it.
    await page.setViewportSize({ width: 375, height: 800 });
    const thanks = await page.getByText('Thank you! Your pre-order is confirmed.').boundingBox();
    const cancel = await page
      .getByRole('button', { name: /Cancel/ })
      .first()
      .boundingBox();
    expect(thanks!.y).toBeLessThan(cancel!.y);

    const after = await dashboardMiles(page);
    expect(after).toBeCloseTo(before - spent, 2);
  });

  test('a signed-in customer cancels a pre-order from its page with a reason', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'amina', 'Travel#2026');
    const item = freshItem();
    await addAndProceed(page, item);
    await expect(page).toHaveURL(/\/checkout$/);
    await fillPreOrderForm(page);
    await page.getByRole('radio', { name: /Cash On Board/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
    const code = new URL(page.url()).searchParams.get('order')!;

    await page.goto('/account/orders?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Account' });
    await expect(menu.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: `View order ${code}` }).click();
    await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${code}` })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByText(item.name).first()).toBeVisible();

    // A reason is required.
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('Choose a reason for cancelling.')).toBeVisible();
    await page.getByRole('main').getByLabel('Reason').selectOption({ label: 'My flight changed' });
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('Cancelled: My flight changed')).toBeVisible();
    await expect(page.getByRole('main').getByText('Status: Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    // The list says so too, after a reload.
    await page.goto('/account/orders?lng=en');
    const card = page.getByRole('listitem').filter({ hasText: `Order ${code}` });
    await expect(card.getByText('Status: Cancelled', { exact: true })).toBeVisible();
  });

  for (const [fields, title] of [
    ['4000 0000 0000 0002', 'Payment Failed'],
    ['cancel', 'Payment Canceled'],
  ] as const) {
    test(`a card that ends in "${title}" lands on its page with the cart intact`, async ({ page }) => {
      test.setTimeout(60_000);
      const item = freshItem();
      await checkoutAsGuest(page, item, `result-${Date.now()}@example.com`);
      await fillPreOrderForm(page);
      await page.getByRole('radio', { name: /Card/ }).check();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByRole('heading', { name: 'Sandbox card payment' })).toBeVisible();
      if (fields === 'cancel') {
        await page.getByRole('button', { name: 'Cancel payment' }).click();
      } else {
        await page.getByLabel('Card number').fill(fields);
        await page.getByLabel('Expiry (MM/YY)').fill('12/30');
        await page.getByLabel('Security code').fill('123');
        await page.getByRole('button', { name: /^Pay / }).click();
      }
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(title));
      await page.getByRole('link', { name: 'Back to cart' }).click();
      await expect(page).toHaveURL(/\/cart/);
      await expect(page.getByRole('link', { name: item.name, exact: true })).toBeVisible();
    });
  }

  test('order tracking e-mails the orders of an address, and says so when there are none', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = `track-${Date.now()}@example.com`;
    await checkoutAsGuest(page, freshItem(), email);
    await fillPreOrderForm(page);
    await page.getByRole('radio', { name: /Cash On Board/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
    const code = new URL(page.url()).searchParams.get('order')!;

    await page.goto('/order-tracking?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Order tracking' })).toBeVisible();
    await page.getByRole('main').getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send my orders' }).click();
    await expect(
      page.getByText('We have sent your pre-orders to your e-mail address. Check your inbox.'),
    ).toBeVisible();
    await expect
      .poll(() =>
        mailsTo(email).some(
          (m) => /Subject: Your .* orders/i.test(m) && m.includes(`/confirmation?order=${code}&token=`),
        ),
      )
      .toBe(true);

    await page.getByRole('main').getByLabel('E-mail address').fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Send my orders' }).click();
    await expect(
      page.getByText(
        'There is no pre-order on the email address you gave. Please remember to provide the email address that was used to place the order.',
      ),
    ).toBeVisible();
  });

  test('checkout without a session or a guest profile sends the traveller to choose one', async ({
    page,
  }) => {
    await page.goto('/checkout?lng=en');
    await expect(page).toHaveURL(/\/account\?redirectUrl=/);
  });

  test('the orders pages send a signed-out visitor to log in and back', async ({ page }) => {
    await page.goto('/account/orders?lng=en');
    await expect(page).toHaveURL(/\/login\?redirectUrl=%2Faccount%2Forders/);
    await page.goto('/account/orders/1?lng=en');
    await expect(page).toHaveURL(/\/login\?redirectUrl=%2Faccount%2Forders%2F1/);
    await acceptCookies(page);
    await page.getByRole('main').getByLabel('Username').fill('liwei');
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill('Travel#2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    // Order 1 is not liwei's: back on its page, it is answered as unknown.
    await expect(page).toHaveURL(/\/account\/orders\/1(\?|$)/);
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  });
});
