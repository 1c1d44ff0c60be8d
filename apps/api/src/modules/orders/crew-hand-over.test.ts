import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { opsApi } from '@dfs/contract/ops/paths';
import { Privilege } from '@dfs/contract/privileges';
import { encodeClaims, proofToken } from '@dfs/domain/order-proof';
import { PaymentStatus as P, OrderRequestStatus as S } from '@dfs/domain/order-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { type SignedInCustomer, signInCustomer } from '../../test/customer-session';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preOrderKit } from '../preorders/preorders-test-kit';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('crew hand-over', () => {
  let t: TestApp;
  let kit: ReturnType<typeof preOrderKit>;
  let crew: { authorization: string };
  let station: { authorization: string };
  let traveller: SignedInCustomer;

  beforeAll(async () => {
    t = await createTestApp();
    kit = preOrderKit(t);
    crew = await signInStaff(t, 'crew');
    station = await signInStaff(t, 'station');
    traveller = await signInCustomer(t, 'traveller');
  });
  afterAll(() => t?.close());

  const flightIdOf = async (flightNumber: string) =>
    (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`SELECT id FROM flights WHERE flight_number = ${flightNumber}`,
      )
    )[0]!.id;

  /** A cash-on-board pre-order on a new flight, as its page shows it (with its proof). */
  async function placed(
    options: { stock?: number; body?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    const item = await kit.newItem({ stock: options.stock ?? 10, price: 30 });
    const flight = await kit.newFlight(3 * DAY);
    const response = await kit.create(
      kit.body(flight, [{ itemId: item, quantity: 2 }], options.body),
      options.headers,
    );
    expect(response.statusCode).toBe(200);
    const order = response.json();
    const view = await t.app.inject({
      url: `/PreOrder/api/V1.0/PreOrder/GetOrderByCode?orderCode=${order.orderCode}&token=${order.viewToken}`,
      headers: await t.headers(Privilege.PreOrderAccess),
    });
    return { item, flight, flightId: await flightIdOf(flight.flightNumber), order, view: view.json() };
  }

  const handOver = (payload: Record<string, unknown>, as = crew) =>
    t.app.inject({ method: 'POST', url: opsApi.orderHandOver.path, headers: as, payload });

  const handOverRows = async (orderCode: string) =>
    queryRows<{ counted: boolean; flagged: boolean; cash_taken_minor: number | null }>(
      t.database.db,
      sql`SELECT h.counted, h.flagged, h.cash_taken_minor FROM hand_overs h
          JOIN orders o ON o.id = h.order_id WHERE o.order_code = ${orderCode} ORDER BY h.id`,
    );

  /** The webhook events recorded for an order (decision record 026), oldest first. */
  const eventsOf = async (orderCode: string) =>
    (
      await queryRows<{ type: string }>(
        t.database.db,
        sql`SELECT payload->>'type' AS type FROM event_outbox WHERE topic = 'webhook.order'
            AND payload->'data'->>'orderCode' = ${orderCode} ORDER BY id`,
      )
    ).map((r) => r.type);

  it('serves the public key the manifest carries, and a manifest with names, seats, lines and cash', async () => {
    const { flightId, order } = await placed();
    const key = await t.app.inject({ url: opsApi.proofPublicKey.path, headers: crew });
    expect(key.statusCode).toBe(200);
    expect(key.json()).toMatchObject({ algorithm: 'Ed25519' });
    const manifest = await t.app.inject({
      url: `${opsApi.flightGetManifest.path}?flightId=${flightId}`,
      headers: crew,
    });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json().publicKey).toBe(key.json().publicKey);
    expect(manifest.json().orders).toEqual([
      expect.objectContaining({
        orderCode: order.orderCode,
        seat: '12A',
        passengerName: 'Hana Girma',
        currency: 'USD',
        total: 60,
        cashToCollect: 60,
        lines: [expect.objectContaining({ quantity: 2, isFree: false })],
        handedOverAt: null,
      }),
    ]);
    const flights = await t.app.inject({ url: opsApi.flightGetForCrew.path, headers: crew });
    expect(flights.json().flights).toContainEqual(expect.objectContaining({ id: flightId, orders: 1 }));
    const later = await kit.newFlight(8 * DAY);
    const listed = (await t.app.inject({ url: opsApi.flightGetForCrew.path, headers: crew })).json().flights;
    expect(listed).not.toContainEqual(expect.objectContaining({ flightNumber: later.flightNumber }));
    expect(
      (await t.app.inject({ url: `${opsApi.flightGetManifest.path}?flightId=999999999`, headers: crew }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `${opsApi.flightGetManifest.path}?flightId=x`, headers: crew })).statusCode,
    ).toBe(400);
  });

  it('refuses a forged, an edited and an other-flight proof with 422, and changes nothing', async () => {
    const { flightId, view, order } = await placed();
    const other = await placed();
    const [, encoded, signature] = (view.proof as string).split('.');
    const claims = JSON.parse(Buffer.from(encoded!, 'base64url').toString('utf8'));
    const forger = generateKeyPairSync('ed25519');
    const forgedClaims = encodeClaims(claims);
    const forged = proofToken(forgedClaims, sign(null, Buffer.from(forgedClaims), forger.privateKey));
    const edited = `DFSP1.${encodeClaims({ ...claims, s: '1A' })}.${signature}`;
    for (const [proof, key] of [
      [forged, 'api.crew.proofRefused'],
      [edited, 'api.crew.proofRefused'],
      ['not a proof at all', 'api.crew.proofRefused'],
    ] as const) {
      const response = await handOver({ clientId: randomUUID(), flightId, proof, outcome: 'handedOver' });
      expect(response.statusCode, proof.slice(0, 30)).toBe(422);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().messageKey ?? key).toBe(key);
    }
    // A genuine proof scanned on another flight; the order's code typed on another flight.
    const wrongFlight = await handOver({
      clientId: randomUUID(),
      flightId: other.flightId,
      proof: view.proof,
      outcome: 'handedOver',
    });
    expect(wrongFlight.statusCode).toBe(422);
    const typed = await handOver({
      clientId: randomUUID(),
      flightId: other.flightId,
      orderCode: order.orderCode,
      outcome: 'handedOver',
    });
    expect(typed.statusCode).toBe(422);
    expect(await handOverRows(order.orderCode)).toEqual([]);
    expect((await kit.order(order.id)).order_request_status).toBe(S.Confirmed);
    const bad = await handOver({ clientId: randomUUID(), flightId, outcome: 'handedOver' });
    expect(bad.statusCode).toBe(400);
  });

  it('records one hand-over for a sync replayed three times, and takes the cash once', async () => {
    const { flightId, view, order, item } = await placed();
    const request = {
      clientId: randomUUID(),
      flightId,
      proof: view.proof,
      outcome: 'handedOver',
      cashTaken: 60,
    };
    // Three replays at once (a sync retried while the first was still on its way), then one more.
    const answers = await Promise.all([handOver(request), handOver(request), handOver(request)]);
    answers.push(await handOver(request));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(answers[0]!.json()).toMatchObject({
      counted: true,
      flagged: false,
      orderRequestStatus: S.HandedOver,
    });
    for (const answer of answers) expect(answer.json()).toEqual(answers[0]!.json());
    expect(await handOverRows(order.orderCode)).toEqual([
      { counted: true, flagged: false, cash_taken_minor: 6000 },
    ]);
    const row = await kit.order(order.id);
    expect(row).toMatchObject({ order_request_status: S.HandedOver, payment_status: P.Paid });
    expect(await kit.stockOf(item)).toBe(8);
    expect((await eventsOf(order.orderCode)).filter((e) => e === 'order.handedOver')).toHaveLength(1);
    // The same client id naming another order is a 409, never a second record.
    const other = await placed();
    const reused = await handOver({ ...request, flightId: other.flightId, proof: other.view.proof });
    expect(reused.statusCode).toBe(409);
    const audit = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'handOver'
          AND after->>'orderCode' = ${order.orderCode}`,
    );
    expect(audit[0]!.n).toBe(1);
    // The order's history names the hand-over once, by a staff member.
    const history = await queryRows<{ event: string; actor: string; staff_id: number | null }>(
      t.database.db,
      sql`SELECT event, actor, staff_id FROM order_history WHERE order_id = ${order.id} ORDER BY id`,
    );
    expect(history.filter((h) => h.event === 'handOver')).toEqual([
      { event: 'handOver', actor: 'staff', staff_id: expect.any(Number) },
    ]);
  });

  it('flags the same order handed over on a second device for the station, never counting it twice', async () => {
    const { flightId, view, order } = await placed();
    const first = await handOver({
      clientId: randomUUID(),
      flightId,
      proof: view.proof,
      outcome: 'handedOver',
    });
    const second = await handOver({
      clientId: randomUUID(),
      flightId,
      orderCode: order.orderCode,
      outcome: 'handedOver',
    });
    expect(first.json()).toMatchObject({ counted: true, flagged: false });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ counted: false, flagged: true, orderRequestStatus: S.HandedOver });
    expect((await handOverRows(order.orderCode)).filter((r) => r.counted)).toHaveLength(1);
    const flagged = await t.app.inject({
      url: `${opsApi.handOverGetFlagged.path}?flightId=${flightId}`,
      headers: station,
    });
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json().flagged).toEqual([
      expect.objectContaining({ orderCode: order.orderCode, outcome: 'handedOver', staffName: 'Liya Girma' }),
    ]);
    expect((await t.app.inject({ url: opsApi.handOverGetFlagged.path, headers: crew })).statusCode).toBe(403);
  });

  it('refuses the customer’s cancel after the hand-over; the order page says when it was handed over', async () => {
    const { flightId, order } = await placed();
    const refused = await handOver({
      clientId: randomUUID(),
      flightId,
      orderCode: order.orderCode,
      outcome: 'refusedNoId',
    });
    expect(refused.json()).toMatchObject({ counted: false, orderRequestStatus: S.Confirmed });
    await handOver({
      clientId: randomUUID(),
      flightId,
      orderCode: order.orderCode.toLowerCase(),
      outcome: 'partlyHandedOver',
      recordedAt: '2030-01-01T10:00:00.000Z',
    });
    const cancel = await kit.cancel(order);
    expect(cancel.statusCode).toBe(409);
    const view = await t.app.inject({
      url: `/PreOrder/api/V1.0/PreOrder/GetOrderByCode?orderCode=${order.orderCode}&token=${order.viewToken}`,
      headers: await t.headers(Privilege.PreOrderAccess),
    });
    expect(view.json()).toMatchObject({ orderRequestStatus: S.HandedOver, canChange: false });
    expect(view.json().handedOverAt).toMatch(/^2030-01-01T1\d:00:00/);
  });

  it('closes orders not collected after the flight: stock, miles and card money back, e-mail sent', async () => {
    const cash = await placed();
    const headers = await traveller.headers(Privilege.PreOrderAccess);
    const miles = await placed({ body: { paymentOption: 3, guest: undefined }, headers });
    const card = await placed({ body: { paymentOption: 1 } });
    await kit.payOnSandbox(card.order.paymentRedirectUrl, { action: 'pay', cardNumber: '4242424242424242' });
    expect((await kit.order(card.order.id)).order_request_status).toBe(S.Confirmed);
    const handed = await placed();
    await handOver({
      clientId: randomUUID(),
      flightId: handed.flightId,
      proof: handed.view.proof,
      outcome: 'handedOver',
    });
    const milesBefore = await kit.milesOf(traveller.loyaltyMemberId!);
    expect(await kit.stockOf(cash.item)).toBe(8);
    expect(await t.app.sweepNotCollected()).toBe(0);

    t.clock.advance(4 * DAY + HOUR);
    const mailsBefore = (await t.outbox()).length;
    expect(await t.app.sweepNotCollected()).toBeGreaterThanOrEqual(3);
    await t.app.dispatchOutbox();
    expect(await kit.order(card.order.id)).toMatchObject({
      order_request_status: S.NotCollected,
      payment_status: P.Refunded,
    });
    const payment = await kit.payment(card.order.id);
    expect(
      t.app.sandboxGateway.operations.filter(
        (o) => o.kind === 'refund' && o.providerRef === payment.provider_ref,
      ),
    ).toHaveLength(1);
    expect(await kit.stockOf(card.item)).toBe(10);
    expect(await kit.order(cash.order.id)).toMatchObject({
      order_request_status: S.NotCollected,
      payment_status: P.Unpaid,
    });
    expect(await kit.order(miles.order.id)).toMatchObject({
      order_request_status: S.NotCollected,
      payment_status: P.Refunded,
    });
    expect((await kit.order(handed.order.id)).order_request_status).toBe(S.HandedOver);
    const closedHistory = await queryRows<{ event: string; actor: string }>(
      t.database.db,
      sql`SELECT event, actor FROM order_history WHERE order_id = ${cash.order.id} AND event = 'notCollected'`,
    );
    expect(closedHistory).toEqual([{ event: 'notCollected', actor: 'clock' }]);
    expect(await kit.stockOf(cash.item)).toBe(10);
    expect(await kit.stockOf(miles.item)).toBe(10);
    expect(await eventsOf(cash.order.orderCode)).toContain('order.notCollected');
    expect(await eventsOf(miles.order.orderCode)).toEqual(
      expect.arrayContaining(['order.notCollected', 'order.refunded']),
    );
    expect(await kit.stockOf(handed.item)).toBe(8);
    const milesAfter = await kit.milesOf(traveller.loyaltyMemberId!);
    expect(milesAfter.balance).toBe(milesBefore.balance + miles.order.summary.totalMiles);
    expect(milesAfter.balance).toBe(milesAfter.ledger);
    const mails = (await t.outbox()).slice(mailsBefore).join('\n');
    expect(mails).toContain(cash.order.orderCode);
    expect(mails).toContain('was not collected');
    // Once closed, a sweep again finds nothing and a late hand-over is a 409.
    expect(await t.app.sweepNotCollected()).toBe(0);
    crew = await signInStaff(t, 'crew');
    const late = await handOver({
      clientId: randomUUID(),
      flightId: cash.flightId,
      orderCode: cash.order.orderCode,
      outcome: 'handedOver',
    });
    expect(late.statusCode).toBe(409);
  });
});
