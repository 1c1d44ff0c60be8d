import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAsAdmin, signInToConsole } from './ops-support';
import { shopGet } from './shop-api';

// The operations console makes catalogue content the storefront shows at once (issue 17). The journey
// makes its own category and item (unique per run) and edits no shared demo data.
const shots = process.env.OPS_SHOTS_DIR;

async function shoot(page: Page, name: string, widths: number[] = [1280]) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a merchandiser creates a category and an item with an image in three languages and puts it on offer; the storefront shows it at the offer price; the admin sees it audited', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const run = String(Date.now() % 1_000_000);
  const names = {
    en: `Cedar Travel Candle ${run}`,
    zh: `雪松旅行蜡烛 ${run}`,
    ar: `شمعة السفر بالأرز ${run}`,
  };
  const category = { en: `Candles ${run}`, zh: `蜡烛 ${run}`, ar: `شموع ${run}` };

  await signInToConsole(page, 'merchandiser');
  await expect(page.getByRole('heading', { name: 'Items' })).toBeVisible();

  // A child category in three languages (the dialog is a Radix Dialog).
  await page.getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await shoot(page, 'categories', [1280, 820]);
  await page.getByRole('button', { name: 'New category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByLabel('Parent').selectOption({ index: 1 });
  await dialog.getByLabel('Name (English)').fill(category.en);
  await dialog.getByLabel('Name (Chinese)').fill(category.zh);
  await dialog.getByLabel('Name (Arabic)').fill(category.ar);
  await shoot(page, 'category-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: category.zh })).toBeVisible();

  await page.getByRole('link', { name: 'Brands' }).click();
  await expect(page.getByRole('cell', { name: 'Yes' }).first()).toBeVisible();
  await shoot(page, 'brands');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit brand' })).toBeVisible();
  await shoot(page, 'brand-dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Banners' }).click();
  await expect(page.getByRole('heading', { name: 'Banners' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Showing' }).first()).toBeVisible();
  await shoot(page, 'banners');
  await page
    .getByRole('button', { name: /^Edit banner/ })
    .first()
    .click();
  await shoot(page, 'banner-dialog');
  await page.keyboard.press('Escape');

  // The new item, in the new category, with its names in three languages.
  await page.getByRole('link', { name: 'Items' }).click();
  await page.getByRole('link', { name: 'New item' }).click();
  await expect(page.getByRole('heading', { name: 'New item' })).toBeVisible();
  await page.getByLabel('Item code').fill(`JC-${run}`);
  await page.getByLabel('Brand').selectOption({ index: 1 });
  const option = page.getByLabel('Category').locator('option', { hasText: category.en });
  await page.getByLabel('Category').selectOption((await option.getAttribute('value'))!);
  await page.getByLabel('Name (English)').fill(names.en);
  await page.getByLabel('Description (English)').fill('Cedar and amber, 40 hours.');
  await page.getByLabel('Name (Chinese)').fill(names.zh);
  await page.getByLabel('Description (Chinese)').fill('雪松与琥珀，可燃 40 小时。');
  await page.getByLabel('Name (Arabic)').fill(names.ar);
  await page.getByLabel('Description (Arabic)').fill('أرز وعنبر، ٤٠ ساعة.');
  // An empty order limit is the shop's default; an active item needs a price.
  await expect(page.getByLabel("Most per order (empty: the shop's default, 2)")).toHaveValue('');
  await page.getByRole('button', { name: 'Create item' }).click();
  await expect(
    page.getByText('An active item needs a price above 0: enter its price, or make it inactive.'),
  ).toBeVisible();
  await page.getByLabel('Price (USD)').fill('64.50');
  await page.getByLabel('Stock').fill('25');
  await shoot(page, 'item-new');
  await page.getByRole('button', { name: 'Create item' }).click();
  await expect(page.getByRole('heading', { name: names.en })).toBeVisible();
  const itemId = page.url().split('/').pop()!;

  // An image: resized on the server, the first becomes the default.
  const picture = await sharp({
    create: { width: 1200, height: 1200, channels: 3, background: { r: 150, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel(/Add an image/)
    .setInputFiles({ name: 'candle.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByText('Default image')).toBeVisible();
  await expect(page.getByText(/version 2/)).toBeVisible();
  await shoot(page, 'item-edit-with-image', [1280, 820]);

  // On offer: 20 % off, previewed (storefront USD price before and after) before it is saved.
  await page.getByRole('link', { name: 'Offers' }).click();
  await expect(page.getByRole('heading', { name: 'Offers' })).toBeVisible();
  await shoot(page, 'offers');
  await page.getByRole('link', { name: 'New offer' }).click();
  await page.getByLabel('Name', { exact: true }).fill(`Candle week ${run}`);
  await page.getByLabel('Percentage off').fill('20');
  await page.getByLabel('Find items by name or code').fill(`JC-${run}`);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('button', { name: `Add JC-${run}` }).click();
  await page.getByRole('button', { name: 'Preview prices' }).click();
  const previewRow = page
    .getByRole('region', { name: /Storefront prices/ })
    .getByRole('row', { name: new RegExp(`JC-${run}`) });
  await expect(previewRow).toContainText('$64.50');
  await expect(previewRow).toContainText('$51.60');
  await shoot(page, 'offer-preview', [1280, 820]);
  await page.getByRole('button', { name: 'Save offer' }).click();
  await expect(page.getByRole('button', { name: 'Preview prices' })).toBeVisible();

  // The storefront: product page, category list and search, in each language, at the offer price.
  const get = await shopGet(request);
  const tree = await get<{ itemCategories: { children: { id: number; name: string }[] }[] }>(
    '/MasterData/api/V1.0/ItemCategory/GetItemCategoryHierarchical?categoryLevel=1',
  );
  const child = tree.itemCategories.flatMap((c) => c.children).find((c) => c.name === category.en)!;
  await page.context().addCookies([{ name: '_consent', value: 'accepted', url: 'http://127.0.0.1' }]);
  for (const lng of ['en', 'zh', 'ar'] as const) {
    await page.goto(`/product-detail/${itemId}?lng=${lng}`);
    await expect(page.getByRole('heading', { name: names[lng] })).toBeVisible();
    await expect(page.locator('main img[src*="/media/uploads/items/"]').first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText('51.60');
    await page.goto(`/product-list/x/${child.id}?lng=${lng}`);
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: names[lng] });
    await expect(card).toContainText('51.60');
    await page.goto(`/SearchResult?term=${encodeURIComponent(names[lng].split(' ')[0]!)}&type=2&lng=${lng}`);
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: names[lng] })).toContainText(
      '51.60',
    );
  }
  await page.goto(`/product-detail/${itemId}?lng=ar`);
  await shoot(page, 'storefront-product-ar');

  // The admin sees the creation and the image in the audit log.
  await page.goto('/ops/items');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Record kind').selectOption('item');
  await page.getByRole('button', { name: 'Filter' }).click();
  await shoot(page, 'audit-log-items');
  await expect(page.getByRole('row', { name: new RegExp(`create item ${itemId}\\b`) })).toContainText(
    names.zh,
  );
  await expect(page.getByRole('row', { name: new RegExp(`update item ${itemId}\\b`) }).first()).toContainText(
    'images',
  );
  await page.getByLabel('Record kind').selectOption('offer');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(
    page.getByRole('row', { name: /create offer/ }).filter({ hasText: `Candle week ${run}` }),
  ).toBeVisible();
  await shoot(page, 'audit-log');
});
