import { Privilege } from '@dfs/contract/privileges';
import { PaymentStatus as P, OrderRequestStatus as S } from '@dfs/domain/order-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { type SignedInCustomer, signInCustomer } from '../../test/customer-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { onBoardKit } from '../onboard/onboard-orders-test-kit';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** An e-mail from the outbox, quoted-printable undone. */
const decode = (eml: string) =>
  eml.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => Number.parseInt(hex, 16)),
    ).toString('utf8'),
  );

/** The subject line of an e-mail (plain ASCII subjects only: the English ones). */
const subjectOf = (eml: string) =>
  /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(eml)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';

describe('order rules: the ticket, the change windows, times, languages and e-mails', () => {
  let t: TestApp;
  let kit: ReturnType<typeof onBoardKit>;
  let traveller: SignedInCustomer;

  beforeAll(async () => {
    t = await createTestApp({ openPreOrdersPerSector: 2 });
    kit = onBoardKit(t);
    traveller = await signInCustomer(t, 'traveller');
  });
  afterAll(() => t?.close());

  const ordersOfItem = (itemId: number) =>
    kit.count(sql`SELECT count(*)::int AS n FROM order_items WHERE item_id = ${itemId}`);
  const preOrder = (flight: Awaited<ReturnType<typeof kit.newFlight>>, items: object[], extra = {}) => ({
    items,
    currencyId: 2,
    paymentOption: 2,
    pickFrom: 'Onboard',
    ...flight.details,
    guest: kit.guest,
    ...extra,
  });
  /** E-mails written since `before`, decoded. */
  const mailsSince = async (before: number) => (await t.outbox()).slice(before).map(decode);

  it('refuses a pre-order whose ticket does not hold the flight, in the traveller’s language, reserving nothing', async () => {
    const item = await kit.newItem({ stock: 10 });
    const flight = await kit.newFlight(3 * DAY, []);
    const other = await kit.newFlight(4 * DAY, []);
    const line = [{ itemId: item, quantity: 1 }];
    const headers = { ...(await t.headers(Privilege.PreOrderAccess)), 'accept-language': 'ar' };
    const day = (iso: string, plusDays: number) => new Date(Date.parse(iso) + plusDays * DAY).toISOString();
    const refused = [
      { ticketNumber: '9999999999999' },
      // A real ticket, but for another flight.
      { ticketNumber: other.details.ticketNumber },
      // The right ticket, another date.
      { departureDate: day(flight.details.departureDate, 1) },
      { departureDate: day(flight.details.departureDate, 2) },
    ];
    for (const change of refused) {
      const response = await kit.create(preOrder(flight, line, change), headers);
      expect(response.statusCode, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      if (change.ticketNumber) expect(response.json().detail).toMatch(/التذكرة/);
    }
    expect(await kit.stockOf(item)).toBe(10);
    expect(await ordersOfItem(item)).toBe(0);

    const accepted = await kit.create(preOrder(flight, line), headers);
    expect(accepted.statusCode).toBe(200);
    expect(await kit.stockOf(item)).toBe(9);
  });

  it('holds at most the configured number of open pre-orders per ticket and flight', async () => {
    const item = await kit.newItem({ stock: 10 });
    const flight = await kit.newFlight(3 * DAY, []);
    const line = [{ itemId: item, quantity: 1 }];
    const first = await kit.create(preOrder(flight, line));
    const second = await kit.create(preOrder(flight, line));
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const third = await kit.create(preOrder(flight, line));
    expect(third.statusCode).toBe(422);
    expect(third.json().detail).toMatch(/already has 2 open pre-orders/);
    expect(await kit.stockOf(item)).toBe(8);
    // A cancelled order no longer counts.
    expect((await kit.cancel(first.json())).statusCode).toBe(200);
    expect((await kit.create(preOrder(flight, line))).statusCode).toBe(200);
  });

  it('lets an on-board order be cancelled only before departure, and says why afterwards', async () => {
    const item = await kit.newItem({ stock: 10 });
    const flight = await kit.newFlight(2 * HOUR, [{ itemId: item, quantity: 6 }]);
    const first = (await kit.submit(kit.body(flight, [{ itemId: item, quantity: 1 }]))).json();
    const second = (await kit.submit(kit.body(flight, [{ itemId: item, quantity: 1 }]))).json();
    expect((await kit.cancel(first)).statusCode).toBe(200);

    t.clock.advance(3 * HOUR);
    try {
      const view = await t.app.inject({
        url: `/PreOrder/api/V1.0/PreOrder/GetOrderByCode?orderCode=${second.orderCode}&token=${second.viewToken}`,
        headers: await t.headers(Privilege.PreOrderAccess),
      });
      expect(view.json()).toMatchObject({ canChange: false, orderRequestStatus: S.Confirmed });
      const late = await kit.cancel(second);
      expect(late.statusCode).toBe(422);
      expect(late.json().detail).toMatch(/has departed/);
      expect((await kit.order(second.id)).order_request_status).toBe(S.Confirmed);
      expect(await kit.flightStockOf(flight.id, item)).toBe(5);
    } finally {
      t.clock.advance(-3 * HOUR);
    }
  });

  it('writes flight times in the departure airport’s time with its zone, on the wire and in e-mails', async () => {
    const item = await kit.newItem({ stock: 10 });
    const flight = await kit.newFlight(3 * DAY, []);
    const before = (await t.outbox()).length;
    const placed = (await kit.create(preOrder(flight, [{ itemId: item, quantity: 1 }]))).json();
    const view = (
      await t.app.inject({
        url: `/PreOrder/api/V1.0/PreOrder/GetOrderByCode?orderCode=${placed.orderCode}&token=${placed.viewToken}`,
        headers: await t.headers(Privilege.PreOrderAccess),
      })
    ).json();
    // Addis Ababa is UTC+3 all year.
    expect(view.departureDate).toMatch(/\+03:00$/);
    expect(Date.parse(view.departureDate)).toBe(
      Date.parse(flight.details.departureDate) - (Date.parse(flight.details.departureDate) % 1000),
    );
    expect(view.cutoffAt).toMatch(/\+03:00$/);
    expect(Date.parse(view.departureDate) - Date.parse(view.cutoffAt)).toBe(DAY);
    const [mail] = await mailsSince(before);
    expect(mail).toMatch(/departing \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} ADD \(UTC\+3\)/);
    expect(mail).not.toMatch(/\d{2}:\d{2} UTC\b/);
  });

  it('writes every e-mail of an order in the language it was placed in', async () => {
    const item = await kit.newItem({ stock: 10 });
    const flight = await kit.newFlight(3 * DAY, []);
    const before = (await t.outbox()).length;
    const zh = { ...(await t.headers(Privilege.PreOrderAccess)), 'accept-language': 'zh' };
    const placed = (await kit.create(preOrder(flight, [{ itemId: item, quantity: 1 }]), zh)).json();
    // Cancelled later from an English page: the e-mail still speaks Chinese.
    const en = { ...(await t.headers(Privilege.PreOrderAccess)), 'accept-language': 'en' };
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: '/PreOrder/api/V1.0/PreOrder/CancelPreOrder',
      headers: en,
      payload: { id: placed.id, ReasonOfCancellation: 3, viewToken: placed.viewToken },
    });
    expect(cancelled.statusCode).toBe(200);
    const mails = await mailsSince(before);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain('感谢您在 Horizon Duty Free 预订');
    expect(mails[0]).toContain('付款方式: 机上现金支付');
    expect(mails[1]).toContain(`您在 Horizon Duty Free 的预订 ${placed.orderCode} 已取消`);
    expect(mails[1]).toContain('原因：我下错了单');
    expect(mails[0]).toContain('年');
  });

  it('e-mails cancellation, change of flight, refund and failed payment; a cancelled order shows no proof', async () => {
    const item = await kit.newItem({ stock: 20, price: 40 });
    const flight = await kit.newFlight(3 * DAY, []);
    const later = await kit.newFlight(5 * DAY, []);
    const headers = await traveller.headers(Privilege.PreOrderAccess);
    // A miles order, changed to a later flight, then cancelled: its miles come back.
    let before = (await t.outbox()).length;
    const placed = (
      await kit.create(
        preOrder(flight, [{ itemId: item, quantity: 1 }], { paymentOption: 3, guest: undefined }),
        headers,
      )
    ).json();
    expect(placed.orderRequestStatus).toBe(S.Confirmed);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/PreOrder/api/V1.0/PreOrder/UpdatePreOrder',
      headers,
      payload: { id: placed.id, pickFrom: 'Onboard', ...later.details },
    });
    expect(changed.statusCode).toBe(200);
    // A flight the order's new ticket does not hold is refused.
    const notOnTicket = await t.app.inject({
      method: 'PUT',
      url: '/PreOrder/api/V1.0/PreOrder/UpdatePreOrder',
      headers,
      payload: {
        id: placed.id,
        pickFrom: 'Onboard',
        ...later.details,
        ticketNumber: flight.details.ticketNumber,
      },
    });
    expect(notOnTicket.statusCode).toBe(422);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: '/PreOrder/api/V1.0/PreOrder/CancelPreOrder',
      headers,
      payload: { id: placed.id, ReasonOfCancellation: 2 },
    });
    expect(cancelled.json()).toMatchObject({ orderRequestStatus: S.Cancelled, paymentStatus: P.Refunded });
    expect(cancelled.json().qrCode).toBeUndefined();
    const mine = await t.app.inject({
      url: `/PreOrder/api/V1.0/PreOrder/GetMyOrderById?id=${placed.id}`,
      headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().qrCode).toBeUndefined();

    let mails = await mailsSince(before);
    expect(mails.map(subjectOf)).toEqual([
      `Your Horizon Duty Free pre-order ${placed.orderCode}`,
      `Your Horizon Duty Free pre-order ${placed.orderCode} is updated`,
      `Your Horizon Duty Free pre-order ${placed.orderCode} is cancelled`,
      `Refund for your Horizon Duty Free pre-order ${placed.orderCode}`,
    ]);
    expect(mails[1]).toContain(`Flight ${later.details.flightNumber} ADD → LHR`);
    expect(mails[2]).toContain('Reason: My flight changed');
    for (const mail of mails.slice(1)) expect(mail).not.toContain('Content-Type: image/png');
    expect(mails[0]).toContain('Content-Type: image/png');

    // A refused card payment is e-mailed too.
    before = (await t.outbox()).length;
    const card = (
      await kit.create(preOrder(flight, [{ itemId: item, quantity: 1 }], { paymentOption: 1 }))
    ).json();
    const declined = await kit.payOnSandbox(card.paymentRedirectUrl, {
      action: 'pay',
      cardNumber: '4000000000000002',
    });
    expect(declined.headers.location).toBe(`/payment-failure?order=${card.orderCode}`);
    mails = await mailsSince(before);
    expect(mails.map(subjectOf)).toEqual([
      `Payment for your Horizon Duty Free pre-order ${card.orderCode} did not go through`,
    ]);
    expect(mails[0]).not.toContain('Content-Type: image/png');
  });

  it('e-mails an on-board order as an on-board order, never as a pre-order', async () => {
    const item = await kit.newItem({ stock: 10 });
    const flight = await kit.newFlight(2 * HOUR, [{ itemId: item, quantity: 3 }]);
    const before = (await t.outbox()).length;
    const placed = (await kit.submit(kit.body(flight, [{ itemId: item, quantity: 1 }]))).json();
    const [mail] = await mailsSince(before);
    expect(subjectOf(mail!)).toBe(`Your Horizon Duty Free on-board order ${placed.orderCode}`);
    expect(mail).toContain('on-board order');
    expect(mail).not.toMatch(/pre-order/i);
    // Paid by card, the gateway's page names it an on-board order too.
    const card = (
      await kit.submit(kit.body(flight, [{ itemId: item, quantity: 1 }], { paymentOption: 1 }))
    ).json();
    const gatewayPage = await t.app.inject({ url: card.paymentRedirectUrl });
    expect(gatewayPage.body).toContain(`Horizon Duty Free on-board order ${card.orderCode}`);
  });

  it('never lets the same cart be paid twice while a card payment for it is pending at the bank', async () => {
    const item = await kit.newItem({ stock: 10, price: 40 });
    const other = await kit.newItem({ stock: 10, price: 40 });
    const flight = await kit.newFlight(3 * DAY, []);
    const cart = [{ itemId: item, quantity: 1 }];
    const first = (await kit.create(preOrder(flight, cart, { paymentOption: 1 }))).json();
    // Before the bank answers, a second try is still possible (the first page may have been closed).
    const pending = await kit.payOnSandbox(first.paymentRedirectUrl, {
      action: 'pay',
      cardNumber: '4000000000000077',
    });
    expect(pending.headers.location).toBe(
      `/payment-pending?order=${first.orderCode}&token=${first.viewToken}`,
    );

    for (const paymentOption of [1, 2]) {
      const again = await kit.create(preOrder(flight, cart, { paymentOption }));
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toContain(first.orderCode);
    }
    // The same guest with the address in capitals is the same guest.
    const shouting = { ...kit.guest, email: kit.guest.email.toUpperCase() };
    expect((await kit.create(preOrder(flight, cart, { guest: shouting }))).statusCode).toBe(409);
    expect(await ordersOfItem(item)).toBe(1);
    // Another cart, or another buyer, is not held up (on flights of their own: the per-sector limit is 2).
    const another = await kit.newFlight(4 * DAY, []);
    expect((await kit.create(preOrder(another, [{ itemId: other, quantity: 1 }]))).statusCode).toBe(200);
    const someoneElse = { ...kit.guest, email: 'someone.else@example.com' };
    expect((await kit.create(preOrder(another, cart, { guest: someoneElse }))).statusCode).toBe(200);

    // Once the payment is settled, the cart can be ordered again.
    const ref = (await kit.payment(first.id)).provider_ref;
    const failed = await kit.callback({
      eventId: `evt_fail_${first.orderCode}`,
      type: 'payment.failed',
      providerRef: ref,
      amountMinor: 4000,
      currency: 'USD',
    });
    expect(failed.statusCode).toBe(200);
    expect((await kit.create(preOrder(flight, cart))).statusCode).toBe(200);
  });

  it('counts open orders per sector one after the other when two arrive at once', async () => {
    const item = await kit.newItem({ stock: 10 });
    const flight = await kit.newFlight(3 * DAY, []);
    const line = [{ itemId: item, quantity: 1 }];
    const answers = await Promise.all([1, 2, 3, 4].map(() => kit.create(preOrder(flight, line))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 422, 422]);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE ticket_number = ${flight.details.ticketNumber}`,
    );
    expect(row!.n).toBe(2);
  });
});
