import { expect, liveContext, test } from './test';

// A first visit (no ?lng, no cookie, nothing stored) takes the browser's language, regional forms included.
const cases = [
  { locale: 'ar-SA', lang: 'ar', dir: 'rtl', placeholder: /ابحث/ },
  { locale: 'ar-AE', lang: 'ar', dir: 'rtl', placeholder: /ابحث/ },
  { locale: 'ar-EG', lang: 'ar', dir: 'rtl', placeholder: /ابحث/ },
  { locale: 'zh-CN', lang: 'zh', dir: 'ltr', placeholder: /搜索/ },
  { locale: 'zh-TW', lang: 'zh', dir: 'ltr', placeholder: /搜索/ },
  { locale: 'zh-Hans', lang: 'zh', dir: 'ltr', placeholder: /搜索/ },
  { locale: 'fr-FR', lang: 'en', dir: 'ltr', placeholder: /Search/ },
] as const;

test('every regional form of a supported language opens the shop in it, with its direction', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  for (const { locale, lang, dir, placeholder } of cases) {
    const context = await liveContext(browser, { locale });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('banner').getByPlaceholder(placeholder), locale).toBeVisible();
    await expect(page.locator('html'), locale).toHaveAttribute('lang', lang);
    await expect(page.locator('html'), locale).toHaveAttribute('dir', dir);
    // The choice is remembered as the language itself, so the next visit agrees.
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng')), locale).toBe(lang);
    await context.close();
  }
});
