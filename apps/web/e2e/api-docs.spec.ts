import { expect, test } from './test';

// A partner developer's first minutes in the API reference at /docs: get tokens, authorise, call.
// Swagger UI's operations and live answers have no roles or labels of their own: they are found by
// the ids and classes Swagger UI gives them (its operation ids are ours: tag and operationId).
test.describe('API reference at /docs', () => {
  test('"Try it out": tokens from Token/Startup, authorise, GetItems answers 200', async ({ page }) => {
    // Swagger UI is a large page; on a busy machine it takes a while to render.
    test.slow();
    await page.goto('/docs');
    await expect(page.getByRole('heading', { name: /Duty-free store API/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Tokens and labels' })).toBeVisible();

    const startup = page.locator('#operations-Tokens-tokenStartup');
    await startup.getByRole('button', { name: /^POST \/User\/api\/V1\.0\/Token\/Startup /u }).click();
    await startup.getByRole('button', { name: 'Execute' }).click();
    const tokenBody = startup.locator('.live-responses-table .highlight-code code').first();
    await expect(tokenBody).toContainText('clientAccessToken');
    const { clientAccessToken } = JSON.parse((await tokenBody.textContent()) ?? '{}');
    expect(clientAccessToken).toBeTruthy();

    await page.getByRole('button', { name: 'Authorize' }).first().click();
    // Swagger UI's authorisation dialog has no dialog role; its heading names it.
    const dialog = page.locator('.modal-ux', { hasText: 'Available authorizations' });
    await dialog.getByRole('textbox', { name: 'auth-bearer-value' }).fill(clientAccessToken);
    await dialog.getByRole('button', { name: 'Apply credentials' }).first().click();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    const items = page.locator('#operations-Catalogue-items');
    await items.getByRole('button', { name: /^GET \/PreOrder\/api\/V1\.0\/PreOrder\/GetItems /u }).click();
    await items.getByRole('button', { name: 'Execute' }).click();
    await expect(items.locator('.live-responses-table tr.response .response-col_status').first()).toHaveText(
      '200',
    );
    await expect(items.locator('.live-responses-table .highlight-code code').first()).toContainText(
      '"items"',
    );
  });
});
