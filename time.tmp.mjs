import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const base = 'http://127.0.0.1:8213';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext({ baseURL: base });
const page = await ctx.newPage();
for (const p of ['/new-arrivals', '/brands', '/FAQ', '/new-arrivals']) {
  let t = Date.now();
  await page.goto(`${base}${p}?lng=en`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const t1 = Date.now() - t; t = Date.now();
  await page.waitForLoadState('networkidle');
  const t2 = Date.now() - t; t = Date.now();
  await new AxeBuilder({ page }).analyze();
  const t3 = Date.now() - t; t = Date.now();
  await new AxeBuilder({ page }).include('main').analyze();
  const t4 = Date.now() - t;
  console.log(p, { h1: t1, idle: t2, axeFull: t3, axeMain: t4 });
}
await browser.close();
