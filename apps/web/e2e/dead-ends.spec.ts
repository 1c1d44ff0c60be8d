import { type Item, isPlain, shopCatalogue } from './cart-catalogue';
import { shopGet } from './shop-api';
import { expect, liveContext, type Page, test } from './test';

let catalogue: Awaited<ReturnType<typeof shopCatalogue>>;
let collections: { id: number; name: string }[];

test.beforeAll(async ({ request }) => {
  catalogue = await shopCatalogue(request);
  const get = await shopGet(request);
  ({ collections } = await get<{ collections: { id: number; name: string }[] }>(
    '/PreOrder/api/V1.0/Collection/GetAll',
  ));
  expect(collections.length).toBeGreaterThan(0);
});

const main = (page: Page) => page.getByRole('main');

test.describe('entrances', () => {
  test('collections open from the home page and the menu; promo-code products from the menu', async ({
    page,
  }) => {
    const [first, second] = collections as [{ id: number; name: string }, { id: number; name: string }];
    await page.goto('/?lng=en');
    const tiles = main(page).getByRole('region', { name: 'Shop our collections' });
    await tiles.getByRole('link', { name: new RegExp(first.name.replace(/\$/g, '\\$')) }).click();
    await expect(page).toHaveURL(new RegExp(`/collections/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    // Every product grid carries Add to cart.
    await expect(main(page).getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Collections' }).click();
    await nav.getByRole('link', { name: new RegExp(second.name) }).click();
    await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();

    await nav.getByRole('link', { name: 'Promo codes' }).click();
    await expect(page).toHaveURL(/\/promocode-products$/);
    await expect(main(page).getByRole('textbox', { name: 'Promo code' })).toBeVisible();
  });

  test('on a phone the drawer leads to the collections', async ({ browser }) => {
    const context = await liveContext(browser, { viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto('/?lng=en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'Collections' }).click();
    await drawer.getByRole('link', { name: collections[0]!.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: collections[0]!.name })).toBeVisible();
    await context.close();
  });

  test('an applied code leads from the cart to its products, which can be added', async ({ page }) => {
    test.setTimeout(60_000);
    const promoIds = new Set(catalogue.promoRates.map((r) => r.itemId));
    const plain = catalogue.items.filter((i) => isPlain(i) && i.quantity >= 5 && i.orderQuantity === null);
    const inCart = plain.find((i) => !promoIds.has(i.id)) as Item;
    const promoted = plain.find((i) => promoIds.has(i.id)) as Item;
    expect(promoted, 'a plain item lowered by WELCOME10').toBeDefined();

    await page.goto(`/product-detail/${inCart.id}?lng=en`);
    await main(page).getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await main(page).getByRole('textbox', { name: 'Promo code' }).fill('welcome10');
    await main(page).getByRole('button', { name: 'Apply' }).click();
    await main(page).getByRole('link', { name: 'See the products of WELCOME10' }).click();
    await expect(page).toHaveURL(/\/promocode-products\/WELCOME10$/);

    const card = main(page).getByRole('listitem').filter({ hasText: promoted.name }).first();
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(main(page).getByRole('link', { name: promoted.name, exact: true })).toBeVisible();
  });
});

test.describe('no dead ends', () => {
  test('an unknown category, brand or collection shows not found, with no Try again', async ({ page }) => {
    for (const path of [
      '/product-list/Nothing/999999',
      '/product-list-by-brand/Nobody/999999',
      '/collections/999999',
      '/collections/abc',
    ]) {
      await page.goto(`${path}?lng=en`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'We could not find this list' }),
        path,
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' }), path).toHaveCount(0);
      await expect(main(page).getByRole('link', { name: 'Back to the shop' }), path).toBeVisible();
    }
  });

  test('a search stops at 100 characters and says so', async ({ page }) => {
    await page.goto('/?lng=en');
    const box = page.getByRole('banner').getByPlaceholder('Search perfumes, watches, gifts…');
    await box.fill('whisky '.repeat(20));
    await expect(box).toHaveValue('whisky '.repeat(20).slice(0, 100));
    await expect(
      page.getByText('Search terms can be at most 100 characters long.', { exact: false }),
    ).toBeVisible();

    await page.goto(`/SearchResult?term=${'a'.repeat(101)}&lng=en`);
    await expect(main(page).getByRole('alert')).toContainText(
      'Search terms can be at most 100 characters long.',
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test('a page number past the end shows the last page', async ({ page }) => {
    await page.goto(`/collections/${collections[0]!.id}?page=1177&lng=en`);
    const showing = main(page).getByText(/^Showing \d+–\d+ of \d+$/);
    await expect(showing).toBeVisible();
    const [, from, to, total] = (await showing.textContent())!.match(/(\d+)–(\d+) of (\d+)/)!.map(Number);
    expect(from).toBeLessThanOrEqual(to!);
    expect(to).toBe(total);
    await expect(main(page).getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();
  });

  test('similar items offer a view-all link when there are more than 4', async ({ page, request }) => {
    const get = await shopGet(request, 'PreOrder-GetSimilarItems');
    let chosen: Item | undefined;
    for (const item of catalogue.items.slice(0, 40)) {
      const full = item as Item & { itemCategoryId: number; brandId: number };
      const { similarItems } = await get<{ similarItems: unknown[] }>(
        `/PreOrder/api/V1.0/PreOrder/GetSimilarItems?ItemCategoryId=${full.itemCategoryId}&BrandId=${full.brandId}&CurrentItemId=${item.id}`,
      );
      if (similarItems.length > 4) {
        chosen = item;
        break;
      }
    }
    expect(chosen, 'a product with more than 4 similar items').toBeDefined();
    await page.goto(`/product-detail/${chosen!.id}?lng=en`);
    const similar = main(page).getByRole('region', { name: 'You may also like' });
    await similar.getByRole('link', { name: /^View all/ }).click();
    await expect(page).toHaveURL(/\/product-list\/.+\/\d+/);
    await expect(main(page).getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();
  });
});
