import { latestMailTo } from './outbox';
import { expect, test } from './test';

test('subscribing from the footer sends an e-mail whose link unsubscribes', async ({ page }) => {
  // Reads the outbox of the server that playwright.config.ts starts (E2E_DATA_DIR).
  const address = `flyer-${Date.now()}@example.com`;
  await page.goto('/?lng=en');
  await page.getByRole('button', { name: 'Accept Cookies' }).click();
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'E-mail address' }).fill(address);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByText('Thank you for subscribing. We will send you our latest offers.'),
  ).toBeVisible();

  const mail = await latestMailTo(address);
  const link = /https?:\/\/[^/\s]+(\/unsubscribe\?token=[\w-]+)/.exec(mail);
  expect(link, 'the e-mail carries an unsubscribe link').not.toBeNull();
  await page.goto(`${link![1]}&lng=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'You have been unsubscribed. You will not receive our newsletter any more.',
  );
});

test('a broken unsubscribe link says so', async ({ page }) => {
  await page.goto('/unsubscribe?token=not-a-real-token-at-all&lng=en');
  await expect(page.getByRole('status')).toHaveText(/This unsubscribe link is not valid/);
  await page.goto('/unsubscribe?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('status')).toHaveText(/رابط إلغاء الاشتراك هذا غير صالح/);
});
