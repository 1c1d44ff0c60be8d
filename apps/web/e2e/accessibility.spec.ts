import AxeBuilder from '@axe-core/playwright';
import ar from '@dfs/i18n/ar.json' with { type: 'json' };
import contentEn from '@dfs/i18n/content/en.json' with { type: 'json' };
import en from '@dfs/i18n/en.json' with { type: 'json' };
import { isPlain, shopCatalogue } from './cart-catalogue';
import { shopApi, shopGet } from './shop-api';
import { expect, type Page, test } from './test';

/** Every leaf key of the catalogues, as it would appear on screen if a translation were missing. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    keysOf(v, prefix ? `${prefix}.${k}` : k),
  );
}
const catalogueKeys = new Set([...keysOf(en), ...keysOf(contentEn)]);

/** Visible text plus the texts only assistive technology reads, for the untranslated-key scan. */
async function textsOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [alt], [placeholder], [title]')].flatMap(
      (el) => ['aria-label', 'alt', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

const routes: string[] = [
  '/',
  '/account',
  '/login?redirectUrl=/checkout',
  '/shebamiles/login?redirectUrl=/checkout',
  '/registration?redirectUrl=/checkout',
  '/guest-checkout?redirectUrl=/checkout',
  '/guest-reg',
  '/forgot-password',
  '/reset-password?verification_token=abc',
  '/account/dashboard',
  '/account/orders',
  '/account/orders/1',
  '/account/account-details',
  '/cart',
  '/checkout',
  '/confirmation',
  '/payment-failure',
  '/payment-cancel',
  '/payment-pending',
  '/payment-error',
  '/brands',
  '/SearchResult?term=perfume&type=2',
  '/new-arrivals',
  '/best-sellers',
  '/travel-exclusives',
  '/deals',
  '/offers',
  '/special-offers',
  '/Special',
  '/promotions',
  '/collections/1',
  '/promocode-products/WELCOME10',
  '/feed-back',
  '/contact-us',
  '/what-is-preorder',
  '/FAQ',
  '/how-to-order',
  '/terms-and-conditions',
  '/privacy-policy',
  '/duty-free-allowances',
  '/after-sales-support',
  '/order-tracking',
  '/exception',
  '/404',
  '/no-such-page',
];

/** The routes with an id, filled from the demo data. */
async function routesWithIds(request: Parameters<typeof shopApi>[0]): Promise<string[]> {
  const [category] = await (await shopApi(request)).categories();
  const get = await shopGet(request);
  const { brandsRes } = await get<{ brandsRes: { id: number; name: string }[] }>(
    '/MasterData/api/V1.0/Brand/GetAll',
  );
  const { items } = await get<{ items: { id: number }[] }>(
    '/PreOrder/api/V1.0/PreOrder/GetItems?listKind=all&pageSize=1',
  );
  const brand = brandsRes[0];
  if (!category || !brand || !items[0]) throw new Error('the demo data has categories, brands and items');
  return [
    `/product-detail/${items[0].id}`,
    `/product-list/${encodeURIComponent(category.name)}/${category.id}`,
    `/product-list-by-brand/${encodeURIComponent(brand.name)}/${brand.id}`,
  ];
}

async function openSettled(page: Page, path: string, lng: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lists, products and the information pages' text show skeletons until they arrive.
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
  // The home page is scanned whole, footer form included.
  if (path === '/') await page.waitForLoadState('networkidle');
}

const languages = ['en', 'zh', 'ar'] as const;
type Language = (typeof languages)[number];

/**
 * Header and footer are the same on every route, so the home page is scanned whole and the other routes
 * scan their main content only: that halves the time axe takes on two cores.
 */
async function audit(page: Page, path: string, lng: Language) {
  await openSettled(page, path, lng);
  const axe = new AxeBuilder({ page });
  const { violations } = await (path === '/' ? axe : axe.include('main')).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `${path} in ${lng}`).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 }), `one h1 on ${path}`).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);

  const raw = [...(await textsOf(page)).matchAll(/\b[a-z]+(?:\.[a-zA-Z0-9]+)+\b/g)]
    .map((m) => m[0])
    .filter((token) => catalogueKeys.has(token));
  expect(raw, `untranslated keys on ${path} in ${lng}`).toEqual([]);
}

// One test per route and language: a whole-page scan of home takes most of a minute on a busy machine.
test.describe('every route in en, zh and ar: axe finds nothing serious, no key shows untranslated', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const path of routes) {
    for (const lng of languages) {
      test(`${path} in ${lng}`, async ({ page }) => {
        await audit(page, path, lng);
      });
    }
  }

  for (const [index, name] of ['product detail', 'category list', 'brand list'].entries()) {
    for (const lng of languages) {
      test(`${name} in ${lng}`, async ({ page, request }) => {
        const path = (await routesWithIds(request))[index];
        if (!path) throw new Error(`no route for ${name}`);
        await audit(page, path, lng);
      });
    }
  }
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/FAQ?lng=ar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: ar.app.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

/** Presses Tab until the focused element matches, as a keyboard user scanning the page would. */
async function tabUntil(page: Page, matches: () => boolean, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(matches)) return;
  }
  throw new Error('focus never reached the element');
}

test('keyboard only: from home to a product and into the cart, with visible focus', async ({
  page,
  request,
}) => {
  const { items } = await shopCatalogue(request);
  const plainIds = new Set(items.filter((i) => isPlain(i) && i.quantity >= 3).map((i) => String(i.id)));
  await page.goto('/?lng=en');
  await page.getByRole('button', { name: 'Accept Cookies' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'New arrivals' }).getByRole('article').first()).toBeVisible();

  // Skip the header, then walk to the first product of a plain item (no age or regulation prompt).
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.evaluate((ids) => Object.assign(window, { plainIds: ids }), [...plainIds]);
  await tabUntil(page, () => {
    const href = document.activeElement?.getAttribute('href') ?? '';
    const id = /\/product-detail\/(\d+)/.exec(href)?.[1];
    return !!id && (window as unknown as { plainIds: string[] }).plainIds.includes(id);
  });
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline, 'the focused product link shows a focus ring').not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product-detail\/\d+/);
  // The product's own name: the URL changes before the page is drawn, when the h1 is still home's.
  const id = Number(/\/product-detail\/(\d+)/.exec(page.url())![1]);
  const name = items.find((i) => i.id === id)!.name;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  await tabUntil(page, () => document.activeElement?.textContent?.trim() === 'Add to cart');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main').getByText(name, { exact: true }).first()).toBeVisible();
});

test('dialogs keep focus inside until closed', async ({ page, request }) => {
  const { items } = await shopCatalogue(request);
  const liquor = items.find((i) => i.itemCategory === 'LIQUOR' && i.quantity >= 3);
  expect(liquor, 'the demo data has liquor').toBeDefined();
  await page.goto(`/product-detail/${liquor?.id}?lng=en`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate((d) => d.contains(document.activeElement)),
      'focus stays in the dialog',
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first()).toBeFocused();
});
