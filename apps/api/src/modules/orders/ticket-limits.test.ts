import { api } from '@dfs/contract/paths';
import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { type SignedInCustomer, signInCustomer } from '../../test/customer-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preOrderKit } from '../preorders/preorders-test-kit';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Whose ticket it is, and what one ticket may hold (issue 42 points 2–3, issue 44 point 2), through the
 * HTTP API: the passenger's family name, the open orders and item limits counted on create and on
 * change, a guest's cash ceiling, and a signed-in passenger who sees and cancels what others placed.
 */
describe('per-ticket limits and the passenger’s name', () => {
  let t: TestApp;
  let kit: ReturnType<typeof preOrderKit>;
  let traveller: SignedInCustomer;
  let stranger: SignedInCustomer;

  beforeAll(async () => {
    t = await createTestApp(
      { openPreOrdersPerSector: 2 },
      {
        GUEST_CASH_ON_BOARD_MAX_USD: '300',
        TICKET_ITEM_LIMIT_FACTOR: '1',
      },
    );
    kit = preOrderKit(t);
    traveller = await signInCustomer(t, 'traveller');
    stranger = await signInCustomer(t, 'amina');
  });
  afterAll(() => t?.close());

  const openOrdersOf = async (ticketNumber: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM orders WHERE ticket_number = ${ticketNumber} AND order_request_status IN (1, 2)`,
      )
    )[0]!.n;

  /** A ticket on `flightId` in the signed-in traveller's own names. */
  async function travellersTicket(flightNumber: string) {
    const [me] = await queryRows<{ first_name: string; last_name: string }>(
      t.database.db,
      sql`SELECT first_name, last_name FROM customers WHERE id = ${traveller.customerId}`,
    );
    const ticketNumber = `07${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
    await queryRows(
      t.database.db,
      sql`WITH ticket AS (
            INSERT INTO tickets (ticket_number, passenger_first_name, passenger_last_name)
            VALUES (${ticketNumber}, ${me!.first_name.toUpperCase()}, ${me!.last_name.toUpperCase()}) RETURNING id)
          INSERT INTO ticket_sectors (ticket_id, flight_id, seat_number)
          SELECT ticket.id, flights.id, '12A' FROM ticket, flights WHERE flights.flight_number = ${flightNumber}
          RETURNING ticket_id`,
    );
    return { ticketNumber, lastName: me!.last_name };
  }

  it('refuses a pre-order whose family name is not the ticket’s, reserving nothing; case and accents do not count', async () => {
    const item = await kit.newItem({ stock: 10 });
    const flight = await kit.newFlight(5 * DAY);
    const line = [{ itemId: item, quantity: 1 }];
    for (const passengerLastName of ['Tesfaye', 'Girm', '']) {
      const refused = await kit.create(kit.body(flight, line, { passengerLastName }));
      expect(refused.statusCode, passengerLastName).toBe(passengerLastName ? 422 : 400);
      expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    const noName = { ...kit.body(flight, line) } as Record<string, unknown>;
    delete noName.passengerLastName;
    expect((await kit.create(noName)).statusCode).toBe(400);
    const arabic = await kit.create(kit.body(flight, line, { passengerLastName: 'Tesfaye' }), {
      ...(await t.headers(Privilege.PreOrderAccess)),
      'accept-language': 'ar',
    });
    expect(arabic.json().detail).toMatch(/اسم العائلة/);
    expect(await kit.stockOf(item)).toBe(10);

    for (const passengerLastName of [' girma ', 'GÍRMA']) {
      const placed = await kit.create(kit.body(flight, line, { passengerLastName }));
      expect(placed.statusCode, passengerLastName).toBe(200);
      expect(placed.json().summary).toBeDefined();
    }
    const [stored] = await queryRows<{ passenger_last_name: string }>(
      t.database.db,
      sql`SELECT passenger_last_name FROM orders WHERE ticket_number = ${flight.ticketNumber} ORDER BY id LIMIT 1`,
    );
    expect(stored!.passenger_last_name).toBe('girma');
  });

  it('counts an order moved onto a ticket by UpdatePreOrder against that ticket’s limit', async () => {
    const item = await kit.newItem({ stock: 50 });
    const full = await kit.newFlight(5 * DAY);
    const other = await kit.newFlight(5 * DAY);
    const line = [{ itemId: item, quantity: 1 }];
    for (let i = 0; i < 2; i++) expect((await kit.create(kit.body(full, line))).statusCode).toBe(200);
    expect((await kit.create(kit.body(full, line))).json().detail).toMatch(/2 open pre-orders/);
    const moving = (await kit.create(kit.body(other, line))).json();
    const moved = await t.app.inject({
      method: 'PUT',
      url: api.updatePreOrder.path,
      headers: await t.headers(Privilege.PreOrderAccess),
      payload: { id: moving.id, viewToken: moving.viewToken, pickFrom: 'Gate', ...full, seatNumber: '12A' },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().detail).toMatch(/2 open pre-orders/);
    expect(await openOrdersOf(full.ticketNumber)).toBe(2);
    const [kept] = await queryRows<{ ticket_number: string }>(
      t.database.db,
      sql`SELECT ticket_number FROM orders WHERE id = ${moving.id}`,
    );
    expect(kept!.ticket_number).toBe(other.ticketNumber);
  });

  it('holds at most an item’s order limit across a ticket’s open orders, on create and on change', async () => {
    // The kit's items may be ordered 5 at a time (order_quantity 5).
    const watch = await kit.newItem({ stock: 7, price: 50 });
    const flight = await kit.newFlight(5 * DAY);
    const other = await kit.newFlight(5 * DAY);
    expect((await kit.create(kit.body(flight, [{ itemId: watch, quantity: 4 }]))).statusCode).toBe(200);
    const refused = await kit.create(kit.body(flight, [{ itemId: watch, quantity: 2 }]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toMatch(/already hold 4 of Test item .*at most 5/);
    expect(await kit.stockOf(watch)).toBe(3);

    const elsewhere = (await kit.create(kit.body(other, [{ itemId: watch, quantity: 2 }]))).json();
    const moved = await t.app.inject({
      method: 'PUT',
      url: api.updatePreOrder.path,
      headers: await t.headers(Privilege.PreOrderAccess),
      payload: {
        id: elsewhere.id,
        viewToken: elsewhere.viewToken,
        pickFrom: 'Gate',
        ...flight,
        seatNumber: '12A',
      },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().detail).toMatch(/already hold 4/);
  });

  it('caps a guest’s cash-on-board order; a card or a signed-in account answers for a larger one', async () => {
    const watch = await kit.newItem({ stock: 10, price: 301 });
    const flight = await kit.newFlight(5 * DAY);
    const line = [{ itemId: watch, quantity: 1 }];
    const refused = await kit.create(kit.body(flight, line, { paymentOption: 2 }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toMatch(/up to USD 300/);
    expect(await kit.stockOf(watch)).toBe(10);

    const byCard = await kit.create(kit.body(flight, line, { paymentOption: 1 }));
    expect(byCard.statusCode).toBe(200);
    const { guest: _signedIn, ...asCustomer } = kit.body(flight, line, { paymentOption: 2 });
    const signedIn = await kit.create(asCustomer, await stranger.headers(Privilege.PreOrderAccess));
    expect(signedIn.statusCode).toBe(200);
  });

  it('never locks the signed-in passenger out of their ticket: they order, see and cancel what others placed', async () => {
    const item = await kit.newItem({ stock: 20 });
    const flight = await kit.newFlight(5 * DAY);
    const mine = await travellersTicket(flight.flightNumber);
    const onMyTicket = (items: { itemId: number; quantity: number }[]) =>
      kit.body({ ...flight, ticketNumber: mine.ticketNumber }, items, { passengerLastName: mine.lastName });
    // A stranger who read the ticket number and name off a boarding pass fills the ticket.
    const planted = [];
    for (let i = 0; i < 2; i++) {
      const placed = await kit.create(onMyTicket([{ itemId: item, quantity: 1 }]));
      expect(placed.statusCode).toBe(200);
      planted.push(placed.json());
    }
    expect((await kit.create(onMyTicket([{ itemId: item, quantity: 1 }]))).statusCode).toBe(422);

    // Nor do the stranger's two units count against the item's limit of 5 for the passenger.
    const { guest: _me, ...asTraveller } = onMyTicket([{ itemId: item, quantity: 5 }]);
    const me = await traveller.headers(Privilege.PreOrderAccess);
    const placed = await kit.create(asTraveller, me);
    expect(placed.statusCode, placed.body).toBe(200);

    const listed = await t.app.inject({ url: api.ordersOnMyTickets.path, headers: me });
    expect(listed.statusCode).toBe(200);
    const codes = listed.json().orders.map((o: { orderCode: string }) => o.orderCode);
    expect(codes.sort()).toEqual(planted.map((p) => p.orderCode).sort());
    expect(JSON.stringify(listed.json())).not.toContain('hana.girma@example.com');

    // Somebody else signed in sees none of them and cannot cancel them.
    const theirs = await stranger.headers(Privilege.PreOrderAccess);
    expect((await t.app.inject({ url: api.ordersOnMyTickets.path, headers: theirs })).json().orders).toEqual(
      [],
    );
    expect((await kit.cancel(planted[0], theirs)).statusCode).toBe(404);

    const cancelled = await kit.cancel(planted[0], me);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().orderRequestStatus).toBe(4);
    const [history] = await queryRows<{ actor: string; note: string }>(
      t.database.db,
      sql`SELECT actor, note FROM order_history WHERE order_id = ${planted[0].id} AND event = 'cancel'`,
    );
    expect(history).toEqual({
      actor: 'customer',
      note: `by the ticket's passenger (customer ${traveller.customerId})`,
    });
    const after = (await t.app.inject({ url: api.ordersOnMyTickets.path, headers: me })).json();
    expect(after.orders.map((o: { orderCode: string }) => o.orderCode)).toEqual([planted[1].orderCode]);
  });

  it('answers the list only to a signed-in customer', async () => {
    const anonymous = await t.app.inject({
      url: api.ordersOnMyTickets.path,
      headers: await t.headers(Privilege.PreOrderAccess),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
