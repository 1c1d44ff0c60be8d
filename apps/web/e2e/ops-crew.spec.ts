import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import QRCode from 'qrcode';
import { isPlain, pick, shopCatalogue } from './cart-catalogue';
import { onBoardCashOrder, type Sector, shoot, shopHeaders, shots, utc } from './crew-support';
import { expect, liveContext, test } from './test';

// The crew's hand-over on board (DESIGN.md §11): the manifest downloaded, then scanning and recording
// with no network on the flight's day; the hand-over syncs when the network is back, and the station
// reconciles the flight's cash. Demo login: README "Try it".
const password = 'Console#2026';
test('the station prints a pick list; the crew hands an order over offline on its flight’s day, a note short; it syncs, the traveller’s page shows it, the station reconciles the cash', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const files = mkdtempSync(path.join(tmpdir(), 'dfs-crew-'));

  // The station loads ET500's on-board range from its template and prints the flight's pick list.
  const lookup = await request.get(
    '/OnBoardOrder/api/V1.0/OnBoardOrder/GetOnBoardPassengerFromTicket?TicketNumber=0712345678901',
    { headers: await shopHeaders(request, 'OnBoardOrder-GetOnBoardPassengerFromTicket') },
  );
  const sectors = (await lookup.json()).paxSectorsRes as Sector[];
  const et500 = sectors.find((s) => s.flightNumber === 'ET500')!;
  const stationContext = await liveContext(browser, { viewport: { width: 1280, height: 900 } });
  const station = await stationContext.newPage();
  await station.addInitScript(() => {
    const counted = window as unknown as { printed?: number };
    window.print = () => {
      counted.printed = (counted.printed ?? 0) + 1;
    };
  });
  await station.goto('/ops/sign-in');
  await station.getByLabel('Username').fill('station');
  await station.getByLabel('Password').fill(password);
  await station.getByRole('button', { name: 'Sign in' }).click();
  await expect(station.getByRole('heading', { name: 'Flights' })).toBeVisible();
  await station.goto(`/ops/flights/${et500.id}`);
  await expect(station.getByRole('heading', { name: 'ET500 ADD → LHR' })).toBeVisible();
  await station.getByRole('button', { name: 'Load template' }).click();
  await expect(station.getByRole('status')).toContainText('Template loaded');
  // One quantity changed, so there is something to save even when a retry finds the range saved
  // (at most one of template + 1 and template + 2 can be the quantity already saved).
  const quantity = station.getByRole('spinbutton').first();
  const template = Number(await quantity.inputValue());
  await quantity.fill(String(template + 1));
  if (await station.getByRole('button', { name: 'Save range' }).isDisabled()) {
    await quantity.fill(String(template + 2));
  }
  await station.getByRole('button', { name: 'Save range' }).click();
  await expect(station.getByRole('status')).toContainText('Range saved');
  await station.getByRole('link', { name: /Pick list/ }).click();
  await expect(station.getByRole('heading', { name: /Pick list · ET500/ })).toBeVisible();
  await station.getByRole('button', { name: 'Print' }).click();
  await expect(station.getByText(/last printed/)).toBeVisible();
  expect(await station.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);

  // A traveller pre-orders, cash on board, on ET500 (demo ticket 0712345678901).
  const catalogue = await shopCatalogue(request);
  const item = pick(catalogue.items, 'a plain item with stock', (i) => isPlain(i) && i.quantity >= 5);
  await page.context().addCookies([{ name: '_consent', value: 'accepted', url: 'http://127.0.0.1' }]);
  await page.goto(`/product-detail/${item.id}?lng=en`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.getByRole('link', { name: /Continue as guest/ }).click();
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Hana');
  await main.getByLabel('Last name').fill('Girma');
  await main.getByLabel('E-mail address').fill(`crew-journey-${Date.now()}@example.com`);
  await main.getByLabel('Mobile number').fill('+251911000111');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await main.getByLabel('Ticket number').fill('0712345678901');
  await main.getByLabel("Passenger's last name").fill('Tesfaye');
  await expect(main.getByLabel('Flight number')).toHaveValue('ET500');
  await main.getByRole('radio', { name: /Cash On Board/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Thank you! Your pre-order is confirmed.')).toBeVisible();
  const orderPage = new URL(page.url());
  const code = orderPage.searchParams.get('order')!;
  // The printed pick list now marks the order as new under its seat.
  await station.reload();
  await expect(station.getByText(code).locator('..').getByText('NEW')).toBeVisible();
  await stationContext.close();

  // The crew cannot hand ET500's order over yet: the API refuses it days before departure.
  const crewToken = async () =>
    (
      await (
        await request.post('/Ops/api/V1.0/Staff/SignIn', { data: { username: 'crew', password } })
      ).json()
    ).token as string;
  const early = await request.post('/Ops/api/V1.0/Order/HandOver', {
    headers: { authorization: `Bearer ${await crewToken()}` },
    data: { clientId: crypto.randomUUID(), flightId: et500.id, orderCode: code, outcome: 'handedOver' },
  });
  expect(early.status()).toBe(422);
  expect((await early.json()).message).toMatch(/open 12 hours before departure/);

  // On ET920, leaving within hours, a traveller on board orders with cash (demo ticket 0712345678903).
  const onBoard = await onBoardCashOrder(request);
  const [, claims, signature] = onBoard.order.proof.split('.');
  const edited = JSON.parse(Buffer.from(claims!, 'base64url').toString());
  edited.s = edited.s === '1A' ? '2A' : '1A';
  const editedToken = `DFSP1.${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${signature}`;
  // Large modules and a quiet zone of 4, as a printed code has, so the photo decodes on any run; the
  // error correction of the real proof (M: level L failed to decode on one run in three hundred).
  for (const [name, token] of [
    ['proof.png', onBoard.order.proof],
    ['edited.png', editedToken],
  ] as const) {
    await QRCode.toFile(path.join(files, name), token, { width: 600, margin: 4, errorCorrectionLevel: 'M' });
  }

  // The crew, on a phone: sign in, find the flights, download their manifests.
  const crew = await liveContext(browser, { viewport: { width: 375, height: 812 }, hasTouch: true });
  const phone = await crew.newPage();
  await phone.goto('/ops/sign-in');
  await phone.getByLabel('Username').fill('crew');
  await phone.getByLabel('Password').fill(password);
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone).toHaveURL(/\/ops\/crew$/);
  const flightRow = async (number: string, departure: string) => {
    await phone.getByLabel('Find a flight').fill(number);
    const row = phone.getByRole('listitem').filter({ hasText: utc(departure) });
    await row.getByRole('button', { name: `Download manifest of ${number}` }).click();
    await expect(row.getByText(/manifest downloaded/)).toBeVisible();
    return row;
  };
  await flightRow('ET500', et500.departureDate);
  await shoot(phone, 'crew-flights', [375, 768]);
  // The service worker keeps the QR reader (loaded only when a hand-over page opens) with the shell,
  // so scanning works offline even on a device that never opened a hand-over page online.
  const keptChunks = () =>
    phone.evaluate(async () => {
      const kept = await Promise.all(
        (await caches.keys()).map(async (name) => (await caches.open(name)).keys()),
      );
      return kept.flat().map((request) => new URL(request.url).pathname);
    });
  await expect
    .poll(keptChunks, { timeout: 30_000 })
    .toContainEqual(expect.stringMatching(/\/crew-scan-[\w-]+\.js$/));
  // ET500 leaves in days: its page says when hand-overs open and records none.
  await phone.getByRole('link', { name: 'Open ET500' }).click();
  await expect(phone.getByRole('heading', { name: 'ET500 ADD → LHR' })).toBeVisible();
  await expect(phone.getByRole('alert')).toContainText('Hand-overs for this flight open at');
  await phone.getByLabel('Or type the order code').fill(code);
  await phone.getByRole('button', { name: 'Find' }).click();
  await expect(
    phone.getByRole('region', { name: 'Order' }).getByRole('button', { name: 'Handed over', exact: true }),
  ).toBeDisabled();
  await phone.goto('/ops/crew');
  const et920 = await flightRow('ET920', onBoard.order.departureDate);
  await et920.getByRole('link', { name: 'Open ET920' }).click();
  await expect(phone.getByRole('heading', { name: 'ET920 ADD → LOS' })).toBeVisible();
  await expect(phone.getByText(onBoard.code)).toBeVisible();
  // The page works offline once its service worker keeps the shell.
  await expect
    .poll(() => phone.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);

  // Offline: the page loads again from the device, scans refuse the edited QR and accept the real one.
  await crew.setOffline(true);
  await phone.reload();
  await expect(phone.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  const photo = phone.getByLabel('Or scan a photo of the QR code');
  await photo.setInputFiles(path.join(files, 'edited.png'));
  await expect(phone.getByRole('alert')).toHaveText('Refused: this QR code is forged or was edited.');
  await photo.setInputFiles(path.join(files, 'proof.png'));
  const found = phone.getByRole('region', { name: 'Order' });
  const { currency, total, seatNumber } = onBoard.order;
  await expect(found.getByRole('heading', { name: `Wei Li · Seat ${seatNumber}` })).toBeVisible();
  await expect(found.getByText(`Cash to collect: ${currency} ${total.toFixed(2)}`)).toBeVisible();
  await expect(found.getByText('proof verified')).toBeVisible();
  // The traveller is a note short: the crew records what they took, and the device says it is flagged.
  await found.getByLabel(`Cash taken (${currency})`).fill((total - 1).toFixed(2));
  await expect(found.getByText(`Short by ${currency} 1.00`)).toBeVisible();
  await shoot(phone, 'crew-hand-over', [375, 768]);
  await found.getByRole('button', { name: 'Handed over', exact: true }).click();
  await expect(phone.getByText('1 hand-over waiting to sync')).toBeVisible();
  await shoot(phone, 'crew-waiting', [375]);

  // Online again: the hand-over syncs by itself.
  await crew.setOffline(false);
  await expect(phone.getByText('All hand-overs synced')).toBeVisible();
  await expect(
    phone
      .getByRole('region', { name: 'Manifest' })
      .getByText('Handed over · synced, cash short 1.00: flagged'),
  ).toBeVisible();
  await crew.close();

  // The traveller's page: handed over, on ET920, and no way to cancel.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const lng of ['en', 'ar']) {
    await page.goto(`${onBoard.page}&lng=${lng}`);
    if (lng === 'en') await expect(page.getByText(/^Handed over on flight ET920 on /)).toBeVisible();
    else await expect(page.getByText(/ET920/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: lng === 'en' ? 'Cancel order' : /إلغاء/ })).toHaveCount(0);
    if (shots) await page.screenshot({ path: `${shots}/order-handed-over-${lng}-375.png` });
  }

  // A second device hands the same order over: recorded, not counted, flagged for the station.
  const second = await request.post('/Ops/api/V1.0/Order/HandOver', {
    headers: { authorization: `Bearer ${await crewToken()}` },
    data: {
      clientId: crypto.randomUUID(),
      flightId: edited.f,
      orderCode: onBoard.code,
      outcome: 'handedOver',
    },
  });
  expect(await second.json()).toMatchObject({ counted: false, flagged: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ops/sign-in');
  await page.getByLabel('Username').fill('station');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Flagged hand-overs' }).click();
  await expect(page.getByRole('row').filter({ hasText: onBoard.code })).toContainText('Liya Girma');
  if (shots) await page.screenshot({ path: `${shots}/station-flags-1280.png`, fullPage: true });

  // The station reconciles ET920's cash: the crew member is short (1.00 on this order; a retried
  // journey adds its own), in a table with totals, the order's records flagged, and a CSV.
  await page.goto(`/ops/flights/${edited.f}`);
  const cash = page.getByRole('region', { name: 'Cash', exact: true });
  const crewLine = cash
    .getByRole('region', { name: 'Cash by crew member' })
    .getByRole('row', { name: /Liya Girma/ });
  await expect(crewLine).toContainText(`${currency}`);
  await expect(crewLine).toContainText('short');
  const flaggedLines = cash
    .getByRole('region', { name: 'Flagged hand-overs of this flight' })
    .getByRole('row')
    .filter({ hasText: onBoard.code });
  await expect(flaggedLines.filter({ hasText: 'Cash differs' })).toContainText('-1.00 short');
  await expect(flaggedLines.filter({ hasText: 'Handed over again on another device' })).toHaveCount(1);
  const axe = await new AxeBuilder({ page }).include('[aria-labelledby="flight-cash"]').analyze();
  expect(axe.violations).toEqual([]);
  const download = page.waitForEvent('download');
  await cash.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^cash-ET920-\d{4}-\d{2}-\d{2}\.csv$/);
  // On a phone the section fits the screen; its tables scroll sideways, by keyboard too.
  await page.setViewportSize({ width: 375, height: 812 });
  await cash.scrollIntoViewIfNeeded();
  expect((await cash.boundingBox())!.width).toBeLessThanOrEqual(375);
  const table = cash.getByRole('region', { name: 'Cash by crew member' });
  await table.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
  if (shots) await cash.screenshot({ path: `${shots}/station-cash-375.png` });
});
