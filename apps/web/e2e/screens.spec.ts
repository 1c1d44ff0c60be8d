import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ar from '@dfs/i18n/ar.json' with { type: 'json' };
import en from '@dfs/i18n/en.json' with { type: 'json' };
import { isPlain, isRestricted, pick, shopCatalogue } from './cart-catalogue';
import { shopApi } from './shop-api';
import { expect, type Page, test } from './test';

const catalogues = { en, ar };

/** Screenshots for people to look at (not compared automatically); saved to e2e/.screens/, which git ignores. */
const outDir = fileURLToPath(new URL('./.screens/', import.meta.url));
mkdirSync(outDir, { recursive: true });

const widths = [375, 1280] as const;
const languages = ['en', 'ar'] as const;

async function open(page: Page, path: string, lng: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
  await expect(page.getByRole('main')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

async function save(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `${outDir}${name}.png`, fullPage, animations: 'disabled' });
}

for (const width of widths) {
  for (const lng of languages) {
    test.describe(`${width}px ${lng}`, () => {
      test.use({ viewport: { width, height: width < 900 ? 800 : 900 } });

      test('home', async ({ page }) => {
        await open(page, '/', lng);
        await expect(page.getByRole('region').getByRole('img').first()).toBeVisible();
        await save(page, `home-${width}-${lng}`);
      });

      test('menus', async ({ page }) => {
        await open(page, '/', lng);
        if (width < 900) {
          await page.locator('header').getByRole('button').first().click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await page.getByRole('dialog').getByRole('button').nth(1).click();
          await save(page, `drawer-${width}-${lng}`, false);
        } else {
          const main = page.getByRole('navigation', { name: catalogues[lng].header.mainNav, exact: true });
          await main.getByRole('button', { name: catalogues[lng].header.categories }).click();
          await page.waitForTimeout(400);
          await save(page, `category-menu-${width}-${lng}`, false);
          await main.getByRole('button', { name: catalogues[lng].header.brands }).click();
          await page.waitForTimeout(400);
          await save(page, `brand-menu-${width}-${lng}`, false);
        }
      });

      test('catalogue screens', async ({ page, request }) => {
        const [category] = await (await shopApi(request)).categories();
        if (!category) throw new Error('the demo data has categories');
        await open(page, `/product-list/${encodeURIComponent(category.name)}/${category.id}`, lng);
        const firstProduct = page.getByRole('main').getByRole('article').first();
        await expect(firstProduct).toBeVisible();
        await save(page, `category-list-${width}-${lng}`);
        await firstProduct.getByRole('link').first().click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(
          page.getByRole('heading', { name: catalogues[lng].catalogue.detail.description }),
        ).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await save(page, `product-detail-${width}-${lng}`);
        await open(page, '/brands', lng);
        await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
        await save(page, `brands-${width}-${lng}`);
      });

      test('cart screens', async ({ page, request }) => {
        test.setTimeout(90_000);
        const { items } = await shopCatalogue(request);
        const text = catalogues[lng];
        const plain = pick(
          items,
          'a plain item',
          (i) => isPlain(i) && i.quantity >= 5 && i.orderQuantity === null,
        );
        const volume = pick(
          items,
          'a volume-priced item',
          (i) => !isRestricted(i) && i.volumePriceList.some((t) => t.startQuantity === 2) && i.quantity >= 5,
        );
        const buyGet = pick(
          items,
          'a buy-get item',
          (i) =>
            !isRestricted(i) &&
            i.buyGetPriceList.some((o) => o.buyQuantity === 2) &&
            i.orderQuantity === null &&
            i.quantity >= 5,
        );
        const liquor = pick(items, 'liquor', (i) => i.itemCategory === 'LIQUOR' && i.quantity >= 5);
        const perfume = pick(items, 'the perfume FRG-1001', (i) => i.itemCode === 'FRG-1001');
        const addButton = () =>
          page.getByRole('main').getByRole('button', { name: text.cart.addToCart }).first();

        // The consent banner would cover the lines in the full-page shots.
        await open(page, '/', lng);
        await page.getByRole('button', { name: text.consent.accept }).click();
        for (const [item, quantity] of [
          [plain, 1],
          [volume, 2],
          [buyGet, 2],
        ] as const) {
          await open(page, `/product-detail/${item.id}`, lng);
          if (quantity > 1) {
            await page
              .getByRole('main')
              .getByRole('button', { name: text.catalogue.detail.increase, exact: true })
              .click();
          }
          await addButton().click();
          await expect(page).toHaveURL(/\/cart/);
        }
        await expect(page.getByRole('main').getByText(text.cart.free, { exact: true })).toBeVisible();
        await expect(
          page.getByRole('complementary').getByText(text.cart.total, { exact: true }),
        ).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await save(page, `cart-${width}-${lng}`);

        await page
          .getByRole('banner')
          .getByRole('button', { name: new RegExp(text.header.cartWithCount.split('{{')[0] ?? '') })
          .click();
        await expect(page.getByRole('dialog', { name: text.cart.popover.title })).toBeVisible();
        await page.waitForTimeout(300);
        await save(page, `cart-popup-${width}-${lng}`, false);
        await page.keyboard.press('Escape');

        for (const [item, name] of [
          [liquor, 'age-dialog'],
          [perfume, 'regulation-dialog'],
        ] as const) {
          await open(page, `/product-detail/${item.id}`, lng);
          await addButton().click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await page.waitForTimeout(300);
          await save(page, `${name}-${width}-${lng}`, false);
        }

        await open(page, '/promocode-products/WELCOME10', lng);
        await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await save(page, `promo-products-${width}-${lng}`);
      });

      test('error screens', async ({ page }) => {
        await open(page, '/exception', lng);
        await save(page, `exception-${width}-${lng}`);
        await open(page, '/no-such-page', lng);
        await save(page, `not-found-${width}-${lng}`);
        await open(page, '/payment-failure', lng);
        await save(page, `payment-failure-${width}-${lng}`);
      });
    });
  }
}
