import { mkdirSync } from 'node:fs';
import { isPlain, pick, shopCatalogue } from './cart-catalogue';
import { expect, type Page, test } from './test';

// Regulation without SQL (issue 17 point 4): a merchandiser puts an item on the regulated list and the
// storefront asks for the EU confirmation when that item is added. The item is taken off again after.
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

test('a merchandiser adds an item to the regulated list and the storefront asks the EU confirmation for it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { items } = await shopCatalogue(request);
  const item = pick(items, 'a plain item in stock', (i) => isPlain(i) && i.quantity >= 3);

  await page.goto('/ops/sign-in');
  await page.getByLabel('Username').fill('merchandiser');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Items' })).toBeVisible();

  await page.getByRole('link', { name: 'Regulation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Regulation' })).toBeVisible();
  const list = page.getByRole('table');
  await expect(list.getByRole('row', { name: /FRG-1001/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Liquor' })).toBeChecked();

  // An unknown code is refused with the field's message; then the real one is added.
  await page.getByLabel('Item code').fill('NOPE-0000');
  await page.getByRole('button', { name: 'Add to the list' }).click();
  await expect(page.getByText('No item has this item code.')).toBeVisible();
  await page.getByLabel('Item code').fill(item.itemCode);
  await page.getByRole('button', { name: 'Add to the list' }).click();
  await expect(list.getByRole('row', { name: new RegExp(item.itemCode) })).toBeVisible();
  await expect(page.getByLabel('Item code')).toHaveValue('');
  await shoot(page, 'regulation');

  // The storefront now asks before adding the item.
  await page.goto(`/product-detail/${item.id}?lng=en`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Is your destination outside Europe?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  // Off the list again: the console shows the list without it.
  await page.goto('/ops/regulation');
  await page.getByRole('button', { name: `Remove ${item.itemCode}` }).click();
  await expect(list.getByRole('row', { name: new RegExp(item.itemCode) })).toHaveCount(0);
});
