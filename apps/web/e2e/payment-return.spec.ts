import { type Item, isPlain, pick, shopCatalogue } from './cart-catalogue';
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

/** Signed in as the demo traveller, with the consent banner out of the way. */
async function signIn(page: Page) {
  await page.context().addCookies([{ name: '_consent', value: 'accepted', url: 'http://127.0.0.1' }]);
  await page.goto('/login?lng=en');
  await page.getByRole('main').getByLabel('Username').fill('traveller');
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('Travel#2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/, { timeout: 30_000 });
}

async function addToCart(page: Page, item: Item) {
  await page.goto(`/product-detail/${item.id}?lng=en`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
}

/** The checkout form filled by the ticket's one flight, card chosen, sent: the gateway's page. */
async function continueToPayment(page: Page) {
  const main = page.getByRole('main');
  await main.getByLabel('Ticket number').fill('0712345678901');
  await main.getByLabel("Passenger's last name").fill('Tesfaye');
  await expect(main.getByLabel('Flight number')).toHaveValue('ET500');
  await main.getByLabel('Seat number').fill('14C');
  await main.getByRole('radio', { name: /Card/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox card payment' })).toBeVisible({ timeout: 30_000 });
  // The page names the order it takes a payment for ("Pre-order 7Q2M9XK4PD").
  const paying = (await page.locator('dd').first().textContent()) ?? '';
  return paying.match(/[0-9A-Z]{8,}/)?.[0] ?? paying;
}

test.describe('back from the payment page', () => {
  test('Back and “Continue to payment”, again and again, resume the one order awaiting payment, paid once', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const item = freshItem();
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await signIn(page);
    await addToCart(page, item);
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const first = await continueToPayment(page);
    for (let visit = 0; visit < 2; visit++) {
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      expect(await continueToPayment(page)).toBe(first);
    }
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('Thank you! Your pre-order is confirmed.')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`/confirmation\\?order=${first}`));

    // Back to the gateway's page: it shows the order paid and takes no card.
    await page.goBack();
    await expect(page.getByText(`Order ${first} is already paid. Nothing more is charged.`)).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    expect(missing).toEqual([]);
  });

  test('an order awaiting payment shows no proof of order, and “Complete payment” pays the same order', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const item = freshItem();
    await signIn(page);
    await addToCart(page, item);
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    const code = await continueToPayment(page);
    // Walked away; later the order's link (as the e-mails carry it) is opened.
    await page.goto(`/confirmation?order=${code}&lng=en`);
    await expect(page.getByText('Your order is waiting for payment confirmation.')).toBeVisible();
    await expect(page.getByRole('img', { name: `QR code of order ${code}` })).toHaveCount(0);
    await expect(page.getByText('Show this QR code to the cabin crew to collect your order.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Complete payment' }).click();
    await expect(page.getByRole('heading', { name: 'Sandbox card payment' })).toBeVisible();
    await expect(page.locator('dd').first()).toContainText(code);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('Thank you! Your pre-order is confirmed.')).toBeVisible();
    await expect(page.getByRole('img', { name: `QR code of order ${code}` })).toBeVisible();
  });
});
