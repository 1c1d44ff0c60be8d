import { mkdirSync } from 'node:fs';
import { shopGet } from './shop-api';
import { expect, type Page, test } from './test';

// A merchandiser makes a collection in three languages with two items (issue 17); the storefront's
// collection page shows it at once in English and Arabic. The journey edits no shared demo data.
const password = 'Console#2026';
const shots = process.env.OPS_SHOTS_DIR;

async function shoot(page: Page, name: string, widths: number[] = [1280, 768]) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface Listed {
  items: { id: number; name: string }[];
}

test('a merchandiser creates a collection in three languages with two items; the storefront shows it in en and ar', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const run = String(Date.now() % 1_000_000);
  const names = { en: `Night Flight ${run}`, zh: `夜间航班 ${run}`, ar: `رحلة ليلية ${run}` };
  const get = await shopGet(request);
  const [first, second] = (await get<Listed>('/PreOrder/api/V1.0/PreOrder/GetItems?pageSize=2&lng=en')).items;

  await page.goto('/ops/sign-in');
  await page.getByLabel('Username').fill('merchandiser');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Collections' }).click();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  await shoot(page, 'collections');

  await page.getByRole('button', { name: 'New collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'New collection' });
  await dialog.getByLabel('Name (English)').fill(names.en);
  await dialog.getByLabel('Name (Chinese)').fill(names.zh);
  await dialog.getByLabel('Name (Arabic)').fill(names.ar);
  await dialog.getByLabel('Description (English)').fill('Calm things for a long night.');
  await dialog.getByLabel('Description (Arabic)').fill('أشياء هادئة لليلة طويلة.');
  // Find the two items by name and add them.
  for (const item of [first!, second!]) {
    await dialog.getByLabel('Find items by name or code').fill(item.name);
    await dialog.getByRole('button', { name: 'Find', exact: true }).click();
    await dialog
      .getByRole('listitem')
      .filter({ hasText: item.name })
      .getByRole('button', { name: /^Add / })
      .first()
      .click();
  }
  const members = dialog.getByRole('region', { name: 'Items in the collection' }).locator('ol > li');
  await expect(members).toHaveCount(2);
  // Put the second item first.
  await members.nth(1).getByRole('button', { name: /up$/ }).click();
  await expect(members.first()).toContainText(second!.name);
  await shoot(page, 'collection-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: names.en });
  await expect(row).toContainText('en, zh, ar');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');

  const { collections } = await get<{ collections: { id: number; name: string }[] }>(
    '/PreOrder/api/V1.0/Collection/GetAll?lng=en',
  );
  const id = collections.find((c) => c.name === names.en)!.id;
  for (const lng of ['en', 'ar'] as const) {
    await page.goto(`/collections/${id}?lng=${lng}`);
    await expect(page.getByRole('heading', { name: names[lng], level: 1 })).toBeVisible();
    // The two items' cards (their names are translated too: found by their links).
    for (const item of [first!, second!])
      await expect(
        page.getByRole('main').locator(`a[href*="/product-detail/${item.id}"]`).first(),
      ).toBeVisible();
    await shoot(page, `storefront-collection-${lng}`);
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('main')).toContainText('أشياء هادئة لليلة طويلة.');
});
