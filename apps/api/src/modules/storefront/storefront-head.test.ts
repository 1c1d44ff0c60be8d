import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';

const webDir = fileURLToPath(new URL('../../../../web', import.meta.url));
const webDist = path.join(webDir, 'dist');

function ensureBuiltStorefront(): void {
  if (existsSync(path.join(webDir, 'dist-server', 'entry-server.js'))) return;
  execFileSync('npm', ['run', 'build', '-w', '@dfs/web'], {
    cwd: path.join(webDir, '..', '..'),
    stdio: 'ignore',
  });
}

const lure = 'Your order was cancelled - call +1 555 0100';

/** Issue "What travellers tripped over", points 1 to 3: what a page says about itself comes from the data. */
describe('the head and names of server-rendered pages', () => {
  let t: TestApp;
  let ids: { category: number; brand: number; brandName: string; categoryName: string };

  beforeAll(async () => {
    ensureBuiltStorefront();
    t = await createTestApp({}, { WEB_DIST: webDist, PUBLIC_URL: 'https://shop.example' });
    const [row] = await queryRows<typeof ids>(
      t.database.db,
      sql`SELECT i.category_id AS category, i.brand_id AS brand, b.name AS "brandName", c.name AS "categoryName"
          FROM items i JOIN brands b ON b.id = i.brand_id JOIN categories c ON c.id = i.category_id
          WHERE i.active ORDER BY i.id LIMIT 1`,
    );
    ids = row!;
  }, 180_000);
  afterAll(() => t?.close());

  const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

  for (const [url, heading] of [
    [`/product-list-by-brand/${encodeURIComponent(lure)}/9999`, 'We could not find this list'],
    [`/product-list/${encodeURIComponent(lure)}/9999`, 'We could not find this list'],
    [`/product-list-by-brand/${encodeURIComponent(lure)}/not-an-id`, 'We could not find this list'],
    ['/collections/9999', 'We could not find this list'],
    ['/product-detail/999999', 'Page not found'],
    ['/product-detail/not-an-id', 'Page not found'],
  ] as const) {
    it(`answers ${url} with 404 and the not-found page, no words from the address`, async () => {
      const response = await page(`${url}?lng=en`);

      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).not.toContain('cancelled');
      expect(response.body).toContain(`<title>${heading} | `);
      expect(response.body).toContain(`<meta property="og:title" content="${heading} | `);
    });
  }

  it("titles a real list by the data's name, whatever name the address gives", async () => {
    for (const [url, name, canonical] of [
      [
        `/product-list-by-brand/${encodeURIComponent(lure)}/${ids.brand}`,
        ids.brandName,
        `/product-list-by-brand/${encodeURIComponent(ids.brandName)}/${ids.brand}`,
      ],
      [
        `/product-list/${encodeURIComponent(lure)}/${ids.category}`,
        ids.categoryName,
        `/product-list/${encodeURIComponent(ids.categoryName)}/${ids.category}`,
      ],
    ]) {
      const response = await page(`${url}?lng=en`);
      expect(response.statusCode).toBe(200);
      const head = response.body.slice(0, response.body.indexOf('</head>'));
      expect(head, url).not.toContain('cancelled');
      expect(head).toContain(`<title>${name} | `);
      expect(head).toContain(`<meta property="og:title" content="${name} | `);
      expect(head).toContain(`<link rel="canonical" href="https://shop.example${canonical}?lng=en" />`);
      expect(head).toContain(`hreflang="ar" href="https://shop.example${canonical}?lng=ar"`);
      expect(/<h1\b[^>]*>([^<]*)<\/h1>/.exec(response.body)?.[1]).toBe(name);
    }
  });

  it('names and links the other product a buy-get offer gives, on the product page and its badge', async () => {
    const [rule] = await queryRows<{ itemId: number; getItemId: number; en: string; ar: string }>(
      t.database.db,
      sql`SELECT r.item_id AS "itemId", r.get_item_id AS "getItemId", g.name AS en, ar.name AS ar
          FROM buy_get_rules r JOIN items g ON g.id = r.get_item_id
          JOIN item_translations ar ON ar.item_id = g.id AND ar.locale = 'ar'
          WHERE r.item_id <> r.get_item_id ORDER BY r.item_id LIMIT 1`,
    );
    const text = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&');
    for (const [lng, name, offer, badge] of [
      ['en', rule!.en, `Buy 2, get 1 × ${rule!.en} free`, `Buy 2, get ${rule!.en} free`],
      ['ar', rule!.ar, `اشترِ 2 واحصل على 1 × ${rule!.ar} مجانًا`, `اشترِ 2 واحصل على ${rule!.ar} مجانًا`],
    ]) {
      const response = await page(`/product-detail/${rule!.itemId}?lng=${lng}`);
      expect(response.statusCode).toBe(200);
      const link = new RegExp(`<a [^>]*href="/product-detail/${rule!.getItemId}"[^>]*>([\\s\\S]*?)</a>`).exec(
        response.body,
      );
      expect(text(link?.[1] ?? ''), lng).toBe(offer);
      expect(text(response.body)).toContain(badge);
      expect(text(response.body)).toContain(name);
    }
  });

  it("makes each language's page its own canonical, with hreflang and the address without lng as default", async () => {
    const path = `/product-list/${encodeURIComponent(ids.categoryName)}/${ids.category}`;
    const response = await page(`${path}?lng=zh`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<link rel="canonical" href="https://shop.example${path}?lng=zh" />`);
    for (const language of ['en', 'zh', 'ar'])
      expect(response.body).toContain(
        `<link rel="alternate" hreflang="${language}" href="https://shop.example${path}?lng=${language}" />`,
      );
    expect(response.body).toContain(
      `<link rel="alternate" hreflang="x-default" href="https://shop.example${path}" />`,
    );
    expect(response.body).toContain(
      `<meta property="og:url" content="https://shop.example${path}?lng=zh" />`,
    );
  });

  it('describes each list and search by what it holds, not with one sentence for all', async () => {
    const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    const totalOf = (html: string) => {
      const state = JSON.parse(/id="dfs-state">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}');
      return state.queries.queries.find(
        (q: { queryKey: unknown[] }) => q.queryKey[0] === 'catalogue' && q.queryKey[1] === 'items',
      )?.state.data.totalCount as number;
    };
    const category = (await page(`/product-list/c/${ids.category}?lng=en`)).body;
    const bestSellers = (await page('/best-sellers?lng=en')).body;
    expect(description(category)).toBe(
      `${ids.categoryName}: ${totalOf(category)} products at duty-free prices. Pre-order up to 24 hours before departure and collect them on board.`,
    );
    expect(description(bestSellers)).toMatch(new RegExp(`^Best sellers: ${totalOf(bestSellers)} products`));
    const arabic = (await page(`/product-list/c/${ids.category}?lng=ar`)).body;
    expect(description(arabic)).toMatch(/منتجًا بأسعار معفاة من الرسوم/);
    const search = (await page('/SearchResult?term=whisky&lng=en')).body;
    expect(description(search)).toMatch(/^\d+ products matching “whisky”/);
    // The home page keeps the shop's own sentence.
    expect(description((await page('/?lng=en')).body)).toMatch(/^Duty-free shopping for travellers/);
  });
});
