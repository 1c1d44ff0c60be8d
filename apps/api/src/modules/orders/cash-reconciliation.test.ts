import { randomUUID } from 'node:crypto';
import { opsApi } from '@dfs/contract/ops/paths';
import { OrderRequestStatus as S } from '@dfs/domain/order-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crewKit, DAY, HOUR } from './crew-test-kit';

// "Cash that adds up": a hand-over only on its flight's day, the cash taken kept against the cash due,
// and the station's reconciliation of a flight (JSON and CSV).
describe('cash on board: the flight day, the cash taken, the reconciliation', () => {
  let t: TestApp;
  let crewTest: ReturnType<typeof crewKit>;

  beforeAll(async () => {
    t = await createTestApp();
    crewTest = crewKit(t);
    await crewTest.signIn();
  });
  afterAll(() => t?.close());

  /** A USD 25 cash-on-board order (2 × 12.50). */
  const placed25 = (options: Parameters<ReturnType<typeof crewKit>['placed']>[0] = {}) =>
    crewTest.placed({ price: 12.5, ...options });

  const handOver = (payload: Record<string, unknown>) => crewTest.handOver(payload);

  const reconciliation = (flightId: number, headers = crewTest.who.station) =>
    t.app.inject({ url: `${opsApi.flightGetCash.path}?flightId=${flightId}`, headers });

  async function refusedAndUntouched(
    answer: Awaited<ReturnType<typeof handOver>>,
    orderCode: string,
    orderId: number,
    message: RegExp,
  ) {
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.json().message).toMatch(message);
    expect(await crewTest.handOverRows(orderCode)).toEqual([]);
    expect((await crewTest.kit.order(orderId)).order_request_status).toBe(S.Confirmed);
  }

  it('refuses a hand-over synced days before departure, or recorded in 2001 or 2099, with 422', async () => {
    const early = await placed25({ ahead: 8 * DAY + HOUR });
    const departure = Date.parse(early.flight.departureDate);
    // Eight days before departure, whatever time the device claims.
    for (const recordedAt of [undefined, new Date(departure - HOUR).toISOString()]) {
      const answer = await handOver({
        clientId: randomUUID(),
        flightId: early.flightId,
        proof: early.view.proof,
        outcome: 'handedOver',
        ...(recordedAt ? { recordedAt } : {}),
      });
      await refusedAndUntouched(
        answer,
        early.order.orderCode,
        early.order.id,
        /open 12 hours before departure/,
      );
    }

    // On the flight's day, a device clock in 2001 or in 2099.
    await crewTest.onFlightDay(early.flight);
    for (const [recordedAt, message] of [
      ['2001-01-01T10:00:00.000Z', /outside the flight’s hand-over window/],
      ['2099-01-01T10:00:00.000Z', /clock is ahead of the server/],
      [new Date(t.clock.now().getTime() + 6 * 60 * 1000).toISOString(), /clock is ahead of the server/],
    ] as const) {
      const answer = await handOver({
        clientId: randomUUID(),
        flightId: early.flightId,
        orderCode: early.order.orderCode,
        outcome: 'handedOver',
        recordedAt,
      });
      await refusedAndUntouched(answer, early.order.orderCode, early.order.id, message);
    }
    // The same on the device's right time: accepted.
    const accepted = await handOver({
      clientId: randomUUID(),
      flightId: early.flightId,
      orderCode: early.order.orderCode,
      outcome: 'handedOver',
      recordedAt: t.clock.now().toISOString(),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ counted: true, cashDifference: 0 });
  });

  it('refuses cash far above the total, and cash on a card order, with 422', async () => {
    const cash = await placed25();
    const card = await placed25({ body: { paymentOption: 1 } });
    await crewTest.kit.payOnSandbox(card.order.paymentRedirectUrl, {
      action: 'pay',
      cardNumber: '4242424242424242',
    });
    await crewTest.onFlightDay(card.flight);
    const tooMuch = await handOver({
      clientId: randomUUID(),
      flightId: cash.flightId,
      proof: cash.view.proof,
      outcome: 'handedOver',
      cashTaken: 1_000_000,
    });
    await refusedAndUntouched(
      tooMuch,
      cash.order.orderCode,
      cash.order.id,
      /more than ten times its total of 25\.00/,
    );
    const onCard = await handOver({
      clientId: randomUUID(),
      flightId: card.flightId,
      orderCode: card.order.orderCode,
      outcome: 'handedOver',
      cashTaken: 25,
    });
    await refusedAndUntouched(onCard, card.order.orderCode, card.order.id, /paid by card or miles/);
    // A negative figure never reaches the rule: the contract refuses it.
    const negative = await handOver({
      clientId: randomUUID(),
      flightId: cash.flightId,
      proof: cash.view.proof,
      outcome: 'handedOver',
      cashTaken: -5,
    });
    expect(negative.statusCode).toBe(400);
    // Without cash, the card order is handed over and holds no cash line.
    const handed = await handOver({
      clientId: randomUUID(),
      flightId: card.flightId,
      orderCode: card.order.orderCode,
      outcome: 'handedOver',
    });
    expect(handed.json()).toMatchObject({ counted: true, cashDifference: null });
    expect(await crewTest.handOverRows(card.order.orderCode)).toEqual([
      expect.objectContaining({ cash_taken_minor: null, cash_due_minor: null, cash_difference_minor: null }),
    ]);
  });

  it('keeps 20 taken on a 25 order: −5 flagged, in the reconciliation and its CSV, for the station only', async () => {
    const short = await placed25();
    await crewTest.onFlightDay(short.flight);
    const answer = await handOver({
      clientId: randomUUID(),
      flightId: short.flightId,
      proof: short.view.proof,
      outcome: 'handedOver',
      cashTaken: 20,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      counted: true,
      orderRequestStatus: S.HandedOver,
      cashDifference: -5,
    });
    expect(await crewTest.handOverRows(short.order.orderCode)).toEqual([
      {
        counted: true,
        flagged: false,
        cash_taken_minor: 2000,
        cash_due_minor: 2500,
        cash_difference_minor: -500,
      },
    ]);
    // A second device takes the cash again: kept as an overage, flagged twice over.
    const liya = crewTest.who.crew;
    const second = await signInStaff(t, 'crew');
    const again = await crewTest.handOver(
      {
        clientId: randomUUID(),
        flightId: short.flightId,
        orderCode: short.order.orderCode,
        outcome: 'handedOver',
        cashTaken: 25,
      },
      second,
    );
    expect(again.json()).toMatchObject({ counted: false, flagged: true, cashDifference: 25 });

    // The order's history and the audit log hold the cash.
    const history = await queryRows<{ note: string | null }>(
      t.database.db,
      sql`SELECT note FROM order_history WHERE order_id = ${short.order.id} AND event = 'handOver'`,
    );
    expect(history).toEqual([{ note: 'cash taken USD 20.00 of USD 25.00 due, difference USD -5.00' }]);
    const audit = await queryRows<{ after: Record<string, unknown> }>(
      t.database.db,
      sql`SELECT after FROM audit_log WHERE entity = 'handOver' AND after->>'orderCode' = ${short.order.orderCode}
          ORDER BY id`,
    );
    expect(audit.map((a) => a.after)).toEqual([
      expect.objectContaining({ cashTakenMinor: 2000, cashDueMinor: 2500, cashDifferenceMinor: -500 }),
      expect.objectContaining({
        cashTakenMinor: 2500,
        cashDueMinor: 0,
        cashDifferenceMinor: 2500,
        flagged: true,
      }),
    ]);

    // The station's reconciliation: money in equals money out.
    const station = await reconciliation(short.flightId);
    expect(station.statusCode).toBe(200);
    const body = station.json();
    expect(body.flight).toMatchObject({ id: short.flightId, flightNumber: short.flight.flightNumber });
    expect(body.crew).toEqual([
      {
        staffId: liya.staffId,
        staffName: 'Liya Girma',
        currency: 'USD',
        orders: 2,
        expected: 25,
        taken: 45,
        difference: 20,
      },
    ]);
    expect(body.totals).toEqual([{ currency: 'USD', orders: 2, expected: 25, taken: 45, difference: 20 }]);
    expect(body.flagged).toEqual([
      expect.objectContaining({
        orderCode: short.order.orderCode,
        reasons: ['cashDifference', 'secondDevice'],
        expected: 0,
        taken: 25,
        difference: 25,
      }),
      expect.objectContaining({
        orderCode: short.order.orderCode,
        staffName: 'Liya Girma',
        reasons: ['cashDifference'],
        currency: 'USD',
        expected: 25,
        taken: 20,
        difference: -5,
      }),
    ]);

    const csv = await t.app.inject({
      url: `${opsApi.flightExportCash.path}?flightId=${short.flightId}`,
      headers: crewTest.who.station,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="cash-${short.flight.flightNumber}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(csv.body.split('\r\n')).toEqual([
      'line,staffId,staffName,orderCode,currency,orders,expected,taken,difference,flags',
      `crew,${liya.staffId},Liya Girma,,USD,2,25.00,45.00,20.00,`,
      'total,,,,USD,2,25.00,45.00,20.00,',
      `flagged,${liya.staffId},Liya Girma,${short.order.orderCode},USD,,0.00,25.00,25.00,cashDifference secondDevice`,
      `flagged,${liya.staffId},Liya Girma,${short.order.orderCode},USD,,25.00,20.00,-5.00,cashDifference`,
      '',
    ]);

    // Only the station and admins read it.
    expect((await reconciliation(short.flightId, crewTest.who.crew)).statusCode).toBe(403);
    const care = await signInStaff(t, 'care');
    expect((await reconciliation(short.flightId, care)).statusCode).toBe(403);
    expect((await reconciliation(short.flightId, await signInStaff(t, 'admin'))).statusCode).toBe(200);
    expect((await reconciliation(999_999_999)).statusCode).toBe(404);
    expect((await reconciliation(0)).statusCode).toBe(400);
  });

  it('writes a crew member’s name that looks like a formula as text in the CSV', async () => {
    const order = await placed25();
    await crewTest.onFlightDay(order.flight);
    await queryRows(
      t.database.db,
      sql`UPDATE staff SET display_name = '=HYPERLINK("http://evil.example","Liya")' WHERE username = 'crew'
          RETURNING id`,
    );
    await handOver({
      clientId: randomUUID(),
      flightId: order.flightId,
      proof: order.view.proof,
      outcome: 'handedOver',
    });
    const csv = await t.app.inject({
      url: `${opsApi.flightExportCash.path}?flightId=${order.flightId}`,
      headers: crewTest.who.station,
    });
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Liya"")"`);
    expect(csv.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
    const json = (await reconciliation(order.flightId)).json();
    expect(json.crew).toEqual([
      expect.objectContaining({ orders: 1, expected: 25, taken: 25, difference: 0 }),
    ]);
    expect(json.flagged).toEqual([]);
  });
});
