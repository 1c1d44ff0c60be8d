import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ar from '@dfs/i18n/ar.json' with { type: 'json' };
import en from '@dfs/i18n/en.json' with { type: 'json' };
import { expect, type Page, test } from '@playwright/test';

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
