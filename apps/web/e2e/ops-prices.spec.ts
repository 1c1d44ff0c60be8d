import { mkdirSync } from 'node:fs';
import { DEFAULT_ORDER_QUANTITY_LIMIT } from '@dfs/domain/cart-limits';
import { isPlain, pick, shopCatalogue } from './cart-catalogue';
import { expect, type Page, test } from './test';

// Prices without SQL (issue 17 point 5): a merchandiser makes a promo code the storefront cart accepts,
// and previews a new exchange rate. The code is unique per run; the rate edited is put back.
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

const usd = (amount: number) => amount.toLocaleString('en', { style: 'currency', currency: 'USD' });

test('a merchandiser creates a promo code the storefront cart accepts, and previews a new exchange rate', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { items, promoRates } = await shopCatalogue(request);
  const item = pick(
    items,
    'a plain item in stock without a promo rate',
    (i) =>
      isPlain(i) &&
      i.quantity >= 3 &&
      i.offerPrice === i.currentPrice &&
      i.currentPrice >= 10 &&
      !promoRates.some((r) => r.itemId === i.id),
  );
  const code = `E2E${String(Date.now() % 1_000_000)}`;

  await page.goto('/ops/sign-in');
  await page.getByLabel('Username').fill('merchandiser');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Items' })).toBeVisible();

  // The promo code: 20 % off one item, once per customer; previewed before it is saved.
  await page.getByRole('link', { name: 'Promo codes' }).click();
  await expect(page.getByRole('heading', { name: 'Promo codes' })).toBeVisible();
  await page.getByRole('link', { name: 'New promo code' }).click();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Name', { exact: true }).fill(`Journey ${code}`);
  await page.getByLabel('Percentage off').fill('20');
  await page.getByLabel('Orders per customer (empty: no limit)').fill('1');
  await page.getByRole('textbox', { name: 'Find items by name or code' }).fill(item.itemCode);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('button', { name: `Add ${item.itemCode}` }).click();
  await page.getByRole('button', { name: 'Preview prices' }).click();
  const preview = page.getByRole('region', { name: /Cart prices \(USD\) with this code/ });
  await expect(preview).toBeVisible();
  const after = Math.round(item.currentPrice * 80) / 100;
  await expect(preview.getByRole('row').nth(1)).toContainText(usd(item.currentPrice));
  await expect(preview.getByRole('row').nth(1)).toContainText(usd(after));
  await shoot(page, 'promo-code-form');
  await page.getByRole('button', { name: 'Save promo code' }).click();
  await expect(page.getByRole('heading', { name: `Promo code ${code}` })).toBeVisible();
  await page.getByRole('button', { name: 'Back to promo codes' }).click();
  await expect(page.getByRole('link', { name: code })).toBeVisible();
  await shoot(page, 'promo-codes');

  // The storefront's cart takes the code (typed in lower case) and shows the lower price.
  const shop = await page.context().newPage();
  await shop.goto(`/product-detail/${item.id}?lng=en`);
  await shop.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(shop).toHaveURL(/\/cart$/);
  await shop.getByRole('textbox', { name: 'Promo code' }).fill(code.toLowerCase());
  await shop.getByRole('button', { name: 'Apply' }).click();
  await expect(shop.getByText(`Promo code ${code} is applied`)).toBeVisible();
  await expect(shop.getByRole('complementary')).toContainText(
    `USD ${new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(after)}`,
  );
  await shop.close();

  // A new rate for CNY: the dialog previews a storefront price before and after; the rate is put back.
  await page.getByRole('link', { name: 'Currencies' }).click();
  await expect(page.getByRole('heading', { name: 'Currencies' })).toBeVisible();
  await shoot(page, 'currencies');
  const row = page.getByRole('row').filter({ hasText: 'CNY' });
  const oldRate = (await row.getByRole('cell').nth(2).innerText()).trim();
  await row.getByRole('button', { name: 'Edit CNY' }).click();
  const dialog = page.getByRole('dialog', { name: /Edit CNY/ });
  await dialog.getByLabel('CNY per 1 USD').fill('-1');
  await dialog.getByRole('button', { name: 'Preview prices' }).click();
  await expect(dialog.getByText('Enter a rate above 0.')).toBeVisible();
  await dialog.getByLabel('CNY per 1 USD').fill('8');
  await dialog.getByRole('button', { name: 'Preview prices' }).click();
  const ratePreview = dialog.getByRole('region', { name: /Storefront prices in CNY/ });
  await expect(ratePreview).toBeVisible();
  const first = ratePreview.getByRole('row').nth(1);
  await expect(first).toContainText('CN¥');
  await shoot(page, 'currency-dialog');
  await dialog.getByRole('button', { name: 'Save currency' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').nth(2)).toHaveText('8');

  await row.getByRole('button', { name: 'Edit CNY' }).click();
  await dialog.getByLabel('CNY per 1 USD').fill(oldRate);
  await dialog.getByRole('button', { name: 'Preview prices' }).click();
  await dialog.getByRole('button', { name: 'Save currency' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').nth(2)).toHaveText(oldRate);
});

test('a merchandiser previews volume tiers for an item before saving them; a tier above its per-order limit is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { items } = await shopCatalogue(request);
  const item = pick(
    items,
    'a plain item with the shop’s default per-order limit',
    (i) => isPlain(i) && i.currentPrice >= 10 && i.offerPrice === i.currentPrice && i.orderQuantity === null,
  );
  const limit = DEFAULT_ORDER_QUANTITY_LIMIT;
  await page.goto('/ops/sign-in');
  await page.getByLabel('Username').fill('merchandiser');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Volume, buy-get' }).click();
  await expect(page.getByRole('heading', { name: 'Volume and buy-get' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await shoot(page, 'price-rules');

  await page.getByRole('link', { name: 'New price list' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Journey tiers');
  await page.getByRole('textbox', { name: 'Find items by name or code' }).fill(item.itemCode);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('button', { name: `Add ${item.itemCode}` }).click();
  const label = `${item.itemCode} ${item.name}`;
  const tierPrice = Math.floor(item.currentPrice * 90) / 100;
  await expect(page.getByText(`At most ${limit} per order`)).toBeVisible();
  await page.getByLabel(`From quantity for ${label}`).fill(String(limit + 1));
  await page.getByLabel(`To quantity for ${label}`).fill(String(limit));
  await page.getByLabel(`Unit price (USD) for ${label}`).fill(String(tierPrice));
  await page.getByRole('button', { name: 'Preview prices' }).click();
  await expect(page.getByText('Enter whole quantities from 1, the end not below the start.')).toBeVisible();
  // A tier no order can reach (it starts above the item's limit) is refused, naming the limit.
  await page.getByLabel(`To quantity for ${label}`).fill('9');
  await page.getByRole('button', { name: 'Preview prices' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `${label} sells at most ${limit} per order, so a tier from ${limit + 1} would never apply`,
  );
  await shoot(page, 'price-rule-above-limit');
  await page.getByLabel(`From quantity for ${label}`).fill(String(limit));
  await page.getByRole('button', { name: 'Preview prices' }).click();
  const preview = page.getByRole('region', { name: 'Cart prices (USD) if you save now' });
  await expect(preview.getByRole('row').nth(1)).toContainText(usd(item.currentPrice));
  await expect(preview.getByRole('row').nth(1)).toContainText(usd(tierPrice));
  await shoot(page, 'price-rule-form');
  // Left unsaved: the demo item stays plain for the other journeys.
});
