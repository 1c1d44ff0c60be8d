import { expect, type Page, test } from './test';

const count = (page: Page) =>
  page.getByRole('main').getByText(/^Showing \d+–\d+ of \d+$|^No products to show$/);

async function total(page: Page): Promise<number> {
  await expect(count(page)).toBeVisible();
  const text = (await count(page).textContent()) ?? '';
  return Number(/of (\d+)$/.exec(text)?.[1] ?? 0);
}

test.describe('price filters', () => {
  // Each journey reloads list pages several times.
  test.describe.configure({ timeout: 120_000 });
  test('a price range follows a currency switch: the same products stay listed', async ({ page }) => {
    await page.goto('/new-arrivals?lng=en&minPrice=50&maxPrice=200');
    const inDollars = await total(page);
    expect(inDollars).toBeGreaterThan(0);
    await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption({ label: 'EUR' });
    // 50–200 USD at 0.92 EUR to the dollar, widened to whole euros.
    await expect(page).toHaveURL(/minPrice=46&maxPrice=184/);
    await expect(page.getByRole('main').getByText(/EUR/).first()).toBeVisible();
    expect(await total(page)).toBe(inDollars);
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('46');
  });

  test('an impossible range is refused with a message; a range matching nothing says so', async ({
    page,
  }) => {
    await page.goto('/new-arrivals?lng=en&minPrice=200&maxPrice=50');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The lowest price must not be above the highest.' }),
    ).toBeVisible();
    // The list is not emptied by the impossible range.
    expect(await total(page)).toBeGreaterThan(0);

    await page.goto('/new-arrivals?lng=en&minPrice=99999999');
    await expect(count(page)).toHaveText('No products to show');
    await expect(page.getByText(/–-1/)).toHaveCount(0);
  });
});
