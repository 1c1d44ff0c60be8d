import { mkdirSync } from 'node:fs';
import { isPlain, pick } from './cart-catalogue';
import { type APIRequestContext, expect, type Page } from './test';

// What the crew's journey (ops-crew.spec.ts) uses besides the browser: screenshots, storefront
// headers, and an order placed on board through the API.
export const shots = process.env.OPS_SHOTS_DIR;

/** Full-page screenshots at the given widths, when OPS_SHOTS_DIR names a folder. */
export async function shoot(page: Page, name: string, widths: number[]) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  const size = page.viewportSize()!;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 812 });
    // From the top: the sticky header would otherwise be drawn where the page was scrolled to.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** The three headers a storefront call sends, with a fresh token. */
export async function shopHeaders(request: APIRequestContext, privilege: string) {
  const tokens = await (await request.post('/User/api/V1.0/Token/Startup')).json();
  return {
    Authorization: `Bearer ${tokens.clientAccessToken}`,
    UserToken: tokens.accessToken,
    ActionPrivilege: privilege,
  };
}

export interface Sector {
  id: number;
  flightNumber: string;
  origin: string;
  destination: string;
  departureDate: string;
  seatNumber: string | null;
}

/**
 * A guest's cash order on board ET920, leaving within hours (demo ticket 0712345678903; through the API,
 * as checkout sends it), as its page reads it.
 */
export async function onBoardCashOrder(request: APIRequestContext) {
  const lookup = await request.get(
    '/OnBoardOrder/api/V1.0/OnBoardOrder/GetOnBoardPassengerFromTicket?TicketNumber=0712345678903',
    { headers: await shopHeaders(request, 'OnBoardOrder-GetOnBoardPassengerFromTicket') },
  );
  const sector = (await lookup.json()).paxSectorsRes[0] as Sector;
  const range = await request.get(`/PreOrder/api/V1.0/PreOrder/GetItems?flightId=${sector.id}&pageSize=100`, {
    headers: await shopHeaders(request, 'PreOrder-Access'),
  });
  const item = pick((await range.json()).items, 'a plain item ET920 carries, over 2.00', (i) => {
    return isPlain(i) && i.quantity >= 2 && i.currentPrice > 2;
  });
  const placed = await request.post('/OnBoardOrder/api/V1.0/OnBoardOrder/SubmitOnBoardOrder', {
    headers: await shopHeaders(request, 'OnBoardOrder-SubmitOnBoardOrder'),
    data: {
      origin: sector.origin,
      destination: sector.destination,
      flightNumber: sector.flightNumber,
      departureDate: sector.departureDate,
      ticketNumber: '0712345678903',
      seatNumber: sector.seatNumber ?? '31B',
      items: [{ itemId: item.id, quantity: 1 }],
      currencyId: 2,
      paymentOption: 2,
      guest: {
        firstName: 'Wei',
        lastName: 'Li',
        email: `crew-on-board-${Date.now()}@example.com`,
        mobileNumber: '+251911000333',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { orderCode, viewToken } = (await placed.json()) as { orderCode: string; viewToken: string };
  const token = encodeURIComponent(viewToken);
  const view = await request.get(
    `/PreOrder/api/V1.0/PreOrder/GetOrderByCode?orderCode=${orderCode}&token=${token}`,
    {
      headers: await shopHeaders(request, 'PreOrder-Access'),
    },
  );
  const order = (await view.json()) as {
    proof: string;
    departureDate: string;
    currency: string;
    total: number;
    seatNumber: string;
  };
  return { code: orderCode, order, page: `/confirmation?order=${orderCode}&token=${token}` };
}

/** A time as the crew's flight list shows it (UTC). */
export const utc = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
