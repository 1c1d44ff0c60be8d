import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type Item, isPlain, pick, shopCatalogue } from './cart-catalogue';

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

/** A guest who came through /guest-checkout (the profile it stores), with cookies accepted. */
async function asGuest(page: Page, email: string) {
  await page.context().addCookies([{ name: '_consent', value: 'accepted', url: 'http://127.0.0.1' }]);
  await page.addInitScript((guestEmail) => {
    if (window.localStorage.getItem('dfs-session')) return;
    window.localStorage.setItem(
      'dfs-session',
      JSON.stringify({
        state: {
          isSignedIn: false,
          userInfo: null,
          tokens: null,
          paymentOptions: [],
          guestProfile: {
            firstName: 'Hana',
            lastName: 'Girma',
            email: guestEmail,
            mobileNumber: '+251911000111',
          },
        },
        version: 0,
        savedAt: Date.now(),
      }),
    );
  }, email);
}

/** Adds an item from its page, proceeds from the cart, and opens checkout as the guest. */
async function checkoutWith(page: Page, item: Item) {
  await page.goto(`/product-detail/${item.id}?lng=en`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  // A guest is sent to choose how to continue; the guest profile is already there.
  await expect(page).toHaveURL(/\/account\?redirectUrl=%2Fcheckout|\/account\?redirectUrl=\/checkout/);
  await page.goto('/checkout?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText(item.name);
}

async function fillPreOrderForm(page: Page) {
  await page.getByLabel('From', { exact: true }).selectOption('ADD');
  await page.getByLabel('To', { exact: true }).selectOption('LHR');
  await page.getByLabel('Flight number').fill('ET500');
  await page.getByLabel('Departure date').fill(et500Day());
  await page.getByLabel('Ticket number').fill('0712345678901');
  await page.getByLabel('Seat number').fill('14C');
}

/** The .eml files the server wrote for an address, decoded. */
function mailsTo(address: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = existsSync(outbox) ? readdirSync(outbox).sort() : [];
  return files
    .map((f) =>
      readFileSync(path.join(outbox, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((mail) => mail.toLowerCase().includes(`to: ${address.toLowerCase()}`));
}

test.describe('checkout', () => {
  test('a guest pays by card on the sandbox gateway and gets the confirmation with its QR proof', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = `card-${Date.now()}@example.com`;
    await asGuest(page, email);
    const item = freshItem();
    await checkoutWith(page, item);

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

  test('cash on board confirms at once, and a double click places one order', async ({ page }) => {
    test.setTimeout(60_000);
    const email = `cash-${Date.now()}@example.com`;
    await asGuest(page, email);
    await checkoutWith(page, freshItem());
    await fillPreOrderForm(page);
    await page.getByRole('radio', { name: /Cash On Board/ }).check();
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Cash On Board', { exact: true })).toBeVisible();
    await expect.poll(() => mailsTo(email).length).toBe(1);
    // Give a second order the time to arrive if the double click had made one.
    await page.waitForTimeout(1500);
    expect(mailsTo(email)).toHaveLength(1);
  });

  for (const [fields, title] of [
    ['4000 0000 0000 0002', 'Payment Failed'],
    ['cancel', 'Payment Canceled'],
  ] as const) {
    test(`a card that ends in "${title}" lands on its page with the cart intact`, async ({ page }) => {
      test.setTimeout(60_000);
      await asGuest(page, `result-${Date.now()}@example.com`);
      const item = freshItem();
      await checkoutWith(page, item);
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
    await asGuest(page, email);
    await checkoutWith(page, freshItem());
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
          (m) => /Subject: .*pre-orders/i.test(m) && m.includes(`/confirmation?order=${code}&token=`),
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
});
