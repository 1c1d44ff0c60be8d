import { mkdirSync } from 'node:fs';
import { signInAsAdmin } from './ops-support';
import { expect, liveContext, type Page, test } from './test';

// Staff administration in the operations console: the admin of the demo seed (README "Try it").
const shots = process.env.OPS_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signIn(page: Page, username: string, password: string, otp?: string) {
  await page.goto('/ops/sign-in');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  if (otp) await page.getByLabel(/One-time code/).fill(otp);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an admin creates a merchandiser, who signs in; the admin sees it in the audit log', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();
  const username = `night.merch${Date.now() % 100_000}`;
  const form = page.getByRole('form', { name: 'New staff member' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Display name').fill('Night Merchandiser');
  await form.getByLabel('merchandiser').check();
  await form.getByRole('button', { name: 'Create staff member' }).click();
  // The made-up password is shown once.
  const password = (await page.getByTestId('staff-password').textContent())!;
  expect(password).toMatch(/^[\w-]{16}$/);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('merchandiser');
  await expect(row).toContainText('0 sessions');
  await shoot(page, 'staff');
  await page.getByRole('button', { name: 'Done' }).click();

  // The new merchandiser signs in (another browser), sees the catalogue but not staff administration.
  const other = await liveContext(browser);
  const merch = await other.newPage();
  await signIn(merch, username, password);
  await expect(merch.getByRole('heading', { name: 'Items' })).toBeVisible();
  await expect(merch.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(merch.getByText('Night Merchandiser (merchandiser)')).toBeVisible();

  // The admin edits the roles in the dialog, and cannot deactivate their own account.
  await page.reload();
  await expect(row).toContainText('1 session');
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('care').check();
  await shoot(page, 'staff-edit');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('merchandiser, care');
  const own = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) });
  await expect(own.getByRole('button', { name: 'Deactivate' })).toBeDisabled();

  // The audit log shows the creation and the role change, by the admin.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Record kind').selectOption('staff');
  await page.getByRole('button', { name: 'Filter' }).click();
  const created = page.getByRole('row', { name: /create staff/ }).filter({ hasText: username });
  await expect(created.first()).toBeVisible();
  await expect(
    page
      .getByRole('row', { name: /update staff/ })
      .filter({ hasText: 'care' })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(password)).toHaveCount(0);
  await shoot(page, 'audit-log-staff');
  await other.close();
});
