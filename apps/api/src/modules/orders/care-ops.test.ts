import { randomUUID } from 'node:crypto';
import { opsApi } from '@dfs/contract/ops/paths';
import { Privilege } from '@dfs/contract/privileges';
import { toIsoWithOffset } from '@dfs/domain/local-time';
import { PaymentStatus as P, OrderRequestStatus as S } from '@dfs/domain/order-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { type SignedInCustomer, signInCustomer } from '../../test/customer-session';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { gatewayProbe, preOrderKit } from '../preorders/preorders-test-kit';

const DAY = 24 * 60 * 60 * 1000;

describe('customer care', () => {
  let t: TestApp;
  let kit: ReturnType<typeof preOrderKit>;
  let care: { authorization: string; staffId: number };
  let traveller: SignedInCustomer;
  const probe = gatewayProbe();

  beforeAll(async () => {
    t = await createTestApp({ paymentGateway: probe.wrap });
    kit = preOrderKit(t);
    care = await signInStaff(t, 'care');
    traveller = await signInCustomer(t, 'traveller');
  });
  afterAll(() => t?.close());

  const get = (path: string, query: string) =>
    t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: { authorization: care.authorization } });
  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: path, headers: { authorization: care.authorization }, payload });
  const refund = (id: number, requestId = randomUUID(), reason = 'Traveller missed the flight') =>
    post(opsApi.orderRefund.path, { id, requestId, reason });
  const detail = async (id: number) => (await get(opsApi.orderGetDetail.path, `id=${id}`)).json();

  async function paidCardOrder(email = `care-${randomUUID().slice(0, 8)}@example.com`) {
    const item = await kit.newItem({ stock: 10, price: 40 });
    const flight = await kit.newFlight(3 * DAY);
    const placed = (
      await kit.create(
        kit.body(flight, [{ itemId: item, quantity: 2 }], {
          paymentOption: 1,
          guest: { ...kit.guest, email },
        }),
      )
    ).json();
    const paid = await kit.payOnSandbox(placed.paymentRedirectUrl, {
      action: 'pay',
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.statusCode).toBe(303);
    return { item, flight, placed, email };
  }

  const refundsAtGateway = (ref: string) =>
    t.app.sandboxGateway.operations.filter((o) => o.kind === 'refund' && o.providerRef === ref).length;

  it('finds orders by code, e-mail, ticket and flight, paged, and wants exactly one criterion', async () => {
    const first = await paidCardOrder();
    const second = await kit.create(
      kit.body(first.flight, [{ itemId: first.item, quantity: 1 }], {
        guest: { ...kit.guest, email: first.email.toUpperCase() },
      }),
    );
    expect(second.statusCode).toBe(200);
    const byEmail = (await get(opsApi.orderSearch.path, `email=${first.email}&pageSize=1`)).json();
    expect(byEmail).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(byEmail.rows).toHaveLength(1);
    expect(byEmail.rows[0]).toMatchObject({
      orderCode: second.json().orderCode,
      email: first.email.toUpperCase(),
    });
    const page2 = (await get(opsApi.orderSearch.path, `email=${first.email}&pageSize=1&page=2`)).json();
    expect(page2.rows[0].orderCode).toBe(first.placed.orderCode);

    const byCode = (
      await get(opsApi.orderSearch.path, `code=${first.placed.orderCode.toLowerCase()}`)
    ).json();
    expect(byCode.rows.map((r: { id: number }) => r.id)).toEqual([first.placed.id]);
    expect(byCode.rows[0]).toMatchObject({ currency: 'USD', total: 80, customerName: 'Hana Girma' });
    const byTicket = (await get(opsApi.orderSearch.path, `ticket=${first.flight.ticketNumber}`)).json();
    expect(byTicket.total).toBe(2);
    const day = first.flight.departureDate.slice(0, 10);
    const byFlight = (
      await get(opsApi.orderSearch.path, `flightNumber=${first.flight.flightNumber}&flightDate=${day}`)
    ).json();
    expect(byFlight.total).toBe(2);

    for (const bad of [
      '',
      `code=${first.placed.orderCode}&email=${first.email}`,
      'email=nope',
      'pageSize=500&code=AB',
    ]) {
      const response = await get(opsApi.orderSearch.path, bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('refunds a paid card order once, even on a double click or a retry, and 409s a second refund', async () => {
    const { item, placed } = await paidCardOrder();
    const ref = (await kit.payment(placed.id)).provider_ref;
    expect(await kit.stockOf(item)).toBe(8);
    const requestId = randomUUID();
    const [a, b] = await Promise.all([refund(placed.id, requestId), refund(placed.id, requestId)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().detail.order).toMatchObject({
      orderRequestStatus: S.Cancelled,
      paymentStatus: P.Refunded,
    });
    const retried = await refund(placed.id, requestId);
    expect(retried.statusCode).toBe(200);
    const again = await refund(placed.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/refunded already/);

    await t.app.dispatchOutbox();
    await t.app.dispatchOutbox();
    expect(refundsAtGateway(ref)).toBe(1);
    expect(probe.refundCalls.get(ref)).toBe(1);
    expect(await kit.stockOf(item)).toBe(10);
    expect((await kit.payment(placed.id)).status).toBe('cancelled');

    const shown = await detail(placed.id);
    expect(shown.history.map((h: { event: string; actor: string }) => `${h.event}:${h.actor}`)).toEqual([
      'placed:guest',
      'paymentSucceeded:gateway',
      'cancel:staff',
    ]);
    expect(shown.history[2]).toMatchObject({
      staffId: care.staffId,
      staffName: 'Samuel Tadesse',
      fromStatus: S.Confirmed,
      toStatus: S.Cancelled,
      paymentStatus: P.Refunded,
      note: 'Traveller missed the flight',
    });
    expect(shown.actions).toMatchObject({ refund: false, replace: false });
    const audit = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'order' AND entity_id = ${String(placed.id)}`,
    );
    expect(audit[0]!.n).toBe(1);

    // The traveller's own page says so.
    const own = await t.app.inject({
      method: 'GET',
      url: `/PreOrder/api/V1.0/PreOrder/GetOrderByCode?orderCode=${placed.orderCode}&token=${placed.viewToken}`,
      headers: await t.headers(Privilege.PreOrderAccess),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ orderRequestStatus: S.Cancelled, paymentStatus: P.Refunded });
  });

  it('lets one of two agents refunding at once win; the other gets 409; money goes back once', async () => {
    const { item, placed } = await paidCardOrder();
    const ref = (await kit.payment(placed.id)).provider_ref;
    const answers = await Promise.all([refund(placed.id), refund(placed.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    await t.app.dispatchOutbox();
    expect(refundsAtGateway(ref)).toBe(1);
    expect(await kit.stockOf(item)).toBe(10);
    const history = (await detail(placed.id)).history;
    expect(history.filter((h: { actor: string }) => h.actor === 'staff')).toHaveLength(1);
  });

  it('records the clock expiring an unpaid card order in its history', async () => {
    const item = await kit.newItem({ stock: 4, price: 40 });
    const flight = await kit.newFlight(3 * DAY);
    const placed = (
      await kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }], { paymentOption: 1 }))
    ).json();
    t.clock.advance(31 * 60 * 1000);
    try {
      expect(await t.app.sweepExpiredHolds()).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.advance(-31 * 60 * 1000);
    }
    const history = (await detail(placed.id)).history;
    expect(history.map((h: { event: string; actor: string }) => `${h.event}:${h.actor}`)).toEqual([
      'placed:guest',
      'holdExpired:clock',
    ]);
    expect(await kit.stockOf(item)).toBe(4);
  });

  it('gives miles back through the ledger and refuses a request id reused on another order', async () => {
    const item = await kit.newItem({ stock: 5, miles: 1000 });
    const flight = await kit.newFlight(4 * DAY);
    const memberId = traveller.loyaltyMemberId!;
    const before = await kit.milesOf(memberId);
    const placed = (
      await kit.create(
        kit.body(flight, [{ itemId: item, quantity: 2 }], { paymentOption: 3, guest: undefined }),
        await traveller.headers(Privilege.PreOrderAccess),
      )
    ).json();
    expect((await kit.milesOf(memberId)).balance).toBe(before.balance - 2000);
    const requestId = randomUUID();
    expect((await refund(placed.id, requestId)).statusCode).toBe(200);
    const after = await kit.milesOf(memberId);
    expect(after).toEqual(before);
    expect(after.balance).toBe(after.ledger);
    expect(await kit.stockOf(item)).toBe(5);
    const other = await kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }]));
    expect((await refund(other.json().id, requestId)).statusCode).toBe(409);
    expect((await kit.order(other.json().id)).order_request_status).toBe(S.Confirmed);
  });

  /** A cash order handed over `daysAgo` days ago (the crew's hand-over, as the database holds it). */
  async function handedOver(daysAgo: number) {
    const item = await kit.newItem({ stock: 10, price: 30 });
    const flight = await kit.newFlight(3 * DAY);
    const placed = (await kit.create(kit.body(flight, [{ itemId: item, quantity: 2 }]))).json();
    const departed = new Date(t.clock.now().getTime() - daysAgo * DAY).toISOString();
    await queryRows(
      t.database.db,
      sql`UPDATE orders SET order_request_status = ${S.HandedOver}, payment_status = ${P.Paid},
            departure_date = ${departed} WHERE id = ${placed.id} RETURNING id`,
    );
    return { item, placed };
  }

  it('records a no-charge replacement on a later flight within 7 days, and refuses it after', async () => {
    const { item, placed } = await handedOver(2);
    expect(await kit.stockOf(item)).toBe(8);
    const later = await kit.newFlight(3 * DAY);
    const body = {
      id: placed.id,
      requestId: randomUUID(),
      reason: 'Bottle arrived cracked',
      flightNumber: later.flightNumber,
      // The flight's day where it departs (Addis Ababa, UTC+3): after 21:00 UTC it is the next day.
      departureDate: toIsoWithOffset(new Date(later.departureDate), 'Africa/Addis_Ababa').slice(0, 10),
      origin: later.origin,
      destination: later.destination,
    };
    const response = await post(opsApi.orderReplace.path, body);
    expect(response.statusCode, response.body).toBe(200);
    const { detail: shown, replacementCode } = response.json();
    expect(shown.order.orderRequestStatus).toBe(S.Replaced);
    expect(shown.replacements).toEqual([{ id: expect.any(Number), orderCode: replacementCode }]);
    expect(await kit.stockOf(item)).toBe(6);
    const replacement = await detail(shown.replacements[0].id);
    expect(replacement.order).toMatchObject({
      total: 0,
      orderRequestStatus: S.Confirmed,
      paymentStatus: P.Paid,
      flightNumber: later.flightNumber,
      replacesOrderCode: placed.orderCode,
    });
    expect(replacement.order.lines).toEqual([
      expect.objectContaining({ itemId: item, quantity: 2, totalPrice: 0 }),
    ]);
    expect(replacement.history[0]).toMatchObject({ event: 'placed', actor: 'staff', staffId: care.staffId });
    // The same request again answers; nothing more is taken.
    const retried = await post(opsApi.orderReplace.path, body);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().replacementCode).toBe(replacementCode);
    expect(await kit.stockOf(item)).toBe(6);

    const old = await handedOver(8);
    const late = await post(opsApi.orderReplace.path, {
      ...body,
      id: old.placed.id,
      requestId: randomUUID(),
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toMatch(/7 days/);
    expect((await kit.order(old.placed.id)).order_request_status).toBe(S.HandedOver);
    expect(await kit.stockOf(old.item)).toBe(8);
    const notHanded = await kit.create(kit.body(later, [{ itemId: item, quantity: 1 }]));
    const early = await post(opsApi.orderReplace.path, {
      ...body,
      id: notHanded.json().id,
      requestId: randomUUID(),
    });
    expect(early.statusCode).toBe(409);
  });

  it('refunds a handed-over order without touching stock, once', async () => {
    const { item, placed } = await handedOver(1);
    const response = await refund(placed.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().detail.order).toMatchObject({
      orderRequestStatus: S.RefundedByStaff,
      paymentStatus: P.Refunded,
    });
    expect(await kit.stockOf(item)).toBe(8);
    expect((await refund(placed.id)).statusCode).toBe(409);
  });

  it('sends an order e-mail again, audited', async () => {
    const { placed, email } = await paidCardOrder();
    const before = (await t.outbox()).length;
    const response = await post(opsApi.orderResendMail.path, { id: placed.id, kind: 'confirmation' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ queued: true, to: email });
    const mails = (await t.outbox()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(placed.orderCode);
    expect((await post(opsApi.orderResendMail.path, { id: 2_000_000_000, kind: 'refund' })).statusCode).toBe(
      404,
    );
    expect((await post(opsApi.orderResendMail.path, { id: placed.id, kind: 'spam' })).statusCode).toBe(400);
    // Issue 46: never "you were refunded" for an order that was not; the view offers the state's e-mails.
    const refund = await post(opsApi.orderResendMail.path, { id: placed.id, kind: 'refund' });
    expect(refund.statusCode, refund.body).toBe(422);
    expect(refund.json().message).toContain('does not match this order');
    expect((await t.outbox()).slice(before)).toHaveLength(1);
    expect((await detail(placed.id)).actions.mails).toEqual(['confirmation', 'change']);
  });

  it('reports sales per day, flight, route, currency, items and promotions, with a CSV export', async () => {
    const { item, flight, placed } = await paidCardOrder();
    const today = t.clock.now().toISOString().slice(0, 10);
    const response = await get(opsApi.reportSales.path, `from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    const usd = report.byCurrency.find((r: { currency: string }) => r.currency === 'USD');
    expect(usd.orders).toBeGreaterThanOrEqual(1);
    expect(report.byFlight).toContainEqual(
      expect.objectContaining({
        flightNumber: flight.flightNumber,
        orders: 1,
        gross: 80,
        refunded: 0,
        net: 80,
      }),
    );
    expect(report.byDay.some((d: { day: string }) => d.day === today)).toBe(true);
    expect(report.byRoute.some((r: { origin: string }) => r.origin === 'ADD')).toBe(true);
    expect(report.handOver.rate).toBeGreaterThanOrEqual(0);

    await refund(placed.id);
    const refunded = (await get(opsApi.reportSales.path, `from=${today}&to=${today}`)).json();
    expect(refunded.byFlight).toContainEqual(
      expect.objectContaining({ flightNumber: flight.flightNumber, gross: 80, refunded: 80, net: 0 }),
    );
    expect(refunded.topItems).toContainEqual(
      expect.objectContaining({ itemId: item, quantity: 2, orders: 1 }),
    );

    const csv = await get(opsApi.reportExport.path, `from=${today}&to=${today}&section=flight`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe('flightNumber,departureDay,currency,orders,gross,refunded,net');
    expect(csv.body).toContain(`${flight.flightNumber},`);

    for (const bad of [`from=${today}`, `from=2026-12-02&to=2026-12-01`, 'from=2024-01-01&to=2026-01-01']) {
      expect((await get(opsApi.reportSales.path, bad)).statusCode, bad).toBe(400);
    }
  });
});
