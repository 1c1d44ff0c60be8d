import { existsSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CatalogueBatch, ItemsPage } from '@dfs/contract/catalogue';
import { api } from '@dfs/contract/paths';
import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { ensureBuiltStorefront, rootMarkup, webDist } from '../../test/built-storefront';
import { createTestApp, type TestApp } from '../../test/test-app';

interface Row {
  id: number;
  en: string;
  zh: string;
  ar: string;
}

const script = { en: /[A-Za-z]/, zh: /[\u4e00-\u9fff]/, ar: /[\u0600-\u06ff]/ } as const;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The first-paint HTML of the public pages (issue #20, DESIGN.md §13). */
describe('server-rendered storefront pages', () => {
  let t: TestApp;
  let item: Row;

  beforeAll(async () => {
    ensureBuiltStorefront();
    t = await createTestApp({}, { WEB_DIST: webDist, PUBLIC_URL: 'https://shop.example' });
    const [row] = await queryRows<Row>(
      t.database.db,
      // The newest item: first among the new arrivals, on the home page and its list.
      sql`SELECT i.id, i.name AS en, zh.name AS zh, ar.name AS ar
          FROM items i
          JOIN item_translations zh ON zh.item_id = i.id AND zh.locale = 'zh'
          JOIN item_translations ar ON ar.item_id = i.id AND ar.locale = 'ar'
          WHERE i.active ORDER BY i.registered_date DESC, i.id DESC LIMIT 1`,
    );
    item = row!;
  }, 180_000);
  afterAll(() => t?.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

  for (const language of ['en', 'zh', 'ar'] as const) {
    it(`renders a product detail in ${language}: name, price, lang and dir, title, JSON-LD`, async () => {
      const response = await page(`/product-detail/${item.id}?lng=${language}`);
      expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
      const html = response.body;
      expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
      const markup = rootMarkup(html);
      expect(markup).toContain(escapeText(item[language]));
      expect(markup).toMatch(/USD|\$/);
      expect(markup).toMatch(/\d+\.\d{2}/);
      expect(html).toContain(`<title>${escapeText(item[language])} | `);
      expect(html).toContain('<script type="application/ld+json">');
      const jsonLd = JSON.parse(
        /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
      );
      expect(jsonLd['@type']).toBe('Product');
      expect(jsonLd.name).toBe(item[language]);
      expect(jsonLd.offers.priceCurrency).toBe('USD');
      expect(html).toContain(
        `<link rel="canonical" href="https://shop.example/product-detail/${item.id}?lng=${language}" />`,
      );
      for (const alternate of ['en', 'zh', 'ar']) {
        expect(html).toContain(
          `hreflang="${alternate}" href="https://shop.example/product-detail/${item.id}?lng=${alternate}"`,
        );
      }
      // No executable inline script: only the JSON blocks (the CSP forbids inline script).
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
      for (const attributes of inline) expect(attributes).toMatch(/type="application\/(ld\+)?json"/);
    });

    it(`renders the home page and a product list in ${language}, with names and prices`, async () => {
      const home = await page(`/?lng=${language}`);
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain(`<html lang="${language}"`);
      // The home row shows the four dearest new arrivals: the dearest is on the page.
      const batch = await t.app.inject({
        url: `${api.preOrderItems.path}?lng=${language}`,
        headers: await t.headers(Privilege.PreOrderAccess),
      });
      const [dearest] = CatalogueBatch.parse(batch.json()).newArrivalItems.sort(
        (a, b) => b.offerPrice - a.offerPrice,
      );
      const homeMarkup = rootMarkup(home.body);
      expect(homeMarkup).toContain(escapeText(dearest!.name));
      expect(homeMarkup).toMatch(/\d+\.\d{2}/);
      // The first banner is drawn with high priority, and it is the page's image for link previews.
      const hero = homeMarkup.match(/<img\b[^>]*>/g)?.find((tag) => /\sfetchpriority="high"/i.test(tag));
      const heroSrc = hero && /\ssrc="([^"]+)"/.exec(hero)?.[1];
      expect(heroSrc).toMatch(/^\/media\/banners\//);
      expect(home.body).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${heroSrc}" />`));

      const list = await page(`/new-arrivals?lng=${language}`);
      expect(list.statusCode).toBe(200);
      const listMarkup = rootMarkup(list.body);
      // The list's first product, as the state block gives it to the browser, is in the markup.
      const state = JSON.parse(/id="dfs-state">([^<]*)<\/script>/.exec(list.body)?.[1] ?? '{}');
      const itemsQuery = state.queries.queries.find(
        (q: { queryKey: unknown[] }) => q.queryKey[0] === 'catalogue' && q.queryKey[1] === 'items',
      );
      const first = ItemsPage.parse(itemsQuery.state.data).items[0]!;
      expect(listMarkup).toContain(escapeText(first.name));
      expect(first.name).toMatch(script[language]);
      expect(listMarkup).toMatch(/\d+\.\d{2}/);
    });
  }

  it('takes the language from the cookie, then Accept-Language (regional forms map)', async () => {
    const byCookie = await page(`/product-detail/${item.id}`, {
      cookie: 'i18next=ar',
      'accept-language': 'zh-CN',
    });
    expect(byCookie.body).toContain('<html lang="ar" dir="rtl">');
    expect(rootMarkup(byCookie.body)).toContain(escapeText(item.ar));
    const byHeader = await page(`/product-detail/${item.id}`, { 'accept-language': 'zh-TW,en;q=0.5' });
    expect(byHeader.body).toContain('<html lang="zh" dir="ltr">');
    const byQuery = await page(`/product-detail/${item.id}?lng=en`, { cookie: 'i18next=ar' });
    expect(byQuery.body).toContain('<html lang="en" dir="ltr">');
  });

  it('renders prices in the currency of the cookie; an unknown currency falls back to USD', async () => {
    const [eur] = await queryRows<{ id: number; code: string }>(
      t.database.db,
      sql`SELECT id, code FROM currencies WHERE code <> 'USD' ORDER BY id LIMIT 1`,
    );
    const inOther = await page(`/product-detail/${item.id}?lng=en`, {
      cookie: `dfs-currency=${eur!.id}.${eur!.code}`,
    });
    const markup = rootMarkup(inOther.body);
    // The picker and the prices both say the cookie's currency, not USD then a switch after hydration.
    const option = new RegExp(`<option\\b[^>]*\\bvalue="${eur!.id}"[^>]*>${eur!.code}</option>`).exec(markup);
    expect(option?.[0]).toMatch(/\sselected[\s=>]/);
    expect(markup).toMatch(new RegExp(`${eur!.code} \\d`));
    expect(markup).not.toMatch(/USD \d/);
    const usd = await page(`/product-detail/${item.id}?lng=en`);
    expect(inOther.headers.etag).not.toBe(usd.headers.etag);
    const unknown = await page(`/product-detail/${item.id}?lng=en`, { cookie: 'dfs-currency=999999.XXX' });
    expect(unknown.headers.etag).toBe(usd.headers.etag);
  });

  it('gives anonymous pages Cache-Control and an ETag that answers 304', async () => {
    const first = await page('/new-arrivals?lng=en');
    expect(first.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(first.headers.vary).toMatch(/accept-language/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await page('/new-arrivals?lng=en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const other = await page('/new-arrivals?lng=ar');
    expect(other.headers.etag).not.toBe(etag);
    // Compressed once per render: a gzip client gets the same page, under its own tag.
    const zipped = await page('/new-arrivals?lng=en', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).not.toBe(etag);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
    const zippedAgain = await page('/new-arrivals?lng=en', {
      'accept-encoding': 'gzip',
      'if-none-match': String(zipped.headers.etag),
    });
    expect(zippedAgain.statusCode).toBe(304);
  });

  it('renders a page once for any tracking or cache-busting parameters (one cached page, one ETag)', async () => {
    const first = await page('/best-sellers?lng=en&sortBy=ByName&sortOrder=ASC&utm_source=mail');
    expect(first.statusCode).toBe(200);
    expect(String(first.headers['server-timing'])).toMatch(/^render;/);
    for (const url of [
      '/best-sellers?fbclid=IwAR0x&sortOrder=ASC&lng=en&sortBy=ByName',
      '/best-sellers?lng=en&sortBy=ByName&sortOrder=ASC&visit=1&visit=2',
    ]) {
      const again = await page(url);
      expect(again.headers['server-timing'], url).toBe('page-cache;desc="hit"');
      expect(again.headers.etag, url).toBe(first.headers.etag);
    }
    // The parameters the page reads still name another page.
    const otherOrder = await page('/best-sellers?lng=en&sortBy=ByName&sortOrder=DESC&utm_source=mail');
    expect(String(otherOrder.headers['server-timing'])).toMatch(/^render;/);
    expect(otherOrder.headers.etag).not.toBe(first.headers.etag);
    // The noise is not written into the page's links.
    expect(rootMarkup(first.body)).not.toContain('utm_source');
  });

  it('leaves account, cart and checkout pages to the browser (the shell, no state block)', async () => {
    for (const url of ['/cart', '/checkout', '/account/dashboard', '/login']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('id="dfs-state"');
      // Nothing to show before the code runs: it is fetched at once.
      expect(response.body).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js">/);
    }
  });

  it('starts the code of a rendered page only after the page is drawn (boot.js names it)', async () => {
    const shell = (await page('/cart')).body;
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(shell)?.[1];
    const chunks = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(entry).toBeDefined();
    expect(chunks.length).toBeGreaterThan(0);
    for (const url of ['/?lng=en', '/brands?lng=ar']) {
      const html = (await page(url)).body;
      const head = html.slice(0, html.indexOf('</head>'));
      // No script or module preload in the head: the first paint waits for the HTML and the CSS alone.
      expect(head).not.toMatch(/<script(?![^>]*application\/(ld\+)?json)|modulepreload/);
      // Nor the catalogue: fetched with the code, after the first paint.
      expect(head).not.toContain('as="fetch"');
      const boot =
        /<script src="\/boot\.js" data-entry="([^"]+)" data-chunks="([^"]*)" data-fetch="([^"]*)" defer><\/script>\s*<\/body>/.exec(
          html,
        );
      expect(boot?.[1]).toBe(entry);
      expect(boot?.[2]?.split(' ')).toEqual(chunks);
      expect(boot?.[3]).toMatch(
        url.includes('lng=ar') ? /^\/assets\/ar-[\w-]+\.json$/ : /^\/assets\/en-[\w-]+\.json/,
      );
    }
    expect(existsSync(path.join(webDist, 'boot.js'))).toBe(true);
  });

  it('fetches what a page shows before rendering it: one render for the layout, home, lists, static pages', async () => {
    // No page kept between requests, so each one is rendered and its passes counted.
    const rendering = await createTestApp(
      {},
      { WEB_DIST: webDist, PUBLIC_URL: 'https://shop.example', PAGE_CACHE_MS: '0' },
    );
    const render = (url: string) => rendering.app.inject({ url, headers: { accept: 'text/html' } });
    const [ids] = await queryRows<{ category: number; brand: number; collection: number }>(
      rendering.database.db,
      sql`SELECT i.category_id AS category, i.brand_id AS brand, (SELECT min(id) FROM collections) AS collection
          FROM items i WHERE i.id = ${item.id}`,
    );
    const onePass = [
      '/',
      '/new-arrivals?page=1&sortBy=ByName&sortOrder=ASC',
      `/product-list/c/${ids!.category}`,
      `/product-list-by-brand/b/${ids!.brand}?page=2`,
      `/collections/${ids!.collection}`,
      '/brands',
      '/FAQ',
      '/Special',
      '/no-such-page',
    ];
    try {
      for (const language of ['en', 'ar']) {
        for (const url of onePass) {
          const response = await render(`${url}${url.includes('?') ? '&' : '?'}lng=${language}`);
          expect(response.headers['server-timing'], url).toMatch(/^render;dur=[\d.]+;desc="1 pass"$/);
        }
        // The similar products are asked for with the product's category: they wait for its answer.
        const detail = await render(`/product-detail/${item.id}?lng=${language}`);
        expect(detail.headers['server-timing']).toMatch(/desc="2 passes"$/);
      }
    } finally {
      await rendering.close();
    }
  });

  it("puts a product's text in the page as it is written, dollar signs too", async () => {
    const name = "Gold $& Silver $' Case $$1";
    const [other] = await queryRows<{ id: number }>(
      t.database.db,
      sql`UPDATE items SET name = ${name}, description = ${`Made for $\` and $' travellers`}
          WHERE id = (SELECT id FROM items WHERE active AND id <> ${item.id} ORDER BY id LIMIT 1)
          RETURNING id`,
    );
    const response = await page(`/product-detail/${other!.id}?lng=en`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${escapeText(name)} | `);
    expect(rootMarkup(response.body)).toContain(escapeText(name));
    expect(response.body).toContain(`<meta name="description" content="Made for $\` and $' travellers"`);
  });

  it('names a search results page by its term in the canonical and alternate links', async () => {
    const response = await page('/SearchResult?term=whisky&type=2&page=2&utm_source=mail&lng=en');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<link rel="canonical" href="https://shop.example/SearchResult?term=whisky&amp;lng=en" />',
    );
    expect(response.body).toContain(
      'hreflang="ar" href="https://shop.example/SearchResult?term=whisky&amp;lng=ar"',
    );
  });

  it('answers an unknown page with 404 and the rendered not-found screen', async () => {
    const response = await page('/no-such-page?lng=en');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('id="dfs-state"');
  });

  it('serves robots.txt and a sitemap of every listable page with hreflang alternates', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /checkout');
    expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain(`<loc>https://shop.example/product-detail/${item.id}</loc>`);
    expect(sitemap.body).toContain('<loc>https://shop.example/brands</loc>');
    expect(sitemap.body).toMatch(/<loc>https:\/\/shop\.example\/product-list\/[^<]+\/\d+<\/loc>/);
    expect(sitemap.body).toContain(
      `hreflang="ar" href="https://shop.example/product-detail/${item.id}?lng=ar"`,
    );
  });
});
