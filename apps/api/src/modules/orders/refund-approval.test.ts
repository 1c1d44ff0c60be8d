import { randomUUID } from 'node:crypto';
import { opsApi } from '@dfs/contract/ops/paths';
import { toIsoWithOffset } from '@dfs/domain/local-time';
import { PaymentStatus as P, OrderRequestStatus as S } from '@dfs/domain/order-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { gatewayProbe, preOrderKit } from '../preorders/preorders-test-kit';

const DAY = 24 * 60 * 60 * 1000;
type Staff = { authorization: string; staffId: number };

describe('four eyes on refunds (issue 42 point 5)', () => {
  let t: TestApp;
  let kit: ReturnType<typeof preOrderKit>;
  let agent: Staff;
  let second: Staff;
  let admin: Staff;
  const probe = gatewayProbe();

  beforeAll(async () => {
    t = await createTestApp({ paymentGateway: probe.wrap });
    kit = preOrderKit(t);
    agent = await signInStaff(t, 'care');
    admin = await signInStaff(t, 'admin');
    // A second care agent, made by the admin through the console's own call.
    const made = await t.app.inject({
      method: 'POST',
      url: opsApi.staffCreate.path,
      headers: { authorization: admin.authorization },
      payload: {
        username: 'care.two',
        displayName: 'Hiwot Alemu',
        roles: ['care'],
        password: 'second agent pass 42',
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: opsApi.staffSignIn.path,
      payload: { username: 'care.two', password: 'second agent pass 42' },
    });
    second = { authorization: `Bearer ${signedIn.json().token}`, staffId: signedIn.json().staff.id };
  });
  afterAll(() => t?.close());

  const post = (by: Staff, path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: path, headers: { authorization: by.authorization }, payload });
  const refund = (id: number, requestId = randomUUID(), by = agent) =>
    post(by, opsApi.orderRefund.path, { id, requestId, reason: 'Traveller asked for the money back' });
  const approve = (id: number, by: Staff) => post(by, opsApi.orderRefundApprove.path, { id });
  const reject = (id: number, by: Staff) =>
    post(by, opsApi.orderRefundReject.path, { id, note: 'Goods replaced already' });
  const detail = async (id: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${opsApi.orderGetDetail.path}?id=${id}`,
        headers: { authorization: agent.authorization },
      })
    ).json();
  const moneyBack = (ref: string) =>
    t.app.sandboxGateway.operations.filter(
      (o) => (o.kind === 'refund' || o.kind === 'void') && o.providerRef === ref,
    ).length;
  const auditOf = (entity: string, id: number) =>
    queryRows<{ staff_id: number; after: { status?: string } }>(
      t.database.db,
      sql`SELECT staff_id, after FROM audit_log WHERE entity = ${entity} AND entity_id = ${String(id)} ORDER BY id`,
    );

  /** A card order, paid, handed over yesterday; `price` a unit (two units bought). */
  async function handedOverCardOrder(price = 40) {
    const item = await kit.newItem({ stock: 10, price });
    const flight = await kit.newFlight(3 * DAY);
    const placed = (
      await kit.create(kit.body(flight, [{ itemId: item, quantity: 2 }], { paymentOption: 1 }))
    ).json();
    const paid = await kit.payOnSandbox(placed.paymentRedirectUrl, {
      action: 'pay',
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.statusCode).toBe(303);
    const departed = new Date(t.clock.now().getTime() - DAY).toISOString();
    await queryRows(
      t.database.db,
      sql`UPDATE orders SET order_request_status = ${S.HandedOver}, departure_date = ${departed}
          WHERE id = ${placed.id} RETURNING id`,
    );
    return { item, placed, ref: (await kit.payment(placed.id)).provider_ref as string };
  }

  /** The same order replaced free of charge by the first agent, on a later flight. */
  async function replaced() {
    const order = await handedOverCardOrder();
    const later = await kit.newFlight(3 * DAY);
    const response = await post(agent, opsApi.orderReplace.path, {
      id: order.placed.id,
      requestId: randomUUID(),
      reason: 'Bottle arrived cracked',
      flightNumber: later.flightNumber,
      departureDate: toIsoWithOffset(new Date(later.departureDate), 'Africa/Addis_Ababa').slice(0, 10),
      origin: later.origin,
      destination: later.destination,
    });
    expect(response.statusCode, response.body).toBe(200);
    return order;
  }

  it('records a refund after a replacement as pending: no money moves, the agent cannot approve it', async () => {
    const { placed, ref } = await replaced();
    const requestId = randomUUID();
    const [asked, clicked] = await Promise.all([refund(placed.id, requestId), refund(placed.id, requestId)]);
    expect([asked.statusCode, clicked.statusCode]).toEqual([202, 202]);
    const request = asked.json().refundRequest;
    expect(request).toMatchObject({ status: 'pending', cause: 'replaced', requestedBy: agent.staffId });
    expect(clicked.json().refundRequest.id).toBe(request.id);
    expect(asked.json().detail.order).toMatchObject({
      orderRequestStatus: S.Replaced,
      paymentStatus: P.Paid,
    });
    expect(asked.json().detail.actions.refund).toBe(false);
    // Another request while one waits is refused.
    expect((await refund(placed.id)).statusCode).toBe(409);

    const own = await approve(request.id, agent);
    expect(own.statusCode).toBe(403);
    expect((await reject(request.id, agent)).statusCode).toBe(403);
    await t.app.dispatchOutbox();
    expect(moneyBack(ref)).toBe(0);
    expect((await kit.order(placed.id)).payment_status).toBe(P.Paid);

    const listed = await t.app.inject({
      method: 'GET',
      url: opsApi.orderRefundRequests.path,
      headers: { authorization: second.authorization },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().rows).toContainEqual(
      expect.objectContaining({ id: request.id, orderCode: placed.orderCode, amount: 80, currency: 'USD' }),
    );
    const shown = await detail(placed.id);
    expect(shown.history.at(-1)).toMatchObject({ event: 'refundRequested', staffId: agent.staffId });
    expect(await auditOf('refund-request', request.id)).toEqual([
      expect.objectContaining({
        staff_id: agent.staffId,
        after: expect.objectContaining({ status: 'pending' }),
      }),
    ]);
  });

  it('refunds once when another staff member approves, even on a double click', async () => {
    const { placed, ref } = await replaced();
    const request = (await refund(placed.id)).json().refundRequest;
    const [first, again] = await Promise.all([approve(request.id, second), approve(request.id, second)]);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(first.json().detail.order).toMatchObject({
      orderRequestStatus: S.RefundedByStaff,
      paymentStatus: P.Refunded,
    });
    expect(first.json().refundRequest).toMatchObject({ status: 'approved', decidedBy: second.staffId });
    expect((await approve(request.id, second)).statusCode).toBe(200);
    await t.app.dispatchOutbox();
    await t.app.dispatchOutbox();
    expect(moneyBack(ref)).toBe(1);
    expect((await refund(placed.id)).statusCode).toBe(409);

    const events = (await detail(placed.id)).history.map(
      (h: { event: string; staffId: number | null }) => `${h.event}:${h.staffId}`,
    );
    expect(events.slice(-3)).toEqual([
      `refundRequested:${agent.staffId}`,
      `refundApproved:${second.staffId}`,
      `staffRefund:${second.staffId}`,
    ]);
    expect((await auditOf('refund-request', request.id)).map((a) => [a.staff_id, a.after.status])).toEqual([
      [agent.staffId, 'pending'],
      [second.staffId, 'approved'],
    ]);
    // The schema itself refuses a decision by the requester.
    await expect(
      queryRows(
        t.database.db,
        sql`UPDATE refund_requests SET decided_by = requested_by WHERE id = ${request.id} RETURNING id`,
      ),
    ).rejects.toThrow();
  });

  it('runs one refund when two staff members approve at once', async () => {
    const { placed, ref } = await replaced();
    const request = (await refund(placed.id)).json().refundRequest;
    const answers = await Promise.all([approve(request.id, second), approve(request.id, admin)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    await t.app.dispatchOutbox();
    await t.app.dispatchOutbox();
    expect(moneyBack(ref)).toBe(1);
    const history = (await detail(placed.id)).history as { event: string }[];
    expect(history.filter((h) => h.event === 'staffRefund')).toHaveLength(1);
    expect(history.filter((h) => h.event === 'refundApproved')).toHaveLength(1);
  });

  it('moves nothing when the request is rejected', async () => {
    const { item, placed, ref } = await replaced();
    const stock = await kit.stockOf(item);
    const request = (await refund(placed.id)).json().refundRequest;
    const rejected = await reject(request.id, second);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().refundRequest).toMatchObject({
      status: 'rejected',
      decisionNote: 'Goods replaced already',
    });
    expect((await reject(request.id, second)).statusCode).toBe(200);
    expect((await approve(request.id, admin)).statusCode).toBe(409);
    await t.app.dispatchOutbox();
    expect(moneyBack(ref)).toBe(0);
    expect(await kit.stockOf(item)).toBe(stock);
    expect(await kit.order(placed.id)).toMatchObject({
      order_request_status: S.Replaced,
      payment_status: P.Paid,
    });
    expect((await detail(placed.id)).history.at(-1)).toMatchObject({
      event: 'refundRejected',
      staffId: second.staffId,
    });
    expect((await approve(999_999, second)).statusCode).toBe(404);
  });

  it('asks for a second approval above the airline’s limit, and refunds a small order at once as before', async () => {
    const big = await handedOverCardOrder(300);
    const asked = await refund(big.placed.id);
    expect(asked.statusCode).toBe(202);
    expect(asked.json().refundRequest).toMatchObject({ cause: 'amount', amount: 600 });

    const small = await handedOverCardOrder(40);
    const done = await refund(small.placed.id);
    expect(done.statusCode).toBe(200);
    expect(done.json().refundRequest).toBeUndefined();
    expect(done.json().detail.order).toMatchObject({ paymentStatus: P.Refunded });
    await t.app.dispatchOutbox();
    expect(moneyBack(small.ref)).toBe(1);
    expect(moneyBack(big.ref)).toBe(0);
  });
});
