import { signInAsAdmin } from './ops-support';
import { expect, test } from './test';

// Issue 42 point 6: an admin gives a partner its own API client and a webhook endpoint that hears the
// partner's orders only, then revokes the client.
test("an admin makes a partner's client, registers its endpoint and revokes it", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Partners' }).click();
  await expect(page.getByRole('heading', { name: 'Partners' })).toBeVisible();
  // The demo partner is listed, without its secret.
  await expect(page.getByText('Sky Travel (demo partner)')).toBeVisible();
  await expect(page.getByText('pcs_demo_SkyTravel_2026')).toHaveCount(0);

  const name = `Journey Travel ${Date.now() % 100_000}`;
  const form = page.getByRole('form', { name: 'New partner client' });
  await form.getByLabel('Partner name').fill(name);
  await form.getByRole('button', { name: 'Make client' }).click();
  await expect(page.getByTestId('partner-client-secret')).toHaveText(/^pcs_[A-Za-z0-9_-]{43}$/);
  const clientId = (await page.getByTestId('partner-client-id').textContent())!;
  expect(clientId).toMatch(/^pc_/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('partner-client-secret')).toHaveCount(0);

  // Its webhook endpoint hears its orders only.
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await page.getByLabel('Orders of').selectOption({ label: `Partner: ${name}` });
  await page.getByLabel('Receiver URL (https)').fill(`https://1.1.1.1/hooks/${clientId}`);
  await page.getByRole('button', { name: 'Register endpoint' }).click();
  await expect(page.getByTestId('webhook-secret')).toBeVisible();
  const endpoint = page.getByRole('listitem').filter({ hasText: clientId });
  await expect(endpoint.getByText(`Orders of: Partner: ${name}`)).toBeVisible();

  // Revoked after a confirmation; the endpoint then names the partner as revoked.
  await page.getByRole('link', { name: 'Partners' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  const client = page.getByRole('listitem').filter({ hasText: clientId });
  await expect(client.getByText(/Revoked \d{4}-\d\d-\d\d/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await expect(endpoint.getByText(`Orders of: Partner: ${name} (revoked)`)).toBeVisible();
  await expect(page.getByLabel('Orders of').getByRole('option', { name: `Partner: ${name}` })).toHaveCount(0);
});
