import { expect, liveContext, type Page, test } from './test';

// The station assigns a flight's cabin crew; a crew member sees the flights assigned to them only
// (issue 42 point 8). The demo crew starts on every demo flight.
const password = 'Console#2026';
// Flights other journeys hand over on, cancel or move: this one takes a quiet one.
const busy = new Set(['ET500', 'ET501', 'ET920', 'ET612', 'ET613']);

async function signIn(page: Page, username: string) {
  await page.goto('/ops/sign-in');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in once the console has left the sign-in page.
  await expect(page).not.toHaveURL(/\/sign-in$/);
}

test('the station takes the crew off a flight and puts them back: the crew’s phone follows', async ({
  browser,
  request,
}) => {
  const signedIn = await request.post('/Ops/api/V1.0/Staff/SignIn', { data: { username: 'crew', password } });
  const { token } = (await signedIn.json()) as { token: string };
  const list = await request.get('/Ops/api/V1.0/Flight/GetForCrew', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const flights = (await list.json()).flights as { id: number; flightNumber: string }[];
  const quiet = flights.find((f) => !busy.has(f.flightNumber));
  expect(quiet, 'the demo crew has a flight no other journey uses').toBeDefined();

  // A flight number flies daily: the phone counts that number's flights before and after.
  const phoneContext = await liveContext(browser, { viewport: { width: 375, height: 812 }, hasTouch: true });
  const phone = await phoneContext.newPage();
  await signIn(phone, 'crew');
  await expect(phone).toHaveURL(/\/ops\/crew$/);
  const downloads = phone.getByRole('button', { name: `Download manifest of ${quiet!.flightNumber}` });
  const shown = async () => {
    await phone.reload();
    await phone.getByLabel('Find a flight').fill(quiet!.flightNumber);
    await expect(downloads.first()).toBeVisible();
    return downloads.count();
  };
  const before = await shown();

  const stationContext = await liveContext(browser, { viewport: { width: 1280, height: 900 } });
  const station = await stationContext.newPage();
  await signIn(station, 'station');
  await station.goto(`/ops/flights/${quiet!.id}`);
  const crewSection = station.getByRole('region', { name: 'Cabin crew' });
  const liya = crewSection.getByRole('checkbox', { name: 'Liya Girma' });
  await expect(liya).toBeChecked();
  await liya.uncheck();
  await crewSection.getByRole('button', { name: 'Save crew' }).click();
  await expect(crewSection.getByText('Crew saved: 0 assigned.')).toBeVisible();
  if (before === 1) {
    await phone.reload();
    await phone.getByLabel('Find a flight').fill(quiet!.flightNumber);
    await expect(downloads).toHaveCount(0);
  } else {
    expect(await shown()).toBe(before - 1);
  }

  await liya.check();
  await crewSection.getByRole('button', { name: 'Save crew' }).click();
  await expect(crewSection.getByText('Crew saved: 1 assigned.')).toBeVisible();
  expect(await shown()).toBe(before);
  await stationContext.close();
  await phoneContext.close();
});
