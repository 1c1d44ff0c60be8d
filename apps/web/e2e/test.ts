import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
} from '@playwright/test';

export * from '@playwright/test';

const navigations = ['goto', 'reload', 'goBack', 'goForward'] as const;

/**
 * Waits, after a navigation to a storefront page, until the page is live (hydrated or rendered in the
 * browser): a tap on a server-rendered control before that does nothing, and on a busy machine a
 * journey is quicker than hydration. Other documents (the API, /docs, the payment sandbox) and pages
 * without JavaScript are left alone; a page that never goes live is left to the journey's own checks.
 */
function waitUntilLive(page: Page) {
  for (const name of navigations) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const storefront = await page
        .locator('meta[name="dfs:brand"]')
        .count()
        .catch(() => 0);
      if (storefront > 0) {
        await page
          .locator('html[data-live="true"]')
          .waitFor({ state: 'attached', timeout: 20_000 })
          .catch(() => undefined);
      }
      return response;
    };
  }
}

function waitUntilLiveIn(context: BrowserContext) {
  for (const page of context.pages()) waitUntilLive(page);
  context.on('page', waitUntilLive);
}

/** A context a journey opens itself (another locale, a second device), waiting for live pages too. */
export async function liveContext(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (options?.javaScriptEnabled !== false) waitUntilLiveIn(context);
  return context;
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitUntilLiveIn(context);
    await use(context);
  },
});
