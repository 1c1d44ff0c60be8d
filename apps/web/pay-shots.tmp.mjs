import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8192';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const api = async (ctx, lng, path, body) => {
  const r = await ctx.request.post(base + '/User/api/V1.0/Token/Startup');
  const { clientAccessToken, accessToken } = await r.json();
  return ctx.request.fetch(base + path, { method: body ? 'POST' : 'GET', headers: { authorization: `Bearer ${clientAccessToken}`, usertoken: accessToken, actionprivilege: 'PreOrder-Access', 'accept-language': lng, 'idempotency-key': String(Math.random()) }, data: body });
};
for (const lng of ['en', 'ar']) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await ctx.addCookies([{ name: '_consent', value: 'accepted', url: base }]);
  const day = new Date(Date.now() + 3 * 864e5).toISOString().slice(0, 10);
  const r = await api(ctx, lng, '/PreOrder/api/V1.0/PreOrder/Create', { items: [{ itemId: 118, quantity: 1 }], currencyId: 2, paymentOption: 1, pickFrom: 'Onboard', origin: 'ADD', destination: 'LHR', flightNumber: 'ET500', departureDate: day, ticketNumber: '0712345678901', seatNumber: '3A', guest: { firstName: 'Hana', lastName: 'Girma', email: `shot-${lng}-${Date.now()}@example.com`, mobileNumber: '+251911000111' } });
  const placed = await r.json();
  if (!placed.orderCode) { console.log(JSON.stringify(placed)); continue; }
  const page = await ctx.newPage();
  for (const w of [375, 1280]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.goto(`${base}/confirmation?order=${placed.orderCode}&token=${placed.viewToken}&lng=${lng}`);
    await page.locator('html[data-live="true"]').waitFor({ state: 'attached', timeout: 60000 }).catch(() => {});
    await page.getByRole('button', { name: lng === 'en' ? 'Complete payment' : 'إتمام الدفع' }).waitFor({ timeout: 60000 });
    await page.screenshot({ path: `/tmp/pay-shot-awaiting-${lng}-${w}.png`, fullPage: w === 375 });
  }
  await page.getByRole('button', { name: lng === 'en' ? 'Complete payment' : 'إتمام الدفع' }).click();
  await page.getByLabel(/Card number|رقم البطاقة/).waitFor({ timeout: 60000 });
  const sandboxUrl = page.url();
  await page.getByLabel(/Card number|رقم البطاقة/).fill('4242 4242 4242 4242');
  await page.locator('#exp').fill('12/30'); await page.locator('#cvc').fill('123');
  await page.locator('button[value=pay]').click();
  await page.waitForURL(/confirmation/, { timeout: 60000 });
  for (const w of [375, 1280]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.goto(sandboxUrl);
    await page.screenshot({ path: `/tmp/pay-shot-paid-${lng}-${w}.png` });
  }
  await ctx.close();
}
await browser.close();
