import { signInToConsole } from './ops-support';
import { expect, test } from './test';

// Issue 46: a station in New York types Addis Ababa's time; the flight departs at that time in ADD.
test.use({ timezoneId: 'America/New_York' });

test('a station adds and retimes a flight in the airport’s time, whatever the browser’s zone', async ({
  page,
}) => {
  const year = new Date().getUTCFullYear() + 1;
  const flightNumber = `QT${1000 + (Date.now() % 8000)}`;
  await signInToConsole(page, 'station');
  await page.getByRole('link', { name: 'Flights', exact: true }).click();
  await page.getByRole('button', { name: 'New flight' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Flight number').fill(flightNumber);
  await dialog.getByLabel('From (airport code)').fill('ADD');
  await dialog.getByLabel('To (airport code)').fill('LHR');
  await dialog.getByLabel('Departure (airport time at From)').fill(`${year}-12-01T16:05`);
  await expect(dialog.getByTestId('departure-echo')).toContainText(`01 Dec ${year}`);
  await expect(dialog.getByTestId('departure-echo')).toContainText('16:05 at ADD, airport time');
  await dialog.getByRole('button', { name: 'Add flight' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByLabel('Departure day (UTC)').fill(`${year}-12-01`);
  await page.getByRole('link', { name: flightNumber }).first().click();
  await expect(page.getByText(/16:05/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Retime…' }).click();
  const retime = page.getByRole('dialog');
  const field = retime.getByLabel('New departure (ADD airport time)');
  await expect(field).toHaveValue(`${year}-12-01T16:05`);
  await field.fill(`${year}-12-01T18:30`);
  await expect(retime.getByTestId('departure-echo')).toContainText(`(15:30 UTC, ${year}-12-01)`);
  await retime.getByRole('button', { name: 'Confirm: retimed' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Flight retimed' })).toBeVisible();
  await expect(page.getByText(/18:30/).first()).toBeVisible();
  await expect(page.getByText(/16:05/)).toHaveCount(0);

  // Marking it departed a year early is refused, and says why.
  await page.getByRole('button', { name: 'Mark departed' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm: departed' }).click();
  await expect(
    page
      .getByRole('dialog')
      .getByText('A flight can be marked departed from two hours before its departure.'),
  ).toBeVisible();
});
