import { expect, type Page, test } from '@playwright/test';

async function openTicketCheck(page: Page) {
  await page.goto('/?lng=en');
  await page.getByRole('button', { name: 'Shop on board: enter your ticket number' }).click();
  return page.getByRole('dialog', { name: 'Shop on board' });
}

test.describe('on-board mode', () => {
  test('the ticket check explains a wrong length and asks to pick one of several flights', async ({
    page,
  }) => {
    const dialog = await openTicketCheck(page);
    const ticket = dialog.getByRole('textbox', { name: 'Ticket number' });
    await ticket.fill('07123456');
    await ticket.blur();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Ticket Number Character length should be 13. Current character length (8)',
    );
    await ticket.fill('0712345678902');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await ticket.blur();
    const flight = dialog.getByRole('combobox', { name: 'Flight' });
    await expect(flight.getByRole('option')).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Shop on this flight' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please Select Your Flight Information');
    await flight.selectOption({ index: 2 });
    await dialog.getByRole('button', { name: 'Shop on this flight' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'On-board mode' })).toContainText('ET501 LHR → ADD');
  });

  test('an unknown ticket shows the server’s message; typing clears it', async ({ page }) => {
    const dialog = await openTicketCheck(page);
    const ticket = dialog.getByRole('textbox', { name: 'Ticket number' });
    await ticket.fill('9999999999999');
    await ticket.blur();
    await expect(dialog.getByRole('alert')).toHaveText(
      'No upcoming flight was found for this ticket number. Check the number on your e-ticket.',
    );
    await ticket.fill('999999999999');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('one sector is chosen at once; the shop then lists the flight’s range until the traveller leaves', async ({
    page,
  }) => {
    const dialog = await openTicketCheck(page);
    const ticket = dialog.getByRole('textbox', { name: 'Ticket number' });
    await ticket.fill('0712345678903');
    await ticket.blur();
    await expect(dialog.getByText(/^ET920 ADD → LOS/)).toBeVisible();
    const onboardBatch = page.waitForResponse((r) => r.url().includes('/OnBoardOrder/GetAllOnBoardItems'));
    await dialog.getByRole('button', { name: 'Shop on this flight' }).click();
    expect((await onboardBatch).status()).toBe(200);
    const banner = page.getByRole('region', { name: 'On-board mode' });
    await expect(banner).toContainText('Shopping on board ET920 ADD → LOS');

    // Lists, search and product pages ask for the flight's range.
    const list = page.waitForRequest((r) => r.url().includes('/GetItems') && r.url().includes('flightId='));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Best sellers' }).click();
    await list;

    await page.reload();
    await expect(banner, 'on-board mode survives a reload').toBeVisible();
    const preOrderBatch = page.waitForResponse((r) => r.url().includes('/PreOrder/GetPreOrderItems'));
    await page.goto('/');
    await banner.getByRole('button', { name: 'Leave on-board mode' }).click();
    await expect(banner).toBeHidden();
    expect((await preOrderBatch).status()).toBe(200);
  });
});
