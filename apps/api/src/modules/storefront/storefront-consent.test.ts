import en from '@dfs/i18n/en.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltStorefront, rootMarkup, webDist } from '../../test/built-storefront';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The cookie banner is the browser's alone: the server's page never draws it, so a traveller who
 * accepted never sees it and nobody meets an Accept button that does nothing before the code runs.
 */
describe('server-rendered pages and the cookie banner', () => {
  let t: TestApp;

  beforeAll(async () => {
    ensureBuiltStorefront();
    t = await createTestApp({}, { WEB_DIST: webDist, PUBLIC_URL: 'https://shop.example' });
  }, 180_000);
  afterAll(() => t?.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

  for (const cookie of ['_consent=true', 'i18next=en', '']) {
    it(`leaves the banner out of the page (cookies: ${cookie || 'none'})`, async () => {
      for (const url of ['/?lng=en', '/new-arrivals?lng=en', '/privacy-policy?lng=en']) {
        const response = await page(url, cookie ? { cookie } : {});
        expect(response.statusCode, url).toBe(200);
        const markup = rootMarkup(response.body);
        // The page is whole (its footer is drawn) and carries no banner.
        expect(markup, url).toContain('<footer');
        expect(markup, url).not.toContain(en.consent.accept);
        expect(markup, url).not.toContain(en.consent.label);
      }
    });
  }
});
