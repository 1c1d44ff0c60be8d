import { shopApi } from './shop-api';
import { expect, test } from './test';

test.describe('storefront shell', () => {
  test('home page in English, left to right', async ({ page }) => {
    await page.goto('/?lng=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('link', { name: /Horizon Duty Free/ }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Special offers' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Featured offers' }).getByRole('img').first(),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await expect(page).toHaveTitle('Horizon Duty Free');
  });

  test('home page in Arabic, right to left', async ({ page }) => {
    await page.goto('/?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'وصل حديثًا' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'قبول ملفات تعريف الارتباط' })).toBeVisible();
  });

  test('the currency picker refetches in the new currency without a reload', async ({ page, request }) => {
    const currencies = await (await shopApi(request)).currencies();
    const euro = currencies.find((c) => c.currencyCode === 'EUR');
    expect(euro, 'the demo data has EUR').toBeDefined();

    await page.goto('/?lng=en');
    const picker = page.getByRole('combobox', { name: 'Currency' });
    await expect(picker).toHaveValue('2');
    const refetch = page.waitForRequest((r) => r.url().includes(`currencyId=${euro?.id}`));
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await picker.selectOption({ label: 'EUR' });
    await refetch;
    await expect(picker.getByRole('option', { selected: true })).toHaveText('EUR');
    expect(navigations, 'no page reload').toEqual([]);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue(String(euro?.id));
  });

  test('the language picker switches the interface without a reload', async ({ page }) => {
    await page.goto('/?lng=en');
    await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '中文' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('heading', { name: '新品上市' })).toBeVisible();
    await page.getByRole('combobox', { name: '语言' }).selectOption({ label: 'العربية' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'وصل حديثًا' })).toBeVisible();
    // The link's ?lng=en was read once: a reload shows the language chosen since, not the link's.
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'وصل حديثًا' })).toBeVisible();
  });

  test('the category mega menu lists each category with its children', async ({ page, request }) => {
    const categories = await (await shopApi(request)).categories();
    const parent = categories.find((c) => c.children.length > 0);
    const child = parent?.children[0];
    expect(child, 'the demo data has a category with children').toBeDefined();

    await page.goto('/?lng=en');
    await page.getByRole('button', { name: 'Categories' }).click();
    const link = page.getByRole('link', { name: child?.name, exact: true }).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/product-list/[^/]+/${child?.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: child?.name })).toBeVisible();
  });

  test('the header menus work by keyboard, by pointer and close as a traveller expects', async ({ page }) => {
    await page.goto('/?lng=en');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const categories = nav.getByRole('button', { name: 'Categories' });
    const brands = nav.getByRole('button', { name: 'Brands' });
    await expect(categories).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: Enter opens, Tab walks into the panel's links, Escape closes and returns to the trigger.
    await categories.focus();
    await page.keyboard.press('Enter');
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await categories.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(categories).toHaveAttribute('aria-expanded', 'false');
    await expect(categories).toBeFocused();

    // One panel at a time; a click elsewhere closes it.
    await categories.click();
    await brands.click();
    await expect(brands).toHaveAttribute('aria-expanded', 'true');
    await expect(categories).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.click(640, 880);
    await expect(brands).toHaveAttribute('aria-expanded', 'false');

    // A mouse resting on a trigger opens its panel, moving away closes it; the click that follows a
    // hover keeps it open.
    await categories.hover();
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    await categories.click();
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 700);
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    await categories.click();
    await expect(categories).toHaveAttribute('aria-expanded', 'false');
    await brands.hover();
    await expect(brands).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 700);
    await expect(brands).toHaveAttribute('aria-expanded', 'false');

    // Escape while typing in the search box closes a panel the pointer opened, and leaves focus there.
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await search.focus();
    await categories.hover();
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(categories).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toBeFocused();

    // The account pop-up is the same kind of menu.
    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('button', { name: 'Account' }).click();
    await account.getByRole('link', { name: 'Track an order' }).click();
    await expect(page).toHaveURL(/\/order-tracking$/);
    await expect(account.getByRole('link', { name: 'Track an order' })).toBeHidden();
  });

  test('the brand mega menu shows power brands and a link to all brands', async ({ page }) => {
    await page.goto('/?lng=en');
    await page.getByRole('button', { name: 'Brands' }).click();
    await page.getByRole('link', { name: 'View more' }).click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All brands' })).toBeVisible();
  });

  test('search navigates to the results with the term and type', async ({ page }) => {
    await page.goto('/?lng=en');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('perfume');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/SearchResult\?term=perfume&type=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(page).toHaveTitle('Search results | Horizon Duty Free');
  });

  test('an unknown path shows the not-found screen', async ({ page }) => {
    await page.goto('/no-such-page?lng=en');
    await expect(page.getByRole('heading', { name: 'Page could not be found!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
  });

  test('the exception screen links back home', async ({ page }) => {
    await page.goto('/exception?lng=en');
    await expect(
      page.getByRole('heading', { name: 'SORRY ! SOMETHING WENT WRONG, PLEASE TRY AGAIN' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a failed token service leads to the exception screen', async ({ page }) => {
    await page.route('**/User/api/V1.0/Token/Startup', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/?lng=en');
    await expect(page).toHaveURL(/\/exception$/);
    await expect(
      page.getByRole('heading', { name: 'SORRY ! SOMETHING WENT WRONG, PLEASE TRY AGAIN' }),
    ).toBeVisible();
  });

  test('a route chunk that fails twice shows the exception screen', async ({ page }) => {
    await page.goto('/?lng=en');
    await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
    let attempts = 0;
    await page.route(/\/assets\/faq-page-[\w-]+\.js$/, (route) => {
      attempts += 1;
      return route.abort();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(
      page.getByRole('heading', { name: 'SORRY ! SOMETHING WENT WRONG, PLEASE TRY AGAIN' }),
    ).toBeVisible();
    expect(attempts).toBeGreaterThanOrEqual(1);
  });

  test('payment result pages carry their title and a way back to the cart (pending: on, never back to pay again)', async ({
    page,
  }) => {
    const results = [
      ['/payment-failure', 'Payment Failed'],
      ['/payment-cancel', 'Payment Canceled'],
      ['/payment-pending', 'Payment Pending'],
      ['/payment-error', 'Payment Error'],
    ] as const;
    for (const [path, title] of results) {
      await page.goto(`${path}?lng=en`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Horizon Duty Free`);
      const backToCart = page.getByRole('main').getByRole('link', { name: 'Back to cart' });
      if (path === '/payment-pending') {
        await expect(page.getByRole('main').getByRole('link', { name: 'Continue shopping' })).toBeVisible();
        await expect(backToCart).toHaveCount(0);
      } else {
        await expect(backToCart).toHaveAttribute('href', '/cart');
      }
    }
  });

  test('the cookie banner disappears once accepted, also after a reload', async ({ page, context }) => {
    await page.goto('/?lng=en');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await banner.getByRole('button', { name: 'Accept Cookies' }).click();
    await expect(banner).toBeHidden();
    const consent = (await context.cookies()).find((c) => c.name === '_consent');
    expect(consent?.sameSite).toBe('Lax');
    expect(consent?.path).toBe('/');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the side drawer holds the category and brand accordions and the pickers', async ({ page }) => {
      await page.goto('/?lng=en');
      await expect(page.getByRole('button', { name: 'Categories' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('combobox', { name: 'Currency' })).toBeVisible();
      await expect(drawer.getByRole('combobox', { name: 'Language' })).toBeVisible();
      await drawer.getByRole('button', { name: 'Brands' }).click();
      await drawer.getByRole('link', { name: 'View more' }).click();
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'All brands' })).toBeVisible();
      // The floating Feedback tab is for large screens; only the footer's Feedback link may show.
      const visibleFeedback = page
        .getByRole('link', { name: 'Feedback', exact: true })
        .filter({ visible: true });
      const footerFeedback = page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Feedback', exact: true });
      await expect(visibleFeedback).toHaveCount(await footerFeedback.filter({ visible: true }).count());
    });
  });
});
