import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltStorefront, rootMarkup, webDist } from '../../test/built-storefront';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A traveller shopping on board sees their flight's range, which only their browser knows (decision
 * 045): the server never draws their pages with the pre-order range, it sends the page shell.
 */
describe('server-rendered pages and on-board mode', () => {
  let t: TestApp;

  beforeAll(async () => {
    ensureBuiltStorefront();
    t = await createTestApp({}, { WEB_DIST: webDist, PUBLIC_URL: 'https://shop.example' });
  }, 180_000);
  afterAll(() => t?.close());

  const page = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const urls = ['/?lng=en', '/best-sellers?lng=ar', '/SearchResult?searchTerm=oud', '/product-detail/1'];

  it('leaves every page to the browser while the on-board cookie is set', async () => {
    for (const url of urls) {
      const response = await page(url, 'i18next=en; dfs-onboard=281; dfs-currency=2.USD');
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('id="dfs-state"');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('draws them on the server again once the traveller leaves on-board mode', async () => {
    for (const url of urls) {
      const response = await page(url, 'i18next=en; dfs-currency=2.USD');
      expect(rootMarkup(response.body), url).toContain('<footer');
    }
  });
});
