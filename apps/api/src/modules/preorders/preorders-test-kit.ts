import { randomUUID } from 'node:crypto';
import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../test/test-app';

/** Helpers the pre-order and payment tests share: seeded rows to order, and the calls they make. */
export function preOrderKit(t: TestApp) {
  const db = () => t.database.db;

  /** A fresh sellable item of our own (copied from a seeded one), so tests never share stock. */
  async function newItem(options: {
    stock: number;
    price?: number;
    miles?: number | null;
    accrual?: number;
  }) {
    const code = `TST-${randomUUID().slice(0, 8)}`;
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO items (item_code, name, description, brand_id, category_id, top_category_id, base_price_minor,
            quantity, order_quantity, miles_for_redeem, miles_for_accrual, registered_date, active)
          SELECT ${code}, ${`Test item ${code}`}, description, brand_id, category_id, top_category_id,
            ${Math.round((options.price ?? 25) * 100)}, ${options.stock}, 5,
            ${options.miles === undefined ? 2500 : options.miles}, ${options.accrual ?? 40},
            now() - interval '400 days', true
          FROM items ORDER BY id LIMIT 1
          RETURNING id`,
    );
    return row!.id;
  }

  async function stockOf(itemId: number) {
    const [row] = await queryRows<{ quantity: number }>(
      db(),
      sql`SELECT quantity FROM items WHERE id = ${itemId}`,
    );
    return row!.quantity;
  }

  /** A flight of our own departing `msAhead` from the test clock's now. */
  async function newFlight(msAhead: number) {
    const number = `TS${Math.floor(1000 + Math.random() * 8999)}`;
    const at = new Date(t.clock.now().getTime() + msAhead);
    await queryRows(
      db(),
      sql`INSERT INTO flights (flight_number, origin, destination, departure_at)
          VALUES (${number}, 'ADD', 'LHR', ${at.toISOString()}) RETURNING id`,
    );
    return { flightNumber: number, origin: 'ADD', destination: 'LHR', departureDate: at.toISOString() };
  }

  const guest = {
    firstName: 'Hana',
    lastName: 'Girma',
    email: 'hana.girma@example.com',
    mobileNumber: '+251911000111',
  };

  function body(
    flight: Awaited<ReturnType<typeof newFlight>>,
    items: { itemId: number; quantity: number }[],
    extra: Record<string, unknown> = {},
  ) {
    return {
      items,
      currencyId: 2,
      paymentOption: 2,
      pickFrom: 'On board',
      ...flight,
      ticketNumber: '0712345678901',
      seatNumber: '12A',
      guest,
      ...extra,
    };
  }

  async function create(payload: object, headers?: Record<string, string>, key?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/PreOrder/api/V1.0/PreOrder/Create',
      headers: {
        ...(headers ?? (await t.headers(Privilege.PreOrderAccess))),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload,
    });
  }

  async function order(id: number) {
    const [row] = await queryRows<{
      order_request_status: number;
      payment_status: number;
      reason_of_cancellation: number | null;
      hold_expires_at: string | null;
    }>(db(), sql`SELECT * FROM orders WHERE id = ${id}`);
    return row!;
  }

  /** Submits the sandbox's hosted page as a traveller would; answers the redirect. */
  async function payOnSandbox(redirectUrl: string, fields: Record<string, string>) {
    const session = new URL(redirectUrl, 'http://x').searchParams.get('session')!;
    return t.app.inject({
      method: 'POST',
      url: '/Payment/Sandbox/Checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ session, ...fields }).toString(),
    });
  }

  const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db(), query))[0]!.n;

  return { newItem, stockOf, newFlight, body, create, order, payOnSandbox, count, guest };
}
