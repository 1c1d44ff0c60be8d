import { mkdirSync } from 'node:fs';
import { isPlain, pick, shopCatalogue } from './cart-catalogue';
import { expect, type Page, test } from './test';

// Customer care and reports in the operations console (demo staff `care`, README "Try it").
const password = 'Console#2026';
const shots = process.env.CARE_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a care agent finds a traveller’s order by e-mail, sees its history, refunds it; the traveller and the report see it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const catalogue = await shopCatalogue(request);
  // Below REFUND_SECOND_APPROVAL_ABOVE_USD (500): one agent refunds it alone (four eyes: API tests).
  const item = pick(
    catalogue.items,
    'a plain item with stock, under USD 400',
    (i) => isPlain(i) && i.quantity >= 5 && i.offerPrice < 400,
  );
  const email = `care-${Date.now()}@example.com`;

  // The traveller pre-orders as a guest and pays by card on the sandbox gateway.
  await page.context().addCookies([{ name: '_consent', value: 'accepted', url: 'http://127.0.0.1' }]);
  await page.goto(`/product-detail/${item.id}?lng=en`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.getByRole('link', { name: /Continue as guest/ }).click();
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Hana');
  await main.getByLabel('Last name').fill('Girma');
  await main.getByLabel('E-mail address').fill(email);
  await main.getByLabel('Mobile number').fill('+251911000111');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await main.getByLabel('Ticket number').fill('0712345678901');
  await main.getByLabel("Passenger's last name").fill('Tesfaye');
  await expect(main.getByLabel('Flight number')).toHaveValue('ET500');
  await main.getByRole('radio', { name: /Card/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox card payment' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Thank you! Your pre-order is confirmed.')).toBeVisible();
  const confirmation = page.url();
  const code = new URL(confirmation).searchParams.get('order')!;

  // The care agent finds it by e-mail.
  const care = await page.context().browser()!.newPage();
  await care.goto('/ops/sign-in');
  await care.getByLabel('Username').fill('care');
  await care.getByLabel('Password').fill(password);
  await care.getByRole('button', { name: 'Sign in' }).click();
  await expect(care.getByRole('heading', { name: 'Customer care' })).toBeVisible();
  await shoot(care, 'care-empty');
  await care.getByLabel('Find by').selectOption('email');
  await care.getByLabel('E-mail', { exact: true }).fill(email.toUpperCase());
  await care.getByRole('button', { name: 'Search' }).click();
  const row = care.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText('Paid');
  await shoot(care, 'care-search');

  // Its history: placed by the guest, paid through the gateway.
  await row.getByRole('link', { name: code }).click();
  await expect(care.getByRole('heading', { name: code })).toBeVisible();
  const history = care.getByRole('list').filter({ hasText: 'Placed' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').nth(0)).toContainText('by guest');
  await expect(history.getByRole('listitem').nth(1)).toContainText('by gateway');
  await shoot(care, 'care-order');

  // Refund with a reason (the dialog's button pressed twice counts once).
  await care.getByRole('button', { name: 'Cancel and refund' }).click();
  const dialog = care.getByRole('dialog', { name: `Refund ${code}` });
  await dialog.getByLabel('Reason').fill('Traveller changed their plans by phone');
  await shoot(care, 'care-refund-dialog');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).dblclick();
  await expect(care.getByRole('status')).toContainText(`Order ${code} refunded.`);
  await expect(care.getByRole('button', { name: 'Cancel and refund' })).toHaveCount(0);
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').nth(2)).toContainText('Samuel Tadesse');
  await expect(history.getByRole('listitem').nth(2)).toContainText('Traveller changed their plans by phone');
  await expect(care.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await shoot(care, 'care-refunded');

  // The traveller's order page says so.
  await page.goto(confirmation);
  await expect(page.getByRole('main').getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Payment: Refunded')).toBeVisible();

  // The report shows the sale (and its refund) on today's ET500 flight.
  await care.getByRole('link', { name: 'Reports' }).click();
  await expect(care.getByRole('heading', { name: 'Sales reports' })).toBeVisible();
  const perFlight = care.getByRole('region', { name: 'Per flight' });
  await expect(perFlight.getByRole('row', { name: /ET500/ }).first()).toBeVisible();
  await expect(care.getByRole('img', { name: /Sales per day/ })).toBeVisible();
  await expect(care.getByRole('region', { name: 'Top items' }).getByRole('row').nth(1)).toBeVisible();
  const download = care.waitForEvent('download');
  await perFlight.getByRole('button', { name: 'CSV' }).click();
  expect((await download).suggestedFilename()).toBe('sales-flight.csv');
  await shoot(care, 'reports');
});
