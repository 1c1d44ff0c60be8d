import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8213';
const pages = (process.env.PAGES ?? '/what-is-preorder,/FAQ,/how-to-order,/terms-and-conditions,/privacy-policy,/duty-free-allowances,/after-sales-support,/contact-us,/Special,/feed-back').split(',');
const combos = (process.env.COMBOS ?? '375:en,1280:en,375:ar,1280:ar,1280:zh').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const combo of combos) {
  const [w, lng] = combo.split(':');
  const ctx = await browser.newContext({ viewport: { width: Number(w), height: 900 } });
  await ctx.addCookies([{ name: '_consent', value: 'true', url: base }]);
  const page = await ctx.newPage();
  for (const p of pages) {
    await page.goto(`${base}${p}?lng=${lng}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(700);
    if (p === '/FAQ') await page.locator('main h3 button').first().click({ timeout: 5000 }).catch(() => console.log('no faq buttons'));
    await page.waitForTimeout(200);
    const name = `${p.replace(/\W/g, '') || 'home'}-${w}-${lng}`;
    await page.screenshot({ path: `/tmp/content-shots/${name}.png`, fullPage: true });
    if (Number(w) < 900) {
      const box = await page.getByRole('main').boundingBox();
      for (let y = 0, part = 1; y < box.height && part <= 3; y += 1300, part++) {
        await page.screenshot({ path: `/tmp/content-shots/part-${name}-${part}.png`, fullPage: true, clip: { x: 0, y: box.y + y, width: Number(w), height: Math.min(1300, box.height - y) } });
      }
    }
  }
  await ctx.close();
}
await browser.close();
