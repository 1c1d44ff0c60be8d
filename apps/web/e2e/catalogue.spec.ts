import { shopApi, shopGet } from './shop-api';
import { type APIRequestContext, expect, type Locator, type Page, test } from './test';

interface Brand {
  id: number;
  name: string;
  isPowerFullBrand: boolean;
}

interface ItemsPage {
  totalCount: number;
}

/** Reads what the journeys need straight from the API, as the storefront does. */
async function catalogueApi(request: APIRequestContext) {
  const get = await shopGet(request);
  return {
    brands: async () => (await get<{ brandsRes: Brand[] }>('/MasterData/api/V1.0/Brand/GetAll')).brandsRes,
    categorySize: async (categoryId: number) =>
      (
        await get<ItemsPage>(
          `/PreOrder/api/V1.0/PreOrder/GetItems?listKind=category&categoryId=${categoryId}&pageSize=1`,
        )
      ).totalCount,
  };
}

async function openShop(page: Page, path = '/') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=en`);
  await page.getByRole('button', { name: 'Accept Cookies' }).click();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true });
/** Opens a header mega menu; a hover may already have opened it, so a click must not close it again. */
async function openMegaMenu(page: Page, name: string) {
  const trigger = mainNav(page).getByRole('button', { name });
  await expect(async () => {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
}

const productCards = (page: Page) => page.getByRole('main').getByRole('article');

/** The price a list sorts by: the price the traveller sees, after any offer (issue 15 point 17). */
async function sortPriceOf(card: Locator): Promise<number> {
  const text = ((await card.textContent()) ?? '').replace(/Was\s*[A-Z]{3}\s*[\d,]+\.\d{2}/g, '');
  const amount = text.match(/[A-Z]{3}\s*([\d,]+\.\d{2})/)?.[1];
  if (!amount) throw new Error(`no price in "${text}"`);
  return Number(amount.replaceAll(',', ''));
}

test.describe('catalogue', () => {
  test('category from the mega menu, sorted, paged, to a product and a similar item', async ({
    page,
    request,
  }) => {
    const categories = await (await shopApi(request)).categories();
    const api = await catalogueApi(request);
    let category: (typeof categories)[number] | undefined;
    for (const candidate of categories) {
      if ((await api.categorySize(candidate.id)) > 12) {
        category = candidate;
        break;
      }
    }
    if (!category) throw new Error('the demo data has a category with more than one page');

    await openShop(page);
    await openMegaMenu(page, 'Categories');
    await page.getByRole('link', { name: category.name, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(page.getByText(/Showing 1–12 of \d+/)).toBeVisible();

    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('ByPrice-DESC');
    await sort.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sortBy=ByPrice&sortOrder=ASC/);
    await expect(page.getByRole('main').getByRole('list').first()).toHaveAttribute('aria-busy', 'false');
    const cards = productCards(page);
    await expect(cards).toHaveCount(12);
    const prices: number[] = [];
    for (const card of await cards.all()) prices.push(await sortPriceOf(card));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/Showing 13–\d+ of \d+/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const secondPageFirst = await sortPriceOf(productCards(page).first());
    expect(secondPageFirst).toBeGreaterThanOrEqual(prices.at(-1) ?? 0);

    const firstCard = productCards(page).first();
    const productName = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
    await firstCard.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product-detail\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    const similar = page.getByRole('region', { name: 'You may also like' });
    await expect(similar.getByRole('article').first()).toBeVisible();
    const detailUrl = page.url();
    const similarName =
      (await similar.getByRole('article').first().getByRole('heading').textContent())?.trim() ?? '';
    await similar.getByRole('article').first().getByRole('link').first().click();
    await expect(page).not.toHaveURL(detailUrl);
    await expect(page.getByRole('heading', { level: 1, name: similarName })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  });

  test('brand mega menu opens a brand list', async ({ page, request }) => {
    const brands = (await (await catalogueApi(request)).brands()).filter((b) => b.isPowerFullBrand);
    const brand = brands.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))[0];
    if (!brand) throw new Error('the demo data has featured brands');
    await openShop(page);
    await openMegaMenu(page, 'Brands');
    await page.getByRole('link', { name: brand.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/product-list-by-brand/.+/${brand.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
    await expect(productCards(page).first()).toContainText(brand.name);
  });

  test('search suggests from 2 characters and Enter opens the results', async ({ page }) => {
    await openShop(page);
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('w');
    await page.waitForTimeout(600);
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')).toHaveCount(0);
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.fill('wat');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(5);
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();

    await box.fill('');
    await box.press('Enter');
    await expect(page).not.toHaveURL(/SearchResult/);

    await box.fill('wat');
    await expect(options.first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/SearchResult\?term=wat&type=2/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(page.getByText('Results for “wat”')).toBeVisible();
    await expect(page.getByText(/Products found: [1-9]\d*/)).toBeVisible();
    await expect(productCards(page).first()).toBeVisible();

    await box.fill('zzqx');
    await expect(page.getByText('No matches found')).toBeVisible();
  });

  test('switching the currency changes the prices shown', async ({ page }) => {
    await openShop(page, '/new-arrivals');
    const firstCard = productCards(page).first();
    await expect(firstCard).toContainText('USD');
    await page.getByRole('combobox', { name: 'Currency' }).selectOption({ label: 'EUR' });
    await expect(firstCard).toContainText('EUR');
    await expect(firstCard).not.toContainText('USD');
    await page
      .getByRole('link', { name: /Horizon Duty Free/ })
      .first()
      .click();
    await expect(
      page.getByRole('region', { name: 'New arrivals' }).getByRole('article').first(),
    ).toContainText('EUR');
  });

  test('brands are paged 30 at a time', async ({ page, request }) => {
    const brands = (await (await catalogueApi(request)).brands()).sort((a, b) =>
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
    );
    expect(brands.length, 'the demo data has more than one page of brands').toBeGreaterThan(30);
    await openShop(page, '/brands');
    const tiles = page.getByRole('main').getByRole('list').first().getByRole('link');
    await expect(tiles).toHaveCount(30);
    await expect(tiles.first()).toHaveText(brands[0]?.name ?? '');
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/brands\?page=2/);
    await expect(tiles.first()).toHaveText(brands[30]?.name ?? '');
    await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goBack();
    await expect(tiles.first()).toHaveText(brands[0]?.name ?? '');
    await tiles.first().click();
    await expect(page.getByRole('heading', { level: 1, name: brands[0]?.name ?? '' })).toBeVisible();
  });

  /** Pauses the slideshow and brings the slide holding the video to the front. */
  async function showVideoSlide(page: Page) {
    await openShop(page);
    const banners = page.getByRole('region', { name: 'Featured offers' });
    await expect(banners.locator('video')).toHaveCount(0);
    await banners.getByRole('button', { name: 'Pause the slideshow' }).click();
    // The slide holding the video says its position ("4 of 4"); bring it to the front.
    const videoSlide = banners
      .getByRole('group')
      .filter({ has: page.getByRole('button', { name: /^Play the video/ }) });
    const position = (await videoSlide.getAttribute('aria-label'))?.match(/^(\d+) of/)?.[1];
    await banners.getByRole('button', { name: `Show slide ${position}`, exact: true }).click();
    await expect(
      banners.getByRole('button', { name: `Show slide ${position}`, exact: true }),
    ).toHaveAttribute('aria-current', 'true');
    return { banners, videoSlide };
  }

  test('a video banner shows its image and plays in a privacy-enhanced frame on request', async ({
    page,
  }) => {
    const { banners } = await showVideoSlide(page);
    const play = banners.getByRole('button', { name: /^Play the video/ });
    await expect(play).toBeVisible();
    await play.click();
    const frame = banners.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  test('the button drawn into a video banner follows the banner link, beside the play control', async ({
    page,
  }) => {
    const { videoSlide } = await showVideoSlide(page);
    const link = videoSlide.getByRole('link');
    await expect(link).toHaveAttribute('href', '/what-is-preorder');
    // Where the picture draws its button: the lower start corner, away from the centred play control.
    const box = await link.boundingBox();
    await link.click({ position: { x: 40, y: (box?.height ?? 80) - 30 } });
    await expect(page).toHaveURL(/\/what-is-preorder$/);
  });

  test('an unknown product lands on the not-found screen', async ({ page }) => {
    await page.goto('/product-detail/999999?lng=en');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Page could not be found!' })).toBeVisible();
  });
});
