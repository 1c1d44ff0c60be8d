import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';

const lookupPath = '/OnBoardOrder/api/V1.0/OnBoardOrder/GetOnBoardPassengerFromTicket';
const itemsPath = '/OnBoardOrder/api/V1.0/OnBoardOrder/GetAllOnBoardItems';

interface Sector {
  id: number;
  flightNumber: string;
  origin: string;
  destination: string;
  departureDate: string;
  ticketNumber: string;
  seatNumber: string | null;
}
interface Product {
  id: number;
  quantity: number;
  carriedOnFlight?: boolean;
}

describe('on-board mode: ticket look-up and the range of a flight', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const lookup = async (ticket: string, privilege: Privilege = Privilege.OnBoardGetPassengerFromTicket) =>
    t.app.inject({
      method: 'GET',
      url: `${lookupPath}?TicketNumber=${encodeURIComponent(ticket)}`,
      headers: await t.headers(privilege),
    });
  const sectorsOf = async (ticket: string) => (await lookup(ticket)).json().paxSectorsRes as Sector[];
  const get = async (url: string) =>
    t.app.inject({ method: 'GET', url, headers: await t.headers(Privilege.PreOrderAccess) });
  const itemsFor = (s: Sector) =>
    get(
      `${itemsPath}?${new URLSearchParams({
        FlightNumber: s.flightNumber,
        DepartureDate: s.departureDate,
        Origin: s.origin,
        Destination: s.destination,
        TicketNumber: s.ticketNumber,
      })}`,
    );
  const flightStock = async (flightId: number) =>
    new Map(
      (
        await queryRows<{ item_id: number; quantity: number }>(
          t.database.db,
          sql`SELECT item_id, quantity FROM onboard_stock WHERE flight_id = ${flightId}`,
        )
      ).map((r) => [r.item_id, r.quantity]),
    );

  it('finds one sector, with its seat and a departure time carrying the origin’s offset', async () => {
    const response = await lookup('0712345678901');
    expect(response.statusCode).toBe(200);
    const { paxSectorsRes, Message } = response.json();
    expect(Message).toBeUndefined();
    expect(paxSectorsRes).toHaveLength(1);
    expect(paxSectorsRes[0]).toMatchObject({
      flightNumber: 'ET500',
      origin: 'ADD',
      destination: 'LHR',
      ticketNumber: '0712345678901',
      originAirport: expect.any(String),
      destinationAirport: expect.any(String),
    });
    expect(paxSectorsRes[0].departureDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/);
    expect(paxSectorsRes[0].seatNumber).toMatch(/^\d{1,2}[A-K]$/);
  });

  it('finds several sectors in departure order, and a flight within hours', async () => {
    const two = await sectorsOf('0712345678902');
    expect(two.map((s) => s.flightNumber)).toEqual(['ET500', 'ET501']);
    expect(Date.parse(two[0]!.departureDate)).toBeLessThan(Date.parse(two[1]!.departureDate));
    const soon = await sectorsOf('0712345678903');
    expect(soon.map((s) => s.flightNumber)).toEqual(['ET920']);
    expect(Date.parse(soon[0]!.departureDate) - Date.now()).toBeLessThan(6 * 3_600_000);
  });

  it('answers an unknown ticket with no sectors and a message to show', async () => {
    const response = await lookup('9999999999999');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      paxSectorsRes: [],
      Message: 'No upcoming flight was found for this ticket number. Check the number on your e-ticket.',
    });
  });

  it('refuses a wrong length, letters or nothing with the spec’s message', async () => {
    const short = await lookup('071234567890');
    expect(short.statusCode).toBe(400);
    expect(short.headers['content-type']).toContain('application/problem+json');
    expect(short.json().errors.TicketNumber).toEqual([
      'Ticket Number Character length should be 13. Current character length (12)',
    ]);
    const empty = await lookup('');
    expect(empty.json().errors.TicketNumber).toEqual([
      'Ticket Number Character length should be 13. Current character length (0)',
    ]);
    const letters = await lookup('07123456789AB');
    expect(letters.statusCode).toBe(400);
    expect(letters.json().errors.TicketNumber).toEqual(['Ticket number must contain digits only']);
    const missing = await t.app.inject({
      method: 'GET',
      url: lookupPath,
      headers: await t.headers(Privilege.OnBoardGetPassengerFromTicket),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.TicketNumber).toHaveLength(1);
  });

  it('needs its own privilege label', async () => {
    expect((await lookup('0712345678901', Privilege.PreOrderAccess)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `${lookupPath}?TicketNumber=0712345678901` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists what each flight carries, with that flight’s stock', async () => {
    const [london] = await sectorsOf('0712345678901');
    const [lagos] = await sectorsOf('0712345678903');
    const responses = await Promise.all([itemsFor(london!), itemsFor(lagos!)]);
    for (const r of responses) expect(r.statusCode).toBe(200);
    const [londonRange, lagosRange] = responses.map((r) => r.json().onBoardAvailabilitiesRes as Product[]);
    const [londonStock, lagosStock] = await Promise.all([flightStock(london!.id), flightStock(lagos!.id)]);

    expect(londonRange).toHaveLength(londonStock.size);
    expect(londonRange!.length).toBeGreaterThan(0);
    for (const item of londonRange!) expect(item.quantity).toBe(londonStock.get(item.id));
    for (const item of lagosRange!) expect(item.quantity).toBe(lagosStock.get(item.id));
    expect(new Set(londonRange!.map((i) => i.id))).not.toEqual(new Set(lagosRange!.map((i) => i.id)));

    const batch = responses[0]!.json();
    for (const list of ['newArrivalItems', 'allInOneList', 'specialOfferItems', 'bestSellerItems', 'deals']) {
      for (const item of batch[list] as Product[]) expect(londonStock.has(item.id), list).toBe(true);
    }
  });

  it('accepts the departure as a local date too, and refuses a flight the ticket does not hold', async () => {
    const [london] = await sectorsOf('0712345678901');
    const byDate = await itemsFor({ ...london!, departureDate: london!.departureDate.slice(0, 10) });
    expect(byDate.statusCode).toBe(200);
    const otherTicket = await itemsFor({ ...london!, ticketNumber: '0712345678903' });
    expect(otherTicket.statusCode).toBe(404);
    expect(otherTicket.json().message).toMatch(/not on this ticket/);
    const wrongDay = await itemsFor({ ...london!, departureDate: '2020-01-01' });
    expect(wrongDay.statusCode).toBe(404);
    const malformed = await get(`${itemsPath}?FlightNumber=ET500&DepartureDate=x&Origin=A&Destination=LHR`);
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(
      ['DepartureDate', 'Origin', 'TicketNumber'].sort(),
    );
  });

  it('filters lists, search and product reads to the flight with flightId', async () => {
    const [lagos] = await sectorsOf('0712345678903');
    const stock = await flightStock(lagos!.id);
    const page = await get(`/PreOrder/api/V1.0/PreOrder/GetItems?flightId=${lagos!.id}&pageSize=100`);
    expect(page.statusCode).toBe(200);
    expect(page.json().totalCount).toBe(stock.size);
    for (const item of page.json().items as Product[]) {
      expect(item.quantity).toBe(stock.get(item.id));
      expect(item.carriedOnFlight).toBe(true);
    }

    const anyOnBoard = (page.json().items as Array<Product & { name: string }>)[0]!;
    const word = anyOnBoard.name.split(' ')[0]!;
    const found = await get(
      `/PreOrder/api/V1.0/PreOrder/SearchItems?term=${encodeURIComponent(word)}&flightId=${lagos!.id}`,
    );
    const hits = found.json().items as Product[];
    expect(hits.map((h) => h.id)).toContain(anyOnBoard.id);
    for (const hit of hits) expect(stock.has(hit.id)).toBe(true);

    const notOnBoard = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM items WHERE active AND id NOT IN (SELECT item_id FROM onboard_stock WHERE flight_id = ${lagos!.id}) LIMIT 1`,
    );
    const item = await get(`/MasterData/api/V1.0/Item/GetById?id=${notOnBoard[0]!.id}&flightId=${lagos!.id}`);
    expect(item.json().item).toMatchObject({ quantity: 0, carriedOnFlight: false });
    const preOrder = await get(`/MasterData/api/V1.0/Item/GetById?id=${notOnBoard[0]!.id}`);
    expect(preOrder.json().item).not.toHaveProperty('carriedOnFlight');
  });

  it('prices a cart against the flight’s stock and names a line the flight does not carry', async () => {
    const [lagos] = await sectorsOf('0712345678903');
    const stock = await flightStock(lagos!.id);
    const [onBoardId, onBoardQuantity] = [...stock.entries()].find(([, quantity]) => quantity >= 1)!;
    const [notOnBoard] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM items WHERE active AND quantity > 5 AND id NOT IN (SELECT item_id FROM onboard_stock WHERE flight_id = ${lagos!.id}) LIMIT 1`,
    );
    const quote = await t.app.inject({
      method: 'POST',
      url: '/PreOrder/api/V1.0/PreOrder/GetCartQuote',
      headers: await t.headers(Privilege.PreOrderAccess),
      payload: {
        currencyId: 2,
        flightId: lagos!.id,
        items: [
          { itemId: onBoardId, quantity: 1 },
          { itemId: notOnBoard!.id, quantity: 1 },
        ],
      },
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().problems).toEqual([{ kind: 'notCarried', itemId: notOnBoard!.id }]);
    expect(onBoardQuantity).toBeGreaterThanOrEqual(1);
  });
});

describe('ticket look-up flood', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ lookupsPerMinute: 3 });
  });
  afterAll(() => t?.close());

  it('answers 429 with Retry-After past the per-minute limit', async () => {
    const headers = await t.headers(Privilege.OnBoardGetPassengerFromTicket);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let i = 0; i < 5; i++) {
      last = await t.app.inject({ method: 'GET', url: `${lookupPath}?TicketNumber=0712345678901`, headers });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(last!.headers['retry-after']).toBeDefined();
    expect(last!.headers['content-type']).toContain('application/problem+json');
  });
});
