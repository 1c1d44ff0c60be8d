import { expect, liveContext, type Page, test } from './test';

/**
 * Pages rendered by the server (issue #20, DESIGN.md §13): hydrated without an error or a warning,
 * in English and Arabic, on a phone and a desktop; and readable with JavaScript turned off.
 */
const serverRendered = [
  '/',
  '/new-arrivals',
  '/best-sellers',
  '/brands',
  '/SearchResult?term=whisky',
  '/FAQ',
  '/Special',
];

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Keeps #root's markup as hydration left it: at `dfs:live` (shared/external-store.ts), dispatched right
 * after hydrating, before effects that open panels or stores that re-render with the browser's state.
 */
async function keepHydratedMarkup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('dfs:live', () => {
      (window as { hydratedMarkup?: string }).hydratedMarkup = document.getElementById('root')?.innerHTML;
    });
  });
}

/** Style attributes written out as the browser writes them (layout effects measure with styles). */
function normalised(markup: string): string {
  const doc = new DOMParser().parseFromString(`<div id="root">${markup}</div>`, 'text/html');
  for (const element of doc.querySelectorAll<HTMLElement>('[style]')) {
    element.setAttribute('style', element.style.cssText);
  }
  return doc.getElementById('root')?.innerHTML ?? '';
}

async function hydratedMarkup(page: Page): Promise<string> {
  const markup = await page.evaluate(() => (window as { hydratedMarkup?: string }).hydratedMarkup);
  expect(markup, 'the page was hydrated').toBeTruthy();
  return page.evaluate(`(${normalised.toString()})(${JSON.stringify(markup)})`);
}

function serverMarkup(page: Page, html: string): Promise<string> {
  return page.evaluate(
    `(${normalised.toString()})(new DOMParser().parseFromString(${JSON.stringify(html)}, 'text/html').getElementById('root').innerHTML)`,
  );
}

/** A product page's address, taken from the new-arrivals list as the server renders it. */
async function firstProductPath(page: Page): Promise<string> {
  await page.goto('/new-arrivals?lng=en');
  const href = await page.locator('main a[href^="/product-detail/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href as string;
}

for (const language of ['en', 'ar'] as const) {
  for (const width of [375, 1280]) {
    test(`server-rendered pages hydrate cleanly in ${language} at ${width} px`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await liveContext(browser, { viewport: { width, height: 900 } });
      const page = await context.newPage();
      const pages = [...serverRendered, await firstProductPath(page)];
      const problems = watchConsole(page);
      await keepHydratedMarkup(page);
      for (const path of pages) {
        const url = `${path}${path.includes('?') ? '&' : '?'}lng=${language}`;
        const response = await page.goto(url, { waitUntil: 'networkidle' });
        // The page arrives rendered: language and direction in the HTML itself.
        const html = (await response?.text()) ?? '';
        expect(html, url).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
        expect(html, url).toContain('id="dfs-state"');
        await expect(page.locator('main h1').first(), url).toBeAttached();
        // Hydrated: the app's effects ran on the server's markup.
        await expect(page.locator('html[data-live="true"]'), url).toBeAttached();
        // And left the server's markup as it was (Preact reports no mismatch, so it is compared).
        expect(await hydratedMarkup(page), url).toBe(await serverMarkup(page, html));
        // Live after hydration: the search box answers typing.
        await page.getByRole('banner').getByRole('combobox').first().fill('a');
        expect(problems, url).toEqual([]);
      }
      await context.close();
    });
  }
}

test('with JavaScript off, the pages show their content and their links work', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await liveContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/?lng=en');
  await expect(page.locator('main').getByRole('link', { name: /./ }).first()).toBeVisible();
  const homeProduct = page.locator('main a[href^="/product-detail/"]').first();
  await expect(homeProduct).toBeVisible();

  await page.goto('/new-arrivals?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const product = page.locator('main a[href^="/product-detail/"]').first();
  await expect(product).toBeVisible();
  const name = (await page.locator('main h3, main h2').first().textContent()) ?? '';
  expect(name.trim()).not.toBe('');
  // A plain link: the server renders the product page.
  await product.click();
  await page.waitForURL(/\/product-detail\/\d+/);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main h1')).not.toHaveText('');
  await expect(page.locator('main')).toContainText(/\d+\.\d{2}/);

  // The header's menu links are plain links too.
  await page.goto('/?lng=en');
  await page.locator('a[href="/brands"]').first().click();
  await page.waitForURL(/\/brands/);
  await expect(page.locator('main a[href^="/product-list-by-brand/"]').first()).toBeVisible();
  await context.close();
});

/** The first banner's image as the browser chose it, once it has loaded. */
async function firstBannerArt(page: Page): Promise<string> {
  const image = page.getByRole('region', { name: 'Featured offers' }).getByRole('img').first();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.currentSrc);
}

test('the banner art for the width comes with the HTML and hydration changes none of it', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const art = async (width: number, javaScriptEnabled: boolean) => {
    const context = await liveContext(browser, { viewport: { width, height: 800 }, javaScriptEnabled });
    const page = await context.newPage();
    // Any image or source of the banner replaced, or its address changed, from the first byte on.
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { bannerChanges: string[] }).bannerChanges = changes;
      const inBanner = (node: Node) =>
        node instanceof Element && node.closest('[aria-roledescription]') !== null;
      new MutationObserver((records) => {
        for (const record of records) {
          if (!inBanner(record.target)) continue;
          if (record.type === 'attributes')
            changes.push(`${record.attributeName} of ${record.target.nodeName}`);
          for (const node of record.removedNodes) changes.push(`${node.nodeName} removed`);
        }
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['src', 'srcset'],
      });
    });
    await page.goto('/?lng=en');
    const chosen = await firstBannerArt(page);
    let changes: string[] = [];
    if (javaScriptEnabled) {
      await expect(page.locator('html[data-live="true"]')).toBeAttached();
      await page.waitForTimeout(500);
      changes = await page.evaluate(() => (window as unknown as { bannerChanges: string[] }).bannerChanges);
    }
    await context.close();
    return { chosen, changes };
  };
  const phoneHtml = await art(375, false);
  const phone = await art(375, true);
  const desktop = await art(1280, true);
  expect(phone.chosen, 'the phone art is chosen from the HTML alone').toBe(phoneHtml.chosen);
  expect(phone.changes, 'nothing in the banner is swapped after hydration').toEqual([]);
  expect(desktop.changes).toEqual([]);
  expect(desktop.chosen, 'a desktop gets other art than a phone').not.toBe(phone.chosen);
});

test('a phone fetches the cards’ images drawn at card width, a sharp screen the full ones', async ({
  browser,
}) => {
  const firstCard = async (options: { width: number; deviceScaleFactor: number }) => {
    const context = await liveContext(browser, {
      viewport: { width: options.width, height: 800 },
      deviceScaleFactor: options.deviceScaleFactor,
    });
    const page = await context.newPage();
    await page.goto('/new-arrivals?lng=en');
    const image = page.locator('main article img').first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    const response = await page.request.get(src);
    expect(response.headers()['content-type']).toBe('image/webp');
    const bytes = (await response.body()).length;
    await context.close();
    return { src, bytes };
  };
  const phone = await firstCard({ width: 375, deviceScaleFactor: 2 });
  expect(phone.src).toMatch(/\.webp\?w=400$/);
  const desktop = await firstCard({ width: 1280, deviceScaleFactor: 2 });
  expect(desktop.src).toMatch(/\.webp$/);
  expect(phone.bytes, 'the phone’s drawing is the smaller').toBeLessThan(desktop.bytes / 2);
});

test('a page’s catalogue is fetched once, with the code, after the first paint', async ({ page }) => {
  const catalogues: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(en|zh|ar)-[\w-]+\.json$/.test(request.url())) catalogues.push(request.url());
  });
  const problems = watchConsole(page);
  await page.goto('/new-arrivals?lng=ar');
  await expect(page.locator('html[data-live="true"]')).toBeAttached();
  const painted = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/ar-[\w-]+\.json$/.test(entry.name))
      .map((entry) => entry.startTime),
  );
  expect(catalogues.length).toBeGreaterThan(0);
  expect(new Set(catalogues).size, 'no catalogue asked for twice').toBe(catalogues.length);
  expect(fetched.every((start) => start >= painted)).toBe(true);
  expect(problems, 'no unused preload or other warning').toEqual([]);
});

test('the banner’s later slides fetch their art after the first paint, the first slide’s before it', async ({
  browser,
}) => {
  const context = await liveContext(browser, { viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto('/?lng=en');
  await expect(page.locator('html[data-live="true"]')).toBeAttached();
  const slides = await page.getByRole('group', { name: /of \d+$/ }).count();
  expect(slides).toBeGreaterThan(1);
  const banners = () =>
    page.evaluate(() => {
      const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const starts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/media/banners/'))
        .map((entry) => entry.startTime);
      return { before: starts.filter((start) => start < painted).length, all: starts.length };
    });
  await expect.poll(async () => (await banners()).all).toBe(slides);
  expect((await banners()).before).toBe(1);
  await context.close();
});
