import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { opsApi } from '@dfs/contract/ops/paths';
import { Privilege } from '@dfs/contract/privileges';
import { encodeClaims, proofToken } from '@dfs/domain/order-proof';
import { PaymentStatus as P, OrderRequestStatus as S } from '@dfs/domain/order-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crewKit, DAY, HOUR } from './crew-test-kit';

describe('crew hand-over', () => {
  let t: TestApp;
  let crewTest: ReturnType<typeof crewKit>;

  beforeAll(async () => {
    t = await createTestApp();
    crewTest = crewKit(t);
    await crewTest.signIn();
  });
  afterAll(() => t?.close());

  const placed = () => crewTest.placed();
  const handOver = (payload: Record<string, unknown>) => crewTest.handOver(payload);

  it('serves the public key the manifest carries, and a manifest with names, seats, lines and cash', async () => {
    const { flightId, order } = await placed();
    const key = await t.app.inject({ url: opsApi.proofPublicKey.path, headers: crewTest.who.crew });
    expect(key.statusCode).toBe(200);
    expect(key.json()).toMatchObject({ algorithm: 'Ed25519' });
    const manifest = await t.app.inject({
      url: `${opsApi.flightGetManifest.path}?flightId=${flightId}`,
      headers: crewTest.who.crew,
    });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json().publicKey).toBe(key.json().publicKey);
    // The manifest is good for the flight's day: from 12 hours before departure to 24 hours after.
    const departure = Date.parse(manifest.json().flight.departureAt);
    expect(manifest.json().handOverWindow).toEqual({
      opensAt: new Date(departure - 12 * HOUR).toISOString(),
      closesAt: new Date(departure + DAY).toISOString(),
    });
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
    const flights = await t.app.inject({ url: opsApi.flightGetForCrew.path, headers: crewTest.who.crew });
    expect(flights.json().flights).toContainEqual(expect.objectContaining({ id: flightId, orders: 1 }));
    const later = await crewTest.kit.newFlight(8 * DAY);
    const listed = (
      await t.app.inject({ url: opsApi.flightGetForCrew.path, headers: crewTest.who.crew })
    ).json().flights;
    expect(listed).not.toContainEqual(expect.objectContaining({ flightNumber: later.flightNumber }));
    expect(
      (
        await t.app.inject({
          url: `${opsApi.flightGetManifest.path}?flightId=999999999`,
          headers: crewTest.who.crew,
        })
      ).statusCode,
      // Not a flight of theirs (crew-assignments.test.ts).
    ).toBe(403);
    expect(
      (await t.app.inject({ url: `${opsApi.flightGetManifest.path}?flightId=x`, headers: crewTest.who.crew }))
        .statusCode,
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
    expect(await crewTest.handOverRows(order.orderCode)).toEqual([]);
    expect((await crewTest.kit.order(order.id)).order_request_status).toBe(S.Confirmed);
    const bad = await handOver({ clientId: randomUUID(), flightId, outcome: 'handedOver' });
    expect(bad.statusCode).toBe(400);
  });

  it('records one hand-over for a sync replayed three times, and takes the cash once', async () => {
    const { flightId, view, order, item, flight } = await placed();
    await crewTest.onFlightDay(flight);
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
    expect(await crewTest.handOverRows(order.orderCode)).toEqual([
      {
        counted: true,
        flagged: false,
        cash_taken_minor: 6000,
        cash_due_minor: 6000,
        cash_difference_minor: 0,
      },
    ]);
    const row = await crewTest.kit.order(order.id);
    expect(row).toMatchObject({ order_request_status: S.HandedOver, payment_status: P.Paid });
    expect(await crewTest.kit.stockOf(item)).toBe(8);
    expect((await crewTest.eventsOf(order.orderCode)).filter((e) => e === 'order.handedOver')).toHaveLength(
      1,
    );
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
    const history = await queryRows<{ event: string; actor: string; staff_id: number | null; note: string }>(
      t.database.db,
      sql`SELECT event, actor, staff_id, note FROM order_history WHERE order_id = ${order.id} ORDER BY id`,
    );
    expect(history.filter((h) => h.event === 'handOver')).toEqual([
      {
        event: 'handOver',
        actor: 'staff',
        staff_id: expect.any(Number),
        note: 'cash taken USD 60.00 of USD 60.00 due',
      },
    ]);
  });

  it('flags the same order handed over on a second device for the station, never counting it twice', async () => {
    const { flightId, view, order, flight } = await placed();
    await crewTest.onFlightDay(flight);
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
    expect((await crewTest.handOverRows(order.orderCode)).filter((r) => r.counted)).toHaveLength(1);
    const flagged = await t.app.inject({
      url: `${opsApi.handOverGetFlagged.path}?flightId=${flightId}`,
      headers: crewTest.who.station,
    });
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json().flagged).toEqual([
      expect.objectContaining({ orderCode: order.orderCode, outcome: 'handedOver', staffName: 'Liya Girma' }),
    ]);
    expect(
      (await t.app.inject({ url: opsApi.handOverGetFlagged.path, headers: crewTest.who.crew })).statusCode,
    ).toBe(403);
  });

  it('refuses the customer’s cancel after the hand-over; the order page says when it was handed over', async () => {
    const { flightId, order, flight } = await placed();
    await crewTest.onFlightDay(flight, -3 * HOUR);
    // Recorded in flight on the device (offline), synced after landing.
    const inFlight = new Date(Math.floor(Date.parse(flight.departureDate) / 1000) * 1000 + 90 * 60 * 1000);
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
      recordedAt: inFlight.toISOString(),
    });
    const cancel = await crewTest.kit.cancel(order);
    expect(cancel.statusCode).toBe(409);
    const view = await t.app.inject({
      url: `/PreOrder/api/V1.0/PreOrder/GetOrderByCode?orderCode=${order.orderCode}&token=${order.viewToken}`,
      headers: await t.headers(Privilege.PreOrderAccess),
    });
    expect(view.json()).toMatchObject({ orderRequestStatus: S.HandedOver, canChange: false });
    expect(Date.parse(view.json().handedOverAt)).toBe(inFlight.getTime());
  });
});
