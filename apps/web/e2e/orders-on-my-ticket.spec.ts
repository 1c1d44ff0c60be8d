import { isPlain, pick, shopCatalogue } from './cart-catalogue';
import { type APIRequestContext, expect, test } from './test';

/** Selam Tesfaye's demo ticket (the `traveller` account), one sector in 3 days. */
const TICKET = '0712345678901';

/** The storefront's headers for a call with `privilege`, signed in as `traveller` when asked. */
async function headers(request: APIRequestContext, privilege: string, signedIn = false) {
  const tokens = (await (await request.post('/User/api/V1.0/Token/Startup')).json()) as {
    clientAccessToken: string;
    accessToken: string;
  };
  const base = { Authorization: `Bearer ${tokens.clientAccessToken}`, ActionPrivilege: privilege };
  if (!signedIn) return { ...base, UserToken: tokens.accessToken };
  const signIn = await request.post('/User/api/V1.0/Account/SignIn', {
    headers: { ...base, UserToken: tokens.accessToken, ActionPrivilege: 'PreOrder-Access' },
    data: { username: 'traveller', password: 'Travel#2026' },
  });
  expect(signIn.status()).toBe(200);
  return { ...base, UserToken: ((await signIn.json()) as { data: { token: string } }).data.token };
}

/** A cash pre-order on the demo ticket's sector: the traveller's own, or a stranger's as a guest. */
async function preOrder(request: APIRequestContext, itemId: number, asTraveller: boolean) {
  const lookup = await request.get(
    `/OnBoardOrder/api/V1.0/OnBoardOrder/GetOnBoardPassengerFromTicket?TicketNumber=${TICKET}`,
    { headers: await headers(request, 'OnBoardOrder-GetOnBoardPassengerFromTicket') },
  );
  const [sector] = (await lookup.json()).paxSectorsRes as {
    flightNumber: string;
    origin: string;
    destination: string;
    departureDate: string;
  }[];
  const placed = await request.post('/PreOrder/api/V1.0/PreOrder/Create', {
    headers: await headers(request, 'PreOrder-Access', asTraveller),
    data: {
      items: [{ itemId, quantity: 1 }],
      currencyId: 2,
      paymentOption: 2,
      pickFrom: 'Onboard',
      origin: sector!.origin,
      destination: sector!.destination,
      flightNumber: sector!.flightNumber,
      departureDate: sector!.departureDate,
      ticketNumber: TICKET,
      // The name is on the boarding pass too: only the account makes the ticket the traveller's.
      passengerLastName: 'Tesfaye',
      seatNumber: '12A',
      ...(asTraveller
        ? {}
        : {
            guest: {
              firstName: 'Eve',
              lastName: 'Stranger',
              email: 'eve@example.com',
              mobileNumber: '+447700900123',
            },
          }),
    },
  });
  expect(placed.status()).toBe(200);
  return (await placed.json()) as { orderCode: string };
}

test('the signed-in passenger sees a stranger’s order on their ticket on "My orders" and cancels it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { items } = await shopCatalogue(request);
  const item = pick([...items].reverse(), 'a plain item with stock', (i) => isPlain(i) && i.quantity >= 10);
  await preOrder(request, item.id, true);
  const planted = await preOrder(request, item.id, false);
  const another = await preOrder(request, item.id, false);

  await page.context().addCookies([{ name: '_consent', value: 'accepted', url: 'http://127.0.0.1' }]);
  await page.goto('/login?lng=en&redirectUrl=%2Faccount%2Forders');
  await page.getByRole('main').getByLabel('Username').fill('traveller');
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('Travel#2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\/orders/);

  const section = page.getByRole('region', { name: 'Placed on your ticket by someone else' });
  const order = section.getByRole('listitem').filter({ hasText: `Order ${planted.orderCode}` });
  await expect(order).toBeVisible();
  await expect(section).not.toContainText('eve@example.com');
  await order.getByRole('button', { name: `Cancel this order ${planted.orderCode}` }).click();
  // A second, named confirmation: one stray click cancels nothing.
  await order.getByRole('button', { name: `Yes, cancel ${planted.orderCode}` }).click();
  await expect(section.getByText(`Order ${planted.orderCode}`)).toHaveCount(0);

  // In Arabic, right to left: the other stranger's order is still there to cancel.
  await page.goto('/account/orders?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabic = page.getByRole('region', { name: 'طلبات وضعها شخص آخر على تذكرتك' });
  await expect(arabic.getByRole('button', { name: `إلغاء هذا الطلب ${another.orderCode}` })).toBeVisible();
  await expect(arabic.getByText(planted.orderCode)).toHaveCount(0);
});
