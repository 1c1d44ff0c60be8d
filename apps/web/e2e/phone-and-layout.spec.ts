import { type Item, isPlain, shopCatalogue } from './cart-catalogue';
import { type CDPSession, expect, type Locator, liveContext, type Page, test } from './test';

let catalogue: Awaited<ReturnType<typeof shopCatalogue>>;

test.beforeAll(async ({ request }) => {
  catalogue = await shopCatalogue(request);
});

test.describe('phone header', () => {
  for (const lng of ['en', 'ar']) {
    test(`fits one compact block with every control reachable at 320–412 px (${lng})`, async ({
      browser,
    }) => {
      // Three widths, every control measured at each: past 30 s on a loaded two-core machine.
      test.setTimeout(60_000);
      for (const width of [320, 360, 412]) {
        const context = await liveContext(browser, { viewport: { width, height: 740 } });
        const page = await context.newPage();
        await page.goto(`/?lng=${lng}`);
        const header = page.getByRole('banner');
        await expect(header.getByRole('combobox').first()).toBeVisible();
        const box = await header.boundingBox();
        expect(box?.height, `${width} px`).toBeLessThanOrEqual(120);
        const controls = [
          header.getByRole('button').first(), // the menu
          header.getByRole('link').first(), // the shop's name, home
          header.getByPlaceholder(/./),
        ];
        for (const control of controls) {
          await expect(control, `${width} px`).toBeInViewport({ ratio: 1 });
        }
        // Every header control is on screen and takes a click (nothing covers it).
        const buttons = await header.getByRole('button').all();
        for (const button of buttons) {
          if (!(await button.isVisible())) continue;
          await expect(button, `${width} px`).toBeInViewport({ ratio: 1 });
          await button.click({ trial: true });
        }
        await context.close();
      }
    });
  }
});

test.describe('product video', () => {
  test('its thumbnail is legible (navy, not white on white)', async ({ page }) => {
    const withVideo = catalogue.items.find(
      (i) => (i as Item & { youtubeAddressURL: string | null }).youtubeAddressURL,
    );
    expect(withVideo, 'the demo catalogue has a product with a video').toBeDefined();
    await page.goto(`/product-detail/${withVideo!.id}?lng=en`);
    const thumbnail = page.getByRole('button', { name: 'Watch the video' });
    await expect(thumbnail).toBeVisible();
    // Text against its own background, by the WCAG contrast formula (axe leaves this one undecided).
    const ratio = await thumbnail.evaluate((element) => {
      const luminance = (css: string) => {
        const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
          const c = Number(v) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        }) as [number, number, number];
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const style = getComputedStyle(element);
      const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
        (a, b) => b - a,
      ) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});

/** A one-finger swipe of `dx` px across the element, at a person's pace (about 130 px a second). */
async function swipe(page: Page, cdp: CDPSession, target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const y = box.y + box.height / 2;
  const x0 = box.x + box.width / 2 + dx / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
  for (let step = 1; step <= 10; step++) {
    // Pacing the finger, not waiting for an outcome.
    await page.waitForTimeout(30);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x0 - (dx * step) / 10, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.describe('home banner carousel on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test('a 40 px swipe at a normal pace changes the slide, a shorter one does not, a tap follows the link', async ({
    page,
  }) => {
    await page.goto('/?lng=en');
    // The page is server-rendered: its controls answer once it is hydrated.
    await expect(page.locator('html[data-live="true"]')).toBeAttached();
    const carousel = page.getByRole('region', { name: 'Featured offers' });
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Pause the slideshow' }).click();
    const current = (n: number) =>
      expect(carousel.getByRole('button', { name: `Show slide ${n}` })).toHaveAttribute(
        'aria-current',
        'true',
      );
    await current(1);

    // Only the slide on show is in the tab order: back from the controls lands on its link.
    const pause = carousel.getByRole('button', { name: 'Play the slideshow' });
    await pause.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(carousel.getByRole('group', { name: '1 of 4' }).getByRole('link')).toBeFocused();

    const cdp = await page.context().newCDPSession(page);
    const slides = carousel.getByRole('group', { name: /of 4$/ }).first();
    await swipe(page, cdp, slides, 25);
    await swipe(page, cdp, slides, 40);
    // The short swipe left slide 1 in place: one 40 px swipe lands on slide 2, not 3.
    await current(2);
    await swipe(page, cdp, slides, -45);
    await current(1);
    await swipe(page, cdp, slides, 60);
    await current(2);
    // No swipe followed the slide's link.
    await expect(page).toHaveURL(/:\d+\/$/);

    const link = carousel.getByRole('group', { name: '2 of 4' }).getByRole('link');
    const href = await link.getAttribute('href');
    await link.tap();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

test.describe('feedback tab', () => {
  test('shows only above 900 px and keeps clear of Add to cart at 1280×900', async ({ browser }) => {
    const item = catalogue.items.find((i) => isPlain(i) && i.quantity > 0);
    expect(item).toBeDefined();
    const texts = { en: ['Feedback', 'Add to cart'], ar: ['ملاحظات', 'أضف إلى السلة'] } as const;
    for (const [lng, [feedback, addLabel]] of Object.entries(texts)) {
      const context = await liveContext(browser, { viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`/product-detail/${item!.id}?lng=${lng}`);
      // The floating tab, not the footer's link of the same name.
      const tab = page
        .getByRole('link', { name: feedback, exact: true })
        .and(page.locator('xpath=//a[not(ancestor::footer)]'));
      const addToCart = page.getByRole('main').getByRole('button', { name: addLabel }).first();
      await expect(tab).toBeVisible();
      await expect(addToCart).toBeVisible();
      const tabBox = (await tab.boundingBox())!;
      const addBox = (await addToCart.boundingBox())!;
      const apart = tabBox.x >= addBox.x + addBox.width || tabBox.x + tabBox.width <= addBox.x;
      expect(
        apart,
        `${lng}: the Feedback tab ${JSON.stringify(tabBox)} covers ${JSON.stringify(addBox)}`,
      ).toBe(true);

      // Spec §9: large is above 900 px.
      await page.setViewportSize({ width: 900, height: 900 });
      await expect(tab).toBeHidden();
      await page.setViewportSize({ width: 901, height: 900 });
      await expect(tab).toBeVisible();
      await context.close();
    }
  });
});

test.describe('cart on a phone', () => {
  test('no sideways scroll at 360 and 375 px: every line total and the count keep the page margin', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const plain = catalogue.items.filter((i) => isPlain(i) && i.quantity >= 3);
    // A long name with a struck-out price, and the priciest item: the widest lines the cart draws.
    const longest = [...plain]
      .filter((i) => i.offerPrice < i.currentPrice)
      .sort((a, b) => b.name.length - a.name.length)[0];
    const priciest = [...plain].filter((i) => i !== longest).sort((a, b) => b.offerPrice - a.offerPrice)[0];
    expect(longest && priciest, 'a long offer item and a dear one').toBeTruthy();
    const context = await liveContext(browser, { viewport: { width: 1280, height: 900 } });
    await context.addCookies([
      { name: '_consent', value: 'true', url: test.info().project.use.baseURL ?? '' },
    ]);
    const page = await context.newPage();
    for (const item of [longest, priciest] as Item[]) {
      await page.goto(`/product-detail/${item.id}?lng=en`);
      await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
      await expect(page).toHaveURL(/\/cart$/);
    }
    for (const lng of ['en', 'ar']) {
      for (const width of [360, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/cart?lng=${lng}`);
        const main = page.getByRole('main');
        await expect(main.getByRole('listitem').filter({ has: page.getByRole('checkbox') })).toHaveCount(2);
        const where = `${lng} ${width} px`;
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(sideways, where).toBe(0);
        // The container's 16 px margin holds on both sides for the count, the line totals and the summary.
        const totals = main.getByText(/USD [\d,]+\.\d\d$/);
        const boxes = [
          main.getByText(lng === 'en' ? 'Items: 2' : 'المنتجات: 2'),
          main.getByRole('complementary'),
        ];
        for (const locator of [...(await totals.all()), ...boxes]) {
          const box = await locator.boundingBox();
          expect(box, where).not.toBeNull();
          expect(box?.x, where).toBeGreaterThanOrEqual(16);
          expect((box?.x ?? 0) + (box?.width ?? 0), where).toBeLessThanOrEqual(width - 16 + 0.5);
        }
      }
    }
    await context.close();
  });
});
