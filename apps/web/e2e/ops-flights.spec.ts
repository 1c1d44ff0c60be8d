import { mkdirSync } from 'node:fs';
import { isPlain, shopCatalogue } from './cart-catalogue';
import { type APIRequestContext, expect, type Page, test } from './test';

// The station's flights (issue 18): the demo ticket 0712345678904 holds ET612 ADD→DXB in 5 days and
// ET613 DXB→ADD in 8 days (README "Try it"); this journey cancels that ET612, which no other uses.
const TICKET = '0712345678904';
const password = 'Console#2026';
const shots = process.env.OPS_SHOTS_DIR;

async function shoot(page: Page, name: string, width = 1280) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width, height: 900 });
  await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
}

async function shopHeaders(request: APIRequestContext, privilege: string) {
  const tokens = (await (await request.post('/User/api/V1.0/Token/Startup')).json()) as {
    clientAccessToken: string;
    accessToken: string;
  };
  return {
    Authorization: `Bearer ${tokens.clientAccessToken}`,
    UserToken: tokens.accessToken,
    ActionPrivilege: privilege,
  };
}

interface Sector {
  id: number;
  flightNumber: string;
  origin: string;
  destination: string;
  departureDate: string;
  ticketNumber: string;
  seatNumber: string | null;
}

/** A guest's cash pre-order on the ticket's ET612 sector (through the API, as checkout sends it). */
async function preOrder(request: APIRequestContext, sector: Sector, itemId: number, email: string) {
  const placed = await request.post('/PreOrder/api/V1.0/PreOrder/Create', {
    headers: await shopHeaders(request, 'PreOrder-Access'),
    data: {
      items: [{ itemId, quantity: 1 }],
      currencyId: 2,
      paymentOption: 2,
      pickFrom: 'On board',
      origin: sector.origin,
      destination: sector.destination,
      flightNumber: sector.flightNumber,
      departureDate: sector.departureDate,
      ticketNumber: TICKET,
      passengerLastName: 'Alemu',
      seatNumber: sector.seatNumber ?? '20A',
      guest: { firstName: 'Dawit', lastName: 'Alemu', email, mobileNumber: '+251911000222' },
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return (await placed.json()) as { id: number; orderCode: string; viewToken: string };
}

test('a station loads a flight’s range, prints its pick list and cancels it; the traveller moves the order', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const lookup = await request.get(
    `/OnBoardOrder/api/V1.0/OnBoardOrder/GetOnBoardPassengerFromTicket?TicketNumber=${TICKET}`,
    {
      headers: await shopHeaders(request, 'OnBoardOrder-GetOnBoardPassengerFromTicket'),
    },
  );
  const sectors = (await lookup.json()).paxSectorsRes as Sector[];
  const outbound = sectors.find((s) => s.flightNumber === 'ET612')!;
  const inbound = sectors.find((s) => s.flightNumber === 'ET613')!;
  expect(outbound && inbound, 'the demo ticket holds ET612 and ET613').toBeTruthy();
  const catalogue = await shopCatalogue(request);
  const [first, second] = catalogue.items.filter((i) => isPlain(i) && i.quantity >= 5).slice(-2);
  const order = await preOrder(request, outbound, first!.id, `disrupted-${Date.now()}@example.com`);

  // The station signs in and finds the flight in the schedule (filtered by route and status).
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: number }).printed =
        ((window as unknown as { printed?: number }).printed ?? 0) + 1;
    };
  });
  await page.goto('/ops/sign-in');
  await page.getByLabel('Username').fill('station');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Flights' })).toBeVisible();
  await page.getByLabel('From').fill('ADD');
  await page.getByLabel('To', { exact: true }).fill('DXB');
  await page.getByLabel('Status').selectOption('scheduled');
  await expect(page.getByRole('row').nth(1)).toContainText('ADD → DXB');
  await shoot(page, 'flights');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await shoot(page, 'flights-import');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'New flight' }).click();
  await shoot(page, 'flights-new');
  await page.keyboard.press('Escape');

  // Its range: a template (the route's latest earlier flight), one quantity adjusted, saved.
  await page.goto(`/ops/flights/${outbound.id}`);
  await expect(page.getByRole('heading', { name: 'ET612 ADD → DXB' })).toBeVisible();
  await page.getByRole('button', { name: 'Load template' }).click();
  await expect(page.getByRole('status')).toContainText('Template loaded');
  const quantity = page.getByRole('spinbutton').first();
  await quantity.fill('9');
  await page.getByRole('button', { name: 'Save range' }).click();
  await expect(page.getByRole('status')).toContainText('Range saved');
  await expect(quantity).toHaveValue('9');
  await shoot(page, 'flight');

  // The pick list shows the order under its seat; printing is recorded; a later order is NEW.
  await page.getByRole('link', { name: /Pick list/ }).click();
  await expect(page.getByRole('heading', { name: /Pick list · ET612/ })).toBeVisible();
  await expect(page.getByText(order.orderCode)).toBeVisible();
  await expect(page.getByText('not printed yet')).toBeVisible();
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.getByText(/last printed/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
  const late = await preOrder(request, outbound, second!.id, `late-${Date.now()}@example.com`);
  await page.reload();
  const lateOrder = page.getByText(late.orderCode).locator('..');
  await expect(lateOrder.getByText('NEW')).toBeVisible();
  await expect(page.getByText(order.orderCode).locator('..').getByText('NEW')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^pick-list-ET612-\d{4}-\d{2}-\d{2}\.csv$/);
  await shoot(page, 'pick-list');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Flights' })).toBeHidden();
  if (shots) await page.screenshot({ path: `${shots}/pick-list-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The station cancels the flight; both travellers are e-mailed.
  await page.goto(`/ops/flights/${outbound.id}`);
  await page.getByRole('button', { name: 'Cancel flight…' }).click();
  await shoot(page, 'flight-cancel');
  await page.getByRole('button', { name: 'Confirm: cancelled' }).click();
  await expect(page.getByRole('status')).toContainText('Flight cancelled; 2 customers e-mailed');
  await page.goto('/ops/pre-order-windows');
  await expect(page.getByRole('cell', { name: 'Default (every route)' })).toBeVisible();
  await shoot(page, 'pre-order-windows');

  // The traveller's order page offers the choice, in English and in Arabic (right to left).
  await page.context().addCookies([{ name: '_consent', value: 'accepted', url: 'http://127.0.0.1' }]);
  const orderPage = `/confirmation?order=${order.orderCode}&token=${order.viewToken}`;
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${orderPage}&lng=ar`);
  const choice = page.getByRole('region', { name: 'أُلغيت رحلتك' });
  await expect(choice).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await choice.scrollIntoViewIfNeeded();
  if (shots) await choice.screenshot({ path: `${shots}/disruption-ar-375.png` });
  await page.goto(`${orderPage}&lng=en`);
  const english = page.getByRole('region', { name: 'Your flight is cancelled' });
  await expect(english).toBeVisible();
  await expect(english.getByRole('button', { name: /Cancel with a full refund/ })).toBeVisible();
  // The choice is the page's only story: no "confirmed", no old cut-off, no QR, no change form.
  const main = page.getByRole('main');
  await expect(main.getByText('Flight cancelled: your choice is needed').first()).toBeVisible();
  await expect(main.getByText(/Thank you! Your pre-order is confirmed/)).toHaveCount(0);
  await expect(main.getByText(/You can change or cancel this order until/)).toHaveCount(0);
  await expect(main.getByRole('img', { name: /QR code of order/ })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(
    main.getByText('The proof of order comes back once the order has moved to another flight.'),
  ).toBeVisible();
  // Each move says until when it is possible; the automatic refund comes no later than that.
  await expect(english.getByText(/^Possible until .* \(UTC\+4\)$/)).toBeVisible();
  if (shots) await english.screenshot({ path: `${shots}/disruption-en-375.png` });
  if (shots) await page.screenshot({ path: `${shots}/disruption-page-en-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  if (shots) await page.screenshot({ path: `${shots}/disruption-page-en-1280.png`, fullPage: true });
  await page.goto(`${orderPage}&lng=ar`);
  await expect(page.getByRole('region', { name: 'أُلغيت رحلتك' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/disruption-page-ar-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${orderPage}&lng=en`);
  await english.getByRole('button', { name: /^Move to ET613 DXB → ADD/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your order now travels on the flight you chose.' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your flight is cancelled' })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('ET613');
  // Moved, the order is a proof of order again.
  await expect(page.getByRole('img', { name: /QR code of order/ })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/disruption-moved-375.png`, fullPage: true });
});
