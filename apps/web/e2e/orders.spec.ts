import { type Item, isPlain, pick, shopCatalogue } from './cart-catalogue';
import { latestMailTo } from './outbox';
import { type APIRequestContext, expect, type Page, test } from './test';

let catalogue: Awaited<ReturnType<typeof shopCatalogue>>;
const used = new Set<number>();

test.beforeAll(async ({ request }) => {
  catalogue = await shopCatalogue(request);
});

/** A plain item no other journey of this file has taken, with stock to spare (from the end of the list). */
function freshItem(): Item {
  const item = pick(
    [...catalogue.items].reverse(),
    'a plain item with stock',
    (i) => isPlain(i) && i.quantity >= 5 && !used.has(i.id),
  );
  used.add(item.id);
  return item;
}

async function acceptCookies(page: Page) {
  await page.context().addCookies([{ name: '_consent', value: 'accepted', url: 'http://127.0.0.1' }]);
}

/** Cart → account choice → guest details → checkout, as a guest takes it. */
async function checkoutAsGuest(page: Page, item: Item, email: string) {
  await acceptCookies(page);
  await page.goto(`/product-detail/${item.id}?lng=en`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await continueAsGuest(page, email);
}

/** /account → "Continue as guest" → guest details → /checkout. */
async function continueAsGuest(page: Page, email: string) {
  await page.getByRole('link', { name: /Continue as guest/ }).click();
  await page.getByRole('main').getByLabel('First name').fill('Hana');
  await page.getByRole('main').getByLabel('Last name').fill('Girma');
  await page.getByRole('main').getByLabel('E-mail address').fill(email);
  await page.getByRole('main').getByLabel('Mobile number').fill('+251911000111');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** The storefront's three headers for a call with `privilege`. */
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

/** A guest's cash on-board order on ET920 (ticket 0712345678903, departing within 6 hours). */
async function onBoardOrder(request: APIRequestContext, email: string) {
  const lookup = await request.get(
    '/OnBoardOrder/api/V1.0/OnBoardOrder/GetOnBoardPassengerFromTicket?TicketNumber=0712345678903',
    { headers: await shopHeaders(request, 'OnBoardOrder-GetOnBoardPassengerFromTicket') },
  );
  const sector = (await lookup.json()).paxSectorsRes[0] as {
    flightNumber: string;
    origin: string;
    destination: string;
    departureDate: string;
    ticketNumber: string;
    seatNumber: string | null;
  };
  const items = await request.get(
    `/OnBoardOrder/api/V1.0/OnBoardOrder/GetAllOnBoardItems?FlightNumber=${sector.flightNumber}&DepartureDate=${encodeURIComponent(sector.departureDate)}&Origin=${sector.origin}&Destination=${sector.destination}&TicketNumber=${sector.ticketNumber}`,
    { headers: await shopHeaders(request, 'PreOrder-Access') },
  );
  const carried = ((await items.json()).allInOneList as Item[]).find((i) => isPlain(i) && i.quantity >= 2);
  expect(carried, 'ET920 carries a plain item').toBeDefined();
  const placed = await request.post('/OnBoardOrder/api/V1.0/OnBoardOrder/SubmitOnBoardOrder', {
    headers: await shopHeaders(request, 'OnBoardOrder-SubmitOnBoardOrder'),
    data: {
      items: [{ itemId: carried!.id, quantity: 1 }],
      currencyId: 2,
      paymentOption: 2,
      origin: sector.origin,
      destination: sector.destination,
      flightNumber: sector.flightNumber,
      departureDate: sector.departureDate,
      ticketNumber: sector.ticketNumber,
      seatNumber: sector.seatNumber ?? '30K',
      guest: { firstName: 'Wei', lastName: 'Li', email, mobileNumber: '+8613800000000' },
    },
  });
  expect(placed.status()).toBe(200);
  const body = (await placed.json()) as { orderCode: string; viewToken: string };
  return { ...body, departure: sector.departureDate };
}

test.describe('orders', () => {
  test('a seat the traveller typed before the ticket stays when the ticket fills the flight', async ({
    page,
  }) => {
    await checkoutAsGuest(page, freshItem(), `seat-${Date.now()}@example.com`);
    const main = page.getByRole('main');
    await main.getByLabel('Seat number').fill('22K');
    await main.getByLabel('Ticket number').fill('0712345678901');
    await main.getByLabel("Passenger's last name").fill('Tesfaye');
    await expect(main.getByText(/We filled in your flight from your ticket: ET500 ADD → LHR/)).toBeVisible();
    await expect(main.getByLabel('Flight number')).toHaveValue('ET500');
    await expect(main.getByLabel('Seat number')).toHaveValue('22K');
  });

  test('a ticket answer that lands while the traveller is in the empty seat field leaves the field to them', async ({
    page,
  }) => {
    await checkoutAsGuest(page, freshItem(), `seat-late-${Date.now()}@example.com`);
    const main = page.getByRole('main');
    // The look-up's answer waits until the traveller is in the seat field.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/GetOnBoardPassengerFromTicket*', async (route) => {
      await held;
      await route.continue();
    });
    await main.getByLabel('Ticket number').fill('0712345678901');
    await main.getByLabel("Passenger's last name").fill('Tesfaye');
    const seat = main.getByLabel('Seat number');
    await seat.focus();
    answer();
    await expect(main.getByText(/We filled in your flight from your ticket: ET500 ADD → LHR/)).toBeVisible();
    await expect(main.getByLabel('Flight number')).toHaveValue('ET500');
    await expect(seat).toHaveValue('');
    await seat.pressSequentially('14C');
    await expect(seat).toHaveValue('14C');
  });

  test('checkout looks the ticket up: one flight fills the form, several ask to choose; the spec’s messages; errors clear when fixed', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await checkoutAsGuest(page, freshItem(), `lookup-${Date.now()}@example.com`);
    const main = page.getByRole('main');
    const ticket = main.getByLabel('Ticket number');

    // A short number says the spec's words with the current length, and the error goes once fixed.
    await ticket.fill('07123');
    await ticket.blur();
    await expect(
      main.getByText('Ticket Number Character length should be 13. Current character length (5)'),
    ).toBeVisible();
    await ticket.fill('0712345678901');
    await expect(main.getByText(/Ticket Number Character length/)).toHaveCount(0);

    // One sector: the flight is filled in from the ticket.
    await expect(main.getByText(/We filled in your flight from your ticket: ET500 ADD → LHR/)).toBeVisible();
    await expect(main.getByLabel('From', { exact: true })).toHaveValue('ADD');
    await expect(main.getByLabel('To', { exact: true })).toHaveValue('LHR');
    await expect(main.getByLabel('Flight number')).toHaveValue('ET500');
    await expect(main.getByLabel('Departure date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(main.getByLabel('Seat number')).not.toHaveValue('');
    // The flight reads in the departure airport's time with its zone.
    await expect(main.getByText(/ADD \(UTC\+3\)/).first()).toBeVisible();

    // A past date is refused, and the message goes as soon as the date is fixed.
    const date = main.getByLabel('Departure date');
    const filled = await date.inputValue();
    await date.fill('2020-01-01');
    await date.blur();
    await expect(
      main.getByText(/Pre-orders are possible from 24 hours to 30 days before departure/),
    ).toBeVisible();
    await date.fill(filled);
    await expect(
      main.getByText(/Pre-orders are possible from 24 hours to 30 days before departure/),
    ).toHaveCount(0);

    // Two sectors: the traveller must choose (spec §4 texts).
    await ticket.fill('0712345678902');
    await expect(main.getByRole('group', { name: 'Choose your flight' })).toBeVisible();
    await main.getByRole('radio', { name: /Cash On Board/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(main.getByText('Please Select Your Flight Information')).toBeVisible();
    await main.getByRole('radio', { name: /^ET501 LHR → ADD/ }).check();
    await expect(main.getByText('Please Select Your Flight Information')).toHaveCount(0);
    await expect(main.getByLabel('From', { exact: true })).toHaveValue('LHR');
    await expect(main.getByLabel('Flight number')).toHaveValue('ET501');

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Thank you! Your pre-order is confirmed.')).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(/LHR \(UTC(\+0)?\)/)
        .first(),
    ).toBeVisible();
  });

  test('a guest cancels a pre-order from the e-mail’s confirmation link: the e-mail says so, and the proof of order is gone', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = `guest-manage-${Date.now()}@example.com`;
    await checkoutAsGuest(page, freshItem(), email);
    const main = page.getByRole('main');
    await main.getByLabel('Ticket number').fill('0712345678901');
    await main.getByLabel("Passenger's last name").fill('Tesfaye');
    await expect(main.getByLabel('Flight number')).toHaveValue('ET500');
    await main.getByRole('radio', { name: /Cash On Board/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Thank you! Your pre-order is confirmed.')).toBeVisible();

    // Another browser, from the e-mail: the guest is not signed in anywhere.
    const mail = await latestMailTo(email, 'pre-order');
    const link = /(http:\/\/\S+\/confirmation\?order=\w+&token=[\w-]+)/.exec(mail)![1]!;
    expect(mail).toMatch(/departing \d{1,2} \w{3} \d{4}, \d{2}:\d{2} ADD \(UTC\+3\)/);
    const guest = await page.context().browser()!.newPage();
    await acceptCookies(guest);
    await guest.goto(`${new URL(link).pathname}${new URL(link).search}&lng=en`);
    const code = new URL(link).searchParams.get('order')!;
    await expect(guest.getByRole('img', { name: `QR code of order ${code}` })).toBeVisible();
    await expect(
      guest.getByText(/You can change or cancel this order until .* ADD \(UTC\+3\)\./),
    ).toBeVisible();

    // Change the seat, then cancel.
    await guest.getByLabel('Seat number').fill('20A');
    await guest.getByRole('button', { name: 'Save changes' }).click();
    await expect(guest.getByText('Your collecting details are updated.')).toBeVisible();
    await expect(guest.getByRole('main').getByText('20A', { exact: true })).toBeVisible();
    await guest.getByLabel('Reason').selectOption({ label: 'I ordered by mistake' });
    await guest.getByRole('button', { name: 'Cancel order' }).click();
    await expect(guest.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    await expect(guest.getByRole('img', { name: /QR code of order/ })).toHaveCount(0);
    await expect(
      guest.getByText('This order is no longer valid, so it has no proof of order.'),
    ).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    const cancelled = await latestMailTo(email, 'is cancelled');
    expect(cancelled).toContain(code);
    expect(cancelled).toContain('Reason: I ordered by mistake');
    expect(cancelled).not.toContain('data:image/png');
    const changed = await latestMailTo(email, 'is updated');
    expect(changed).toContain('seat 20A');
    await guest.close();
  });

  test('an on-board order can be cancelled until departure; after it, the page says why and points to after-sales support', async ({
    page,
    request,
  }) => {
    const email = `onboard-window-${Date.now()}@example.com`;
    const placed = await onBoardOrder(request, email);
    const mail = await latestMailTo(email, placed.orderCode);
    expect(mail).toContain('on-board order');
    expect(mail).not.toMatch(/pre-order/i);

    await acceptCookies(page);
    const url = `/confirmation?order=${placed.orderCode}&token=${placed.viewToken}&lng=en`;
    await page.goto(url);
    await expect(
      page.getByText(/You can cancel this on-board order until departure, .* ADD \(UTC\+3\)\./),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();

    // The same page an hour after departure (the traveller's clock moved on; the server refuses too).
    await page.clock.install({ time: new Date(Date.parse(placed.departure) + 60 * 60 * 1000) });
    await page.goto(url);
    await expect(
      page.getByText(/This flight has departed, so the order can no longer be cancelled/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'After-sales support' }).click();
    await expect(page).toHaveURL(/\/after-sales-support/);
  });

  test('the Payment Pending page names the order, says what comes next, checks again, and the same cart cannot be paid twice', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const item = freshItem();
    const email = `pending-${Date.now()}@example.com`;
    await checkoutAsGuest(page, item, email);
    const main = page.getByRole('main');
    await main.getByLabel('Ticket number').fill('0712345678901');
    await main.getByLabel("Passenger's last name").fill('Tesfaye');
    await expect(main.getByLabel('Flight number')).toHaveValue('ET500');
    await main.getByRole('radio', { name: /Card/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Sandbox card payment' })).toBeVisible();
    await page.getByLabel('Card number').fill('4000 0000 0000 0077');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Payment Pending' })).toBeVisible();
    const code = new URL(page.url()).searchParams.get('order')!;
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to cart' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByText(/Still waiting for your bank \(checked at/)).toBeVisible();

    // Going back to the cart anyway and paying again is refused while the bank decides.
    await page.goto('/cart?lng=en');
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await continueAsGuest(page, email);
    await main.getByLabel('Ticket number').fill('0712345678901');
    await main.getByLabel("Passenger's last name").fill('Tesfaye');
    await expect(main.getByLabel('Flight number')).toHaveValue('ET500');
    await main.getByRole('radio', { name: /Cash On Board/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `(order ${code})` })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
  });
});
