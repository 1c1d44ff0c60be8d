import { Privilege } from '@dfs/contract/privileges';
import { PaymentStatus as P, OrderRequestStatus as S } from '@dfs/domain/order-status';
import en from '@dfs/i18n/en.json' with { type: 'json' };
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { type SignedInCustomer, signInCustomer } from '../../test/customer-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { onBoardKit } from './onboard-orders-test-kit';

const HOUR = 60 * 60 * 1000;

describe('on-board orders', () => {
  let t: TestApp;
  let kit: ReturnType<typeof onBoardKit>;
  let traveller: SignedInCustomer;

  beforeAll(async () => {
    t = await createTestApp();
    kit = onBoardKit(t);
    traveller = await signInCustomer(t, 'traveller');
  });
  afterAll(() => t?.close());

  const ordersOf = (itemId: number) =>
    kit.count(sql`SELECT count(*)::int AS n FROM order_items WHERE item_id = ${itemId}`);

  it('takes a cash order from the flight’s stock, 2 h before departure, never from the warehouse', async () => {
    const item = await kit.newItem({ stock: 40, price: 30 });
    const flight = await kit.newFlight(2 * HOUR, [{ itemId: item, quantity: 6 }]);
    const response = await kit.submit(kit.body(flight, [{ itemId: item, quantity: 2 }]));
    expect(response.statusCode).toBe(200);
    const placed = response.json();
    expect(placed).toMatchObject({ orderRequestStatus: S.Confirmed, paymentStatus: P.Unpaid });
    expect(placed.summary).toMatchObject({ paymentOption: 'Cash On Board', total: 60, currency: 'USD' });
    expect(await kit.flightStockOf(flight.id, item)).toBe(4);
    expect(await kit.stockOf(item)).toBe(40);

    const [row] = await queryRows<{
      kind: string;
      flight_id: number;
      seat_number: string;
      pick_from: string;
    }>(
      t.database.db,
      sql`SELECT kind, flight_id, seat_number, pick_from FROM orders WHERE id = ${placed.id}`,
    );
    expect(row).toEqual({ kind: 'onboard', flight_id: flight.id, seat_number: '14C', pick_from: 'Onboard' });

    const view = await t.app.inject({
      url: `/PreOrder/api/V1.0/PreOrder/GetOrderByCode?orderCode=${placed.orderCode}&token=${placed.viewToken}`,
      headers: await t.headers(Privilege.PreOrderAccess),
    });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      kind: 'onboard',
      seatNumber: '14C',
      flightNumber: flight.details.flightNumber,
    });
    expect(view.json().qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('is still open while the flight is in the air, and closed once its on-board window has passed', async () => {
    const item = await kit.newItem({ stock: 40 });
    const airborne = await kit.newFlight(-3 * HOUR, [{ itemId: item, quantity: 5 }]);
    expect((await kit.submit(kit.body(airborne, [{ itemId: item, quantity: 1 }]))).statusCode).toBe(200);
    const landed = await kit.newFlight(-13 * HOUR, [{ itemId: item, quantity: 5 }]);
    const late = await kit.submit(kit.body(landed, [{ itemId: item, quantity: 1 }]));
    expect(late.statusCode).toBe(404);
    expect(await kit.flightStockOf(landed.id, item)).toBe(5);
  });

  it('pays by card through the sandbox; a cancelled payment puts the units back on the flight', async () => {
    const item = await kit.newItem({ stock: 40, price: 20 });
    const flight = await kit.newFlight(3 * HOUR, [{ itemId: item, quantity: 5 }]);
    const response = await kit.submit(
      kit.body(flight, [{ itemId: item, quantity: 2 }], { paymentOption: 1 }),
    );
    expect(response.statusCode).toBe(200);
    const placed = response.json();
    expect(placed).toMatchObject({ orderRequestStatus: S.PendingPayment, paymentStatus: P.Unpaid });
    expect(placed.paymentRedirectUrl).toBeTruthy();
    expect(await kit.flightStockOf(flight.id, item)).toBe(3);
    const paid = await kit.payOnSandbox(placed.paymentRedirectUrl, {
      action: 'pay',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/confirmation?order=${placed.orderCode}&token=${placed.viewToken}`);
    expect(await kit.order(placed.id)).toMatchObject({
      order_request_status: S.Confirmed,
      payment_status: P.Paid,
    });

    const second = (
      await kit.submit(kit.body(flight, [{ itemId: item, quantity: 3 }], { paymentOption: 1 }))
    ).json();
    expect(await kit.flightStockOf(flight.id, item)).toBe(0);
    const cancelled = await kit.payOnSandbox(second.paymentRedirectUrl, { action: 'cancel' });
    expect(cancelled.headers.location).toBe(`/payment-cancel?order=${second.orderCode}`);
    expect((await kit.order(second.id)).order_request_status).toBe(S.Cancelled);
    expect(await kit.flightStockOf(flight.id, item)).toBe(3);
    expect(await kit.stockOf(item)).toBe(40);
  });

  it('pays in miles for a member; cancelling restocks the flight and refunds the miles', async () => {
    const item = await kit.newItem({ stock: 40, miles: 3000 });
    const flight = await kit.newFlight(4 * HOUR, [{ itemId: item, quantity: 4 }]);
    const balance = async () =>
      (
        await queryRows<{ balance: number }>(
          t.database.db,
          sql`SELECT balance::float AS balance FROM loyalty_members WHERE id = ${traveller.loyaltyMemberId}`,
        )
      )[0]!.balance;
    const start = await balance();
    const headers = await traveller.headers(Privilege.OnBoardSubmitOrder);
    const response = await kit.submit(
      kit.body(flight, [{ itemId: item, quantity: 2 }], { paymentOption: 3, guest: undefined }),
      headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ orderRequestStatus: S.Confirmed, paymentStatus: P.Paid });
    expect(response.json().summary).toMatchObject({ paymentOption: 'Mile', totalMiles: 6000 });
    expect(await balance()).toBe(start - 6000);
    expect(await kit.flightStockOf(flight.id, item)).toBe(2);

    const cancel = await t.app.inject({
      method: 'PUT',
      url: '/PreOrder/api/V1.0/PreOrder/CancelPreOrder',
      headers: await traveller.headers(Privilege.PreOrderAccess),
      payload: { id: response.json().id, ReasonOfCancellation: 1 },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ orderRequestStatus: S.Cancelled, paymentStatus: P.Refunded });
    expect(await balance()).toBe(start);
    expect(await kit.flightStockOf(flight.id, item)).toBe(4);
    expect(await kit.stockOf(item)).toBe(40);
  });

  it('answers 409 and writes nothing when the flight has too few units or does not carry the item', async () => {
    const item = await kit.newItem({ stock: 40 });
    const notCarried = await kit.newItem({ stock: 40 });
    const flight = await kit.newFlight(2 * HOUR, [{ itemId: item, quantity: 1 }]);
    const orders = () => kit.count(sql`SELECT count(*)::int AS n FROM orders`);
    const before = await orders();
    const short = await kit.submit(kit.body(flight, [{ itemId: item, quantity: 2 }]));
    expect(short.statusCode).toBe(409);
    expect(short.headers['content-type']).toContain('application/problem+json');
    expect(short.json().detail).toBe(en.api.orders.outOfStock);
    const missing = await kit.submit(kit.body(flight, [{ itemId: notCarried, quantity: 1 }]));
    expect(missing.statusCode).toBe(409);
    // Not "just sold out": the flight never had it.
    expect(missing.json().detail).toBe(en.api.orders.notCarried);
    expect(await orders()).toBe(before);
    expect(await kit.flightStockOf(flight.id, item)).toBe(1);
    expect(await kit.stockOf(notCarried)).toBe(40);
    expect(await ordersOf(item)).toBe(0);
  });

  it('holds the per-item limit', async () => {
    const item = await kit.newItem({ stock: 40 });
    const flight = await kit.newFlight(2 * HOUR, [{ itemId: item, quantity: 20 }]);
    const response = await kit.submit(kit.body(flight, [{ itemId: item, quantity: 6 }]));
    expect(response.statusCode).toBe(422);
    expect(await kit.flightStockOf(flight.id, item)).toBe(20);
  });

  it('refuses a client price with 400', async () => {
    const item = await kit.newItem({ stock: 40 });
    const flight = await kit.newFlight(2 * HOUR, [{ itemId: item, quantity: 5 }]);
    for (const tampered of [
      kit.body(flight, [
        { itemId: item, quantity: 1, unitPrice: 0.01 } as { itemId: number; quantity: number },
      ]),
      kit.body(flight, [{ itemId: item, quantity: 1 }], { total: 0.01 }),
    ]) {
      const response = await kit.submit(tampered);
      expect(response.statusCode).toBe(400);
    }
    expect(await kit.flightStockOf(flight.id, item)).toBe(5);
  });

  it('needs the OnBoardOrder-SubmitOnBoardOrder privilege', async () => {
    const item = await kit.newItem({ stock: 40 });
    const flight = await kit.newFlight(2 * HOUR, [{ itemId: item, quantity: 5 }]);
    const payload = kit.body(flight, [{ itemId: item, quantity: 1 }]);
    expect((await kit.submit(payload, await t.headers(Privilege.PreOrderAccess))).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/OnBoardOrder/api/V1.0/OnBoardOrder/SubmitOnBoardOrder',
          payload,
        })
      ).statusCode,
    ).toBe(401);
    expect(await kit.flightStockOf(flight.id, item)).toBe(5);
  });

  it('refuses a ticket without a seat on that flight, and a seat other than the ticket’s', async () => {
    const item = await kit.newItem({ stock: 40 });
    const flight = await kit.newFlight(2 * HOUR, [{ itemId: item, quantity: 5 }]);
    const other = await kit.newFlight(2 * HOUR, []);
    const wrongTicket = await kit.submit(
      kit.body(flight, [{ itemId: item, quantity: 1 }], { ticketNumber: other.details.ticketNumber }),
    );
    expect(wrongTicket.statusCode).toBe(404);
    expect(wrongTicket.json().message).toMatch(/not on this ticket/);
    const wrongSeat = await kit.submit(
      kit.body(flight, [{ itemId: item, quantity: 1 }], { seatNumber: '2A' }),
    );
    expect(wrongSeat.statusCode).toBe(422);
    expect(wrongSeat.json().message).toContain('14C');
    expect(await kit.flightStockOf(flight.id, item)).toBe(5);

    const unassigned = await kit.newFlight(2 * HOUR, [{ itemId: item, quantity: 5 }], '');
    const typed = await kit.submit(
      kit.body(unassigned, [{ itemId: item, quantity: 1 }], { seatNumber: '31b' }),
    );
    expect(typed.statusCode).toBe(200);
    const [row] = await queryRows<{ seat_number: string }>(
      t.database.db,
      sql`SELECT seat_number FROM orders WHERE id = ${typed.json().id}`,
    );
    expect(row!.seat_number).toBe('31B');
  });

  it('answers a replayed Idempotency-Key with the first order, once', async () => {
    const item = await kit.newItem({ stock: 40 });
    const flight = await kit.newFlight(2 * HOUR, [{ itemId: item, quantity: 5 }]);
    const headers = await t.headers(Privilege.OnBoardSubmitOrder);
    const payload = kit.body(flight, [{ itemId: item, quantity: 1 }]);
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push(await kit.submit(payload, headers, 'onboard-attempt-1'));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((r) => r.json().id)).size).toBe(1);
    expect(await ordersOf(item)).toBe(1);
    expect(await kit.flightStockOf(flight.id, item)).toBe(4);
    const changed = await kit.submit(
      kit.body(flight, [{ itemId: item, quantity: 2 }]),
      headers,
      'onboard-attempt-1',
    );
    expect(changed.statusCode).toBe(409);
  });

  it('cannot have its flight changed', async () => {
    const item = await kit.newItem({ stock: 40 });
    const flight = await kit.newFlight(2 * HOUR, [{ itemId: item, quantity: 5 }]);
    const placed = (await kit.submit(kit.body(flight, [{ itemId: item, quantity: 1 }]))).json();
    const update = await t.app.inject({
      method: 'PUT',
      url: '/PreOrder/api/V1.0/PreOrder/UpdatePreOrder',
      headers: await t.headers(Privilege.PreOrderAccess),
      payload: { id: placed.id, viewToken: placed.viewToken, ...flight.details, pickFrom: 'Gate' },
    });
    expect(update.statusCode).toBe(422);
  });
});
