import { expect, type Page, test } from './test';

async function openShop(page: Page, path: string, lng = 'en') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
  await page.getByRole('button', { name: /Accept Cookies|接受 Cookie|قبول ملفات تعريف الارتباط/ }).click();
}

const productCards = (page: Page) => page.getByRole('main').getByRole('article');
const countLine = (page: Page) => page.getByText(/Products found: \d+/);
const found = async (page: Page) => Number((await countLine(page).textContent())?.match(/\d+/)?.[0]);

test.describe('search', () => {
  test('suggestions show the typed part in bold; a typo still finds; "did you mean" leads on', async ({
    page,
  }) => {
    await openShop(page, '/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('wat');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(5);
    // The matched part stands alone in bold: its own element holds exactly what was typed.
    await expect(options.first().getByText(/^wat$/i).first()).toBeVisible();

    // One swapped pair of letters (issue 15 point 28).
    await box.fill('wacth');
    await expect(options.first()).toContainText(/watch/i);

    // Two mistakes: nothing matches, so the page offers the spelling and its category's products.
    await box.fill('choclatte');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/SearchResult\?term=choclatte/);
    await expect(page.getByText('No products match “choclatte”.', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Popular in Chocolates' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Popular in Chocolates' }).getByRole('article').first(),
    ).toBeVisible();
    await page.getByRole('link', { name: 'chocolate', exact: true }).click();
    await expect(page).toHaveURL(/\/SearchResult\?term=chocolate/);
    await expect(page.getByText('Results for “chocolate”')).toBeVisible();
    await expect(page.getByText(/Products found: [1-9]\d*/)).toBeVisible();
  });

  test('filters narrow the results with counts, live in the address and clear again', async ({ page }) => {
    await openShop(page, '/SearchResult?term=watch&type=2');
    await expect(countLine(page)).toBeVisible();
    const all = await found(page);
    const filters = page.getByRole('button', { name: /^Filters/ });
    if ((await filters.getAttribute('aria-expanded')) !== 'true') await filters.click();

    const inStock = page.getByRole('checkbox', { name: /In stock/ });
    const inStockCount = Number((await inStock.locator('..').textContent())?.match(/(\d+)\s*$/)?.[1]);
    await inStock.check();
    await expect(page).toHaveURL(/inStock=1/);
    await expect(page.getByText(`Products found: ${inStockCount}`)).toBeVisible();
    expect(inStockCount).toBeLessThanOrEqual(all);

    const brand = page.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first();
    const brandLabel = (await brand.locator('..').textContent()) ?? '';
    const brandCount = Number(brandLabel.match(/(\d+)\s*$/)?.[1]);
    await brand.check();
    await expect(page).toHaveURL(/brand=\d+/);
    await expect(page.getByText(`Products found: ${brandCount}`)).toBeVisible();
    await expect(page.getByRole('button', { name: /Filters.*2/ })).toBeVisible();

    // The address holds the state: a reload shows the same filters and results.
    await page.reload();
    await expect(page.getByText(`Products found: ${brandCount}`)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /In stock/ })).toBeChecked();

    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).not.toHaveURL(/inStock|brand=/);
    await expect(page.getByText(`Products found: ${all}`)).toBeVisible();
  });

  test('a list filtered to offers, sorted by the price shown', async ({ page }) => {
    await openShop(page, '/best-sellers');
    const filters = page.getByRole('button', { name: /^Filters/ });
    if ((await filters.getAttribute('aria-expanded')) !== 'true') await filters.click();
    await page.getByRole('checkbox', { name: /On offer/ }).check();
    await expect(page).toHaveURL(/onOffer=1/);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sortBy=ByPrice&sortOrder=ASC/);
    await expect(page.getByRole('main').getByRole('list').first()).toHaveAttribute('aria-busy', 'false');
    const shown: number[] = [];
    for (const card of await productCards(page).all()) {
      const text = (await card.textContent()) ?? '';
      // Every card is on offer: it shows its old price beside the one it sorts by.
      expect(text).toMatch(/Was/);
      const price = text
        .replace(/Was\s*[A-Z]{3}\s*[\d,]+\.\d{2}/g, '')
        .match(/[A-Z]{3}\s*([\d,]+\.\d{2})/)?.[1];
      shown.push(Number(price?.replaceAll(',', '')));
    }
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  test('search results sort by price, and back to relevance; in Arabic too', async ({ page }) => {
    await openShop(page, '/SearchResult?term=watch&type=2');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('Default-DESC');
    await sort.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sortBy=ByPrice&sortOrder=ASC/);
    await expect(page.getByRole('main').getByRole('list').first()).toHaveAttribute('aria-busy', 'false');
    const shown: number[] = [];
    for (const card of await productCards(page).all()) {
      const text = ((await card.textContent()) ?? '').replace(/Was\s*[A-Z]{3}\s*[\d,]+\.\d{2}/g, '');
      shown.push(Number(text.match(/[A-Z]{3}\s*([\d,]+\.\d{2})/)?.[1]?.replaceAll(',', '')));
    }
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    await sort.selectOption({ label: 'Relevance' });
    await expect(page).not.toHaveURL(/sortBy=/);

    await page.goto('/SearchResult?term=%D8%B3%D8%A7%D8%B9%D8%A9&type=2&lng=ar');
    // Sorted by price, a watch comes first: products with ساعة (an hour) only in their text come after.
    await page
      .getByRole('combobox', { name: 'ترتيب حسب' })
      .selectOption({ label: 'السعر: من الأقل إلى الأعلى' });
    await expect(page).toHaveURL(/sortBy=ByPrice&sortOrder=ASC/);
    await expect(page.getByRole('main').getByRole('list').first()).toHaveAttribute('aria-busy', 'false');
    await expect(productCards(page).first()).toContainText('ساعة');
  });

  test('Arabic search ignores letter forms and reads right to left', async ({ page }) => {
    await openShop(page, '/SearchResult?term=%D8%B3%D8%A7%D8%B9%D9%87&type=2', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(/المنتجات التي وُجدت: [1-9]/)).toBeVisible();
    await expect(productCards(page).first()).toBeVisible();
  });

  test('Chinese suggestions without spaces', async ({ page }) => {
    await openShop(page, '/', 'zh');
    const box = page.getByRole('combobox').first();
    await box.fill('手表');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  });
});
