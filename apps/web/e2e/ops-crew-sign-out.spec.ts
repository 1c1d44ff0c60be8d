import { expect, liveContext, type Page, test } from './test';

// A crew phone is shared (issue 42 point 8): signing out deletes the manifests kept for the offline
// hand-over (passengers, seats, orders), so the next person on the device reads none of them.
const password = 'Console#2026';

const crewDatabases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name).filter((n) => n === 'dfs-crew'));

async function signIn(page: Page) {
  await page.goto('/ops/sign-in');
  await page.getByLabel('Username').fill('crew');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/ops\/crew$/);
}

test('signing out of a crew phone deletes the downloaded manifests', async ({ browser }) => {
  const crew = await liveContext(browser, { viewport: { width: 375, height: 812 }, hasTouch: true });
  const phone = await crew.newPage();
  await signIn(phone);
  await phone.getByLabel('Find a flight').fill('ET500');
  const flight = phone.getByRole('listitem').filter({ hasText: 'ET500' }).first();
  await flight.getByRole('button', { name: 'Download manifest of ET500' }).click();
  await expect(flight.getByText(/manifest downloaded/)).toBeVisible();
  expect(await crewDatabases(phone)).toEqual(['dfs-crew']);

  await phone.getByRole('button', { name: 'Sign out' }).click();
  await expect(phone).toHaveURL(/\/ops\/sign-in$/);
  expect(await crewDatabases(phone)).toEqual([]);

  // The next person signing in on the device finds nothing downloaded.
  await signIn(phone);
  await phone.getByLabel('Find a flight').fill('ET500');
  await expect(phone.getByRole('listitem').filter({ hasText: 'ET500' }).first()).toContainText(
    'manifest not downloaded',
  );
  await crew.close();
});
