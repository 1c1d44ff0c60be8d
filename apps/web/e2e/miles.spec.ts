import { type Item, isPlain, pick, shopCatalogue } from './cart-catalogue';
import { expect, test } from './test';

let catalogue: Awaited<ReturnType<typeof shopCatalogue>>;

test.beforeAll(async ({ request }) => {
  catalogue = await shopCatalogue(request);
});

/** The one way miles read (spec §9: rounded to 2 places): separators, no trailing zeros. */
const miles = (value: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(value);

test('miles read one way everywhere, and paying with miles puts the miles total beside the balance', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const item: Item = pick(
    catalogue.items,
    'a plain item payable in miles',
    (i) => isPlain(i) && i.quantity >= 5 && i.orderQuantity === null && i.milesForRedeem !== null,
  );
  const itemMiles = miles(item.milesForRedeem!);

  await page.goto('/login?redirectUrl=%2Faccount%2Fdashboard&lng=en');
  await page.getByRole('main').getByLabel('Username').fill('traveller');
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('Travel#2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  const balanceText = page.getByText(/^Miles balance: /);
  await expect(balanceText).toBeVisible();
  const balance = (await balanceText.textContent())!.replace('Miles balance: ', '');

  // The product page and its card say the same figure.
  await page.goto(`/product-detail/${item.id}?lng=en`);
  await expect(
    page.getByRole('main').getByText(`or ${itemMiles} miles`, { exact: true }).first(),
  ).toBeVisible();
  await page.goto(`/SearchResult?term=${encodeURIComponent(item.name)}&lng=en`);
  const card = page.getByRole('article').filter({ hasText: item.name }).first();
  await expect(card.getByText(`or ${itemMiles} miles`, { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('complementary')).toContainText(`or ${itemMiles} miles`);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByRole('radio', { name: /^Mile/ }).check();
  const summary = page.getByRole('complementary');
  const totalRow = summary.getByRole('definition').filter({ hasText: `${itemMiles} miles` });
  await expect(summary.getByRole('term').filter({ hasText: 'Total in miles' })).toBeVisible();
  await expect(totalRow).toBeVisible();
  await expect(summary.getByRole('term').filter({ hasText: 'Your miles balance' })).toBeVisible();
  await expect(summary.getByRole('definition').filter({ hasText: `${balance} miles` })).toBeVisible();
  // The miles total is the main (bold) figure.
  await expect(totalRow).toHaveCSS('font-weight', '600');
});
