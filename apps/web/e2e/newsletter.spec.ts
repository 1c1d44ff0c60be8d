import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The newest e-mail the server wrote for an address (file transport, quoted-printable undone). */
async function latestMailTo(address: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found = '';
  await expect
    .poll(
      () => {
        const files = existsSync(outbox) ? readdirSync(outbox).sort() : [];
        const mails = files
          .map((f) =>
            readFileSync(path.join(outbox, f), 'utf8')
              .replace(/=\r?\n/g, '')
              .replace(/=3D/g, '='),
          )
          .filter((m) => m.toLowerCase().includes(`to: ${address}`));
        found = mails.at(-1) ?? '';
        return found.length > 0;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

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
