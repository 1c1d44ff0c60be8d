import { Privilege } from '@dfs/contract/privileges';
import { PaymentOption } from '@dfs/domain/order-status';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../test/test-app';
import { preOrderKit } from '../preorders/preorders-test-kit';

export const SUBMIT_PATH = '/OnBoardOrder/api/V1.0/OnBoardOrder/SubmitOnBoardOrder';

/** Helpers the on-board order tests share: a flight of our own with a ticket and cabin stock. */
export function onBoardKit(t: TestApp) {
  const db = () => t.database.db;
  const preOrders = preOrderKit(t);

  /**
   * A flight departing `msAhead` from the test clock's now (negative: already in the air), a ticket
   * holding `seat` on it, and the given items loaded in its cabin.
   */
  async function newFlight(msAhead: number, stock: { itemId: number; quantity: number }[], seat = '14C') {
    const flightNumber = `U${String.fromCharCode(65 + Math.floor(Math.random() * 26))}${Math.floor(1000 + Math.random() * 8999)}`;
    const at = new Date(t.clock.now().getTime() + msAhead);
    const [flight] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO flights (flight_number, origin, destination, departure_at)
          VALUES (${flightNumber}, 'ADD', 'LHR', ${at.toISOString()}) RETURNING id`,
    );
    const ticketNumber = `07${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
    const [ticket] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO tickets (ticket_number, passenger_first_name, passenger_last_name)
          VALUES (${ticketNumber}, 'Hana', 'Girma') RETURNING id`,
    );
    await queryRows(
      db(),
      sql`INSERT INTO ticket_sectors (ticket_id, flight_id, seat_number)
          VALUES (${ticket!.id}, ${flight!.id}, ${seat || null}) RETURNING ticket_id`,
    );
    for (const line of stock) {
      await queryRows(
        db(),
        sql`INSERT INTO onboard_stock (flight_id, item_id, quantity)
            VALUES (${flight!.id}, ${line.itemId}, ${line.quantity}) RETURNING item_id`,
      );
    }
    return {
      id: flight!.id,
      details: {
        flightNumber,
        origin: 'ADD',
        destination: 'LHR',
        departureDate: at.toISOString(),
        ticketNumber,
        // Hana Girma's ticket: a pre-order names her family name; an on-board order does not (see body).
        passengerLastName: 'Girma',
        seatNumber: seat || '30K',
      },
    };
  }

  async function flightStockOf(flightId: number, itemId: number) {
    const [row] = await queryRows<{ quantity: number }>(
      db(),
      sql`SELECT quantity FROM onboard_stock WHERE flight_id = ${flightId} AND item_id = ${itemId}`,
    );
    return row!.quantity;
  }

  function body(
    flight: Awaited<ReturnType<typeof newFlight>>,
    items: { itemId: number; quantity: number }[],
    extra: Record<string, unknown> = {},
  ) {
    const { passengerLastName: _fromTheTicket, ...details } = flight.details;
    return {
      ...details,
      items,
      currencyId: 2,
      paymentOption: PaymentOption.CashOnBoard,
      guest: preOrders.guest,
      ...extra,
    };
  }

  async function submit(payload: object, headers?: Record<string, string>, key?: string) {
    return t.app.inject({
      method: 'POST',
      url: SUBMIT_PATH,
      headers: {
        ...(headers ?? (await t.headers(Privilege.OnBoardSubmitOrder))),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload,
    });
  }

  const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db(), query))[0]!.n;

  return { ...preOrders, newFlight, flightStockOf, body, submit, count };
}
