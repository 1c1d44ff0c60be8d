import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './test';

// Bulk work in the operations console (issue 17, point 6): a merchandiser uploads a prices CSV, the
// dry run lists the change, applying writes it, and the storefront shows the new price at once. The
// journey makes its own item (unique per run) and edits no shared demo data.
const password = 'Console#2026';
const shots = process.env.OPS_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a merchandiser imports a prices CSV: the dry run lists the change, applying it reaches the storefront', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const run = String(Date.now() % 1_000_000);
  const itemCode = `BULK-${run}`;

  // The item, made through the ops API as a merchandiser.
  const signIn = await request.post('/Ops/api/V1.0/Staff/SignIn', {
    data: { username: 'merchandiser', password },
  });
  expect(signIn.ok()).toBe(true);
  const authorization = `Bearer ${(await signIn.json()).token}`;
  const options = await (
    await request.get('/Ops/api/V1.0/Item/Options', { headers: { authorization } })
  ).json();
  const created = await request.post('/Ops/api/V1.0/Item/Create', {
    headers: { authorization },
    data: {
      itemCode,
      name: `Bulk Travel Kit ${run}`,
      description: 'A kit priced by CSV.',
      zh: null,
      ar: null,
      price: 40,
      quantity: 25,
      orderQuantity: null,
      active: true,
      brandId: options.brands[0].id,
      categoryId: options.categories[0].id,
      milesForRedeem: null,
      milesForAccrual: null,
      isTravelExclusive: false,
      youtubeUrl: null,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const itemId = (await created.json()).id as number;

  // The storefront shows (and caches) the first price.
  await page.goto(`/product-detail/${itemId}?lng=en`);
  await expect(page.getByRole('main')).toContainText('40.00');

  await page.goto('/ops/sign-in');
  await page.getByLabel('Username').fill('merchandiser');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Items' })).toBeVisible();
  await page.getByRole('link', { name: 'Import / export' }).click();
  await expect(page.getByRole('heading', { name: 'Import / export' })).toBeVisible();
  await page.getByRole('tab', { name: 'Prices' }).click();

  // A file with one good row: the dry run lists the change and writes nothing.
  await page.getByLabel(/CSV file/).setInputFiles({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`itemCode,priceList,currency,price\r\n${itemCode},base,USD,31.50\r\n`),
  });
  await expect(page.getByRole('heading', { name: 'Dry run of prices.csv' })).toBeVisible();
  await expect(page.getByText('1 row: 1 change, 0 errors')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(itemCode) });
  await expect(row).toContainText('base price');
  await expect(row).toContainText('40.00');
  await expect(row).toContainText('31.50');
  await expect(row).toContainText('Change');
  await shoot(page, 'bulk-dry-run');
  await page.goto(`/product-detail/${itemId}?lng=en`);
  await expect(page.getByRole('main')).toContainText('40.00');
  await page.goBack();

  // A price ten times the current one: a warning to check, though it could be applied.
  await page.getByRole('tab', { name: 'Prices' }).click();
  await page.getByLabel(/CSV file/).setInputFiles({
    name: 'tenfold.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`itemCode,priceList,price\r\n${itemCode},base,400\r\n`),
  });
  await expect(page.getByText('1 row: 1 change, 0 errors, 1 warning')).toBeVisible();
  await expect(page.getByText('1 row moves its price far from the current one')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(itemCode) })).toContainText(
    'Check: price: 40.00 → 400.00 moves more than 3 times up or down',
  );
  await expect(page.getByRole('button', { name: 'Apply 1 change' })).toBeEnabled();
  await shoot(page, 'bulk-warning');

  // A file with a bad row (a price written 1e3) cannot be applied.
  await page.getByLabel(/CSV file/).setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`itemCode,priceList,price\r\n${itemCode},base,31.50\r\nNO-SUCH-${run},base,1e3\r\n`),
  });
  await expect(page.getByText('2 rows: 1 change, 1 error')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`NO-SUCH-${run}`) })).toContainText('not 1e3');
  await expect(page.getByRole('button', { name: 'Apply 1 change' })).toBeDisabled();
  await shoot(page, 'bulk-errors');
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  // The good file again, applied.
  await page.getByLabel(/CSV file/).setInputFiles({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`itemCode,priceList,currency,price\r\n${itemCode},base,USD,31.50\r\n`),
  });
  await expect(page.getByText('1 row: 1 change, 0 errors')).toBeVisible();
  await page.getByRole('button', { name: 'Apply 1 change' }).click();
  await expect(page.getByText('prices.csv: 1 change written.')).toBeVisible();
  await shoot(page, 'bulk-applied');

  // The storefront shows the new price at once: the server's caches were cleared. (The browser keeps
  // the page itself for its max-age, as a shared cache may: a reload asks the server again.)
  await page.goto(`/product-detail/${itemId}?lng=en`);
  await page.reload();
  await expect(page.getByRole('main')).toContainText('31.50');
});
