import { randomUUID } from 'node:crypto';
import { Privilege } from '@dfs/contract/privileges';
import { PaymentOption } from '@dfs/domain/order-status';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import type { TestApp } from '../../test/test-app';
import type { PaymentGateway } from '../payments/payment-gateway';
import { SIGNATURE_HEADER } from '../payments/sandbox-gateway';

const CALLBACK = '/Payment/api/V1.0/Payment/Callback';

/**
 * Wraps the app's card gateway (AppDependencies.paymentGateway) to count its calls and, when told,
 * make them fail as a gateway does: an error answer (5xx) or no answer at all.
 */
export function gatewayProbe() {
  const calls = { createSession: 0, status: 0, refund: 0, void: 0 };
  const refundCalls = new Map<string, number>();
  let failure: 'none' | 'error' | 'timeout' = 'none';
  const answer = async () => {
    if (failure === 'error') throw new Error('payment gateway answered 502 Bad Gateway');
    if (failure === 'timeout') await new Promise(() => {});
  };
  return {
    calls,
    /** How many refunds were asked for each provider reference. */
    refundCalls,
    fail(mode: 'none' | 'error' | 'timeout') {
      failure = mode;
    },
    wrap(inner: PaymentGateway): PaymentGateway {
      return {
        name: inner.name,
        verifyCallback: (rawBody, signature, now) => inner.verifyCallback(rawBody, signature, now),
        async createSession(request) {
          calls.createSession++;
          await answer();
          return inner.createSession(request);
        },
        async status(providerRef) {
          calls.status++;
          await answer();
          return inner.status(providerRef);
        },
        async refund(providerRef, amountMinor, currency) {
          calls.refund++;
          refundCalls.set(providerRef, (refundCalls.get(providerRef) ?? 0) + 1);
          await answer();
          return inner.refund(providerRef, amountMinor, currency);
        },
        async void(providerRef) {
          calls.void++;
          await answer();
          return inner.void(providerRef);
        },
      };
    },
  };
}

/**
 * The rows the order tests make and read, straight in the database: usable beside an app under test
 * and beside an API running in its own process (the fault tests).
 */
export function orderRows(database: Database, clock: { now(): Date }) {
  const db = () => database.db;

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

  /** A ticket of our own holding the given flights (a pre-order must name a ticket that holds its flight). */
  async function newTicket(flightIds: number[], seat = '12A') {
    const ticketNumber = `07${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
    const [ticket] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO tickets (ticket_number, passenger_first_name, passenger_last_name)
          VALUES (${ticketNumber}, 'Hana', 'Girma') RETURNING id`,
    );
    for (const flightId of flightIds) {
      await queryRows(
        db(),
        sql`INSERT INTO ticket_sectors (ticket_id, flight_id, seat_number)
            VALUES (${ticket!.id}, ${flightId}, ${seat}) RETURNING ticket_id`,
      );
    }
    return ticketNumber;
  }

  /** A flight of our own departing `msAhead` from the test clock's now, and a ticket that holds it. */
  async function newFlight(msAhead: number) {
    // T, a letter and four digits: tests share one database, and two flights with one number on one
    // day would let a pre-order name the other's flight.
    const letter = String.fromCharCode(65 + Math.floor(Math.random() * 26));
    const number = `T${letter}${Math.floor(1000 + Math.random() * 8999)}`;
    const at = new Date(clock.now().getTime() + msAhead);
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO flights (flight_number, origin, destination, departure_at)
          VALUES (${number}, 'ADD', 'LHR', ${at.toISOString()}) RETURNING id`,
    );
    const ticketNumber = await newTicket([row!.id]);
    return {
      flightNumber: number,
      origin: 'ADD',
      destination: 'LHR',
      departureDate: at.toISOString(),
      ticketNumber,
      // The kit's tickets are Hana Girma's: a pre-order names the passenger's family name.
      passengerLastName: 'Girma',
    };
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
      paymentOption: PaymentOption.CashOnBoard,
      pickFrom: 'On board',
      // The flight names its ticket and the ticket's passenger (the kit's are Hana Girma's).
      ...flight,
      seatNumber: '12A',
      guest,
      ...extra,
    };
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
  const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db(), query))[0]!.n;

  /** A promo code of our own: `percent` off `items`, for `usageLimit` orders (null: any), already used `usedCount` times. */
  async function newPromo(options: {
    items: number[];
    percent?: number;
    usageLimit?: number | null;
    usedCount?: number;
  }) {
    const code = `T${randomUUID().slice(0, 8).toUpperCase()}`;
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO price_lists (name, kind, promo_code, sales_rate, is_percentage, usage_limit, used_count,
            valid_from, valid_to)
          VALUES (${`Test promo ${code}`}, 3, ${code}, ${options.percent ?? 10}, true, ${options.usageLimit ?? null},
            ${options.usedCount ?? 0}, now() - interval '1 day', now() + interval '60 days')
          RETURNING id`,
    );
    for (const itemId of options.items) {
      await queryRows(
        db(),
        sql`INSERT INTO price_list_items (price_list_id, item_id) VALUES (${row!.id}, ${itemId})`,
      );
    }
    return { code, id: row!.id };
  }

  const promoUses = (priceListId: number) =>
    count(sql`SELECT used_count AS n FROM price_lists WHERE id = ${priceListId}`);

  /** A member's balance and the sum of their ledger, which must stay equal. */
  async function milesOf(memberId: number) {
    const [row] = await queryRows<{ balance: number; ledger: number }>(
      db(),
      sql`SELECT m.balance::float AS balance,
            (SELECT coalesce(sum(l.miles), 0)::float FROM loyalty_ledger l WHERE l.member_id = m.id) AS ledger
          FROM loyalty_members m WHERE m.id = ${memberId}`,
    );
    return row!;
  }

  /** The orders holding a line of the item, oldest first. */
  async function orderIdsOfItem(itemId: number) {
    const rows = await queryRows<{ order_id: number }>(
      db(),
      sql`SELECT DISTINCT order_id FROM order_items WHERE item_id = ${itemId} ORDER BY order_id`,
    );
    return rows.map((r) => r.order_id);
  }

  async function orderCodeOf(orderId: number) {
    const [row] = await queryRows<{ order_code: string }>(
      db(),
      sql`SELECT order_code FROM orders WHERE id = ${orderId}`,
    );
    return row!.order_code;
  }

  /** The order's latest card payment. */
  async function payment(orderId: number) {
    const [row] = await queryRows<{
      id: number;
      provider_ref: string;
      amount_minor: number;
      currency_code: string;
      status: string;
    }>(db(), sql`SELECT * FROM payments WHERE order_id = ${orderId} ORDER BY id DESC LIMIT 1`);
    return row!;
  }

  return {
    newItem,
    stockOf,
    newFlight,
    newTicket,
    body,
    order,
    count,
    guest,
    newPromo,
    promoUses,
    milesOf,
    payment,
    orderIdsOfItem,
    orderCodeOf,
  };
}

/** Helpers the pre-order and payment tests share: seeded rows to order, and the calls they make. */
export function preOrderKit(t: TestApp) {
  const rows = orderRows(t.database, t.clock);

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

  async function payOnSandbox(redirectUrl: string, fields: Record<string, string>) {
    const session = new URL(redirectUrl, 'http://x').searchParams.get('session')!;
    return t.app.inject({
      method: 'POST',
      url: '/Payment/Sandbox/Checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ session, ...fields }).toString(),
    });
  }

  /** Posts a gateway callback, signed by the sandbox unless a signature ('' for none) is given. */
  function callback(body: object | string, signature?: string) {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: CALLBACK,
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined
          ? { [SIGNATURE_HEADER]: t.app.sandboxGateway.sign(raw) }
          : signature
            ? { [SIGNATURE_HEADER]: signature }
            : {}),
      },
      payload: raw,
    });
  }

  /** Cancels an order as its owner (headers of the customer, or the guest's view token). */
  async function cancel(placed: { id: number; viewToken?: string }, headers?: Record<string, string>) {
    return t.app.inject({
      method: 'PUT',
      url: '/PreOrder/api/V1.0/PreOrder/CancelPreOrder',
      headers: headers ?? (await t.headers(Privilege.PreOrderAccess)),
      payload: {
        id: placed.id,
        ReasonOfCancellation: 1,
        ...(headers ? {} : { viewToken: placed.viewToken }),
      },
    });
  }

  return { ...rows, create, payOnSandbox, callback, cancel };
}
