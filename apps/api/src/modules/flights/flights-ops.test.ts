import type { OpsFlight, OpsFlightImportResult, PickList } from '@dfs/contract/ops/flights';
import { opsApi } from '@dfs/contract/ops/paths';
import { Privilege } from '@dfs/contract/privileges';
import { PaymentStatus as P, OrderRequestStatus as S } from '@dfs/domain/order-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { type SignedInCustomer, signInCustomer } from '../../test/customer-session';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preOrderKit } from '../preorders/preorders-test-kit';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('station flights', () => {
  let t: TestApp;
  let kit: ReturnType<typeof preOrderKit>;
  let station: Record<string, string>;
  let traveller: SignedInCustomer;

  beforeAll(async () => {
    t = await createTestApp({}, { DISRUPTION_REFUND_HOURS: '48' });
    kit = preOrderKit(t);
    station = { authorization: (await signInStaff(t, 'station')).authorization };
    traveller = await signInCustomer(t, 'traveller');
  });
  afterAll(() => t?.close());
  // Tests move the clock past sessions' lifetimes: each starts signed in afresh.
  beforeEach(async () => {
    station = { authorization: (await signInStaff(t, 'station')).authorization };
    traveller = await signInCustomer(t, 'traveller');
  });

  const ops = (name: keyof typeof opsApi, payload?: unknown, query = '') =>
    t.app.inject({
      method: opsApi[name].method,
      url: `${opsApi[name].path}${query}`,
      headers: station,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const importCsv = (csv: string, dryRun: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `${opsApi.flightImport.path}?dryRun=${dryRun}`,
      headers: { ...station, 'content-type': 'text/csv' },
      payload: csv,
    });
  const flightRow = async (id: number) =>
    (
      await queryRows<{ status: string; departure_at: string }>(
        t.database.db,
        sql`SELECT * FROM flights WHERE id = ${id}`,
      )
    )[0]!;
  const orderRow = async (id: number) =>
    (
      await queryRows<{
        flight_id: number;
        order_request_status: number;
        payment_status: number;
        changes_close_at: Date | null;
        departure_date: Date;
      }>(t.database.db, sql`SELECT * FROM orders WHERE id = ${id}`)
    )[0]!;
  const flightIdOf = async (flightNumber: string) =>
    (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`SELECT id FROM flights WHERE flight_number = ${flightNumber}`,
      )
    )[0]!.id;
  const rangeVersionOf = async (flightId: number) =>
    (
      await t.app.inject({ url: `${opsApi.flightGetStock.path}?flightId=${flightId}`, headers: station })
    ).json().version as string;
  const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
  const audits = async (entity: string, id: number) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = ${entity} AND entity_id = ${String(id)}`,
      )
    )[0]!.n;

  it('creates, lists (filtered, paged) and edits flights; a stale or duplicate edit is 409', async () => {
    const created = await ops('flightCreate', {
      flightNumber: 'et9101',
      origin: 'ADD',
      destination: 'CDG',
      departureAt: at(4 * DAY),
    });
    expect(created.statusCode).toBe(200);
    const flight = created.json() as OpsFlight;
    expect(flight).toMatchObject({ flightNumber: 'ET9101', status: 'scheduled', version: 1 });
    expect(await audits('flight', flight.id)).toBe(1);

    const again = await ops('flightCreate', {
      flightNumber: 'ET9101',
      origin: 'ADD',
      destination: 'CDG',
      departureAt: flight.departureAt,
    });
    expect(again.statusCode).toBe(409);
    for (const bad of [
      { flightNumber: 'ET9102', origin: 'ADD', destination: 'ADD', departureAt: at(DAY) },
      { flightNumber: 'ET9102', origin: 'ADD', destination: 'CDG', departureAt: 'tomorrow' },
      { flightNumber: 'nope!', origin: 'ADD', destination: 'CDG', departureAt: at(DAY) },
    ]) {
      const response = await ops('flightCreate', bad);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    expect(
      (
        await ops('flightCreate', {
          flightNumber: 'ET9102',
          origin: 'ADD',
          destination: 'ZZZ',
          departureAt: at(DAY),
        })
      ).statusCode,
    ).toBe(422);

    // The demo schedule may fly the route that day too (earlier or later than the test's flight, by
    // the hour the test runs): the filtered list holds it, earliest first, and pages of one walk it.
    const day = flight.departureAt.slice(0, 10);
    const list = (pageSize: number, pageNumber = 1) =>
      t.app.inject({
        url: `${opsApi.flightGetAll.path}?date=${day}&origin=ADD&destination=CDG&status=scheduled&pageSize=${pageSize}&page=${pageNumber}`,
        headers: station,
      });
    const whole = await list(200);
    expect(whole.statusCode).toBe(200);
    const flights = whole.json().flights as OpsFlight[];
    expect(flights.map((f) => f.flightNumber)).toContain('ET9101');
    for (const f of flights) {
      expect(f).toMatchObject({ origin: 'ADD', destination: 'CDG', status: 'scheduled' });
      expect(f.departureAt.slice(0, 10)).toBe(day);
    }
    const times = flights.map((f) => f.departureAt);
    expect(times).toEqual([...times].sort());
    const position = flights.findIndex((f) => f.id === flight.id);
    const page = await list(1, position + 1);
    expect(page.json()).toMatchObject({ total: flights.length, page: position + 1 });
    expect(page.json().flights.map((f: OpsFlight) => f.id)).toEqual([flight.id]);

    const edited = await ops('flightUpdate', { id: flight.id, version: 1, destination: 'FRA' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ destination: 'FRA', version: 2 });
    expect((await ops('flightUpdate', { id: flight.id, version: 1, destination: 'LHR' })).statusCode).toBe(
      409,
    );
    expect((await ops('flightUpdate', { id: 999_999, version: 1 })).statusCode).toBe(404);
    expect(await audits('flight', flight.id)).toBe(2);
  });

  it('imports flights from CSV: a dry run writes nothing, one bad row writes nothing, a clean file writes all', async () => {
    const when = at(6 * DAY);
    const good = `flightNumber,origin,destination,departureAt\nQZ9201,ADD,LHR,${when}\nQZ9202,LHR,ADD,${at(7 * DAY)}\n`;
    const dry = await importCsv(good, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ applied: false, rows: [{ error: null }, { error: null }] });
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`SELECT count(*)::int AS n FROM flights WHERE flight_number LIKE 'QZ92%'`,
        )
      )[0]!.n;
    expect(await count()).toBe(0);

    const bad = `${good}QZ9203,ADD,XXX,${when}\nQZ9201,ADD,LHR,${when}\nQZ9204,ADD,LHR,31/12/2026\n`;
    const refused = (await importCsv(bad, false)).json() as OpsFlightImportResult;
    expect(refused.applied).toBe(false);
    expect(refused.rows.map((r) => r.error)).toEqual([
      null,
      null,
      'destination: unknown airport',
      'listed twice',
      expect.stringMatching(/^departureAt/),
    ]);
    expect(await count()).toBe(0);

    const applied = (await importCsv(good, false)).json() as OpsFlightImportResult;
    expect(applied.applied).toBe(true);
    expect(await count()).toBe(2);
    // The same file again: every row exists already.
    expect((await importCsv(good, false)).json().rows[0].error).toMatch(/already/);
    expect(await count()).toBe(2);

    expect((await importCsv('a,b\n1,2\n', true)).statusCode).toBe(400);
    expect((await importCsv('flightNumber,origin,destination,departureAt\n', true)).statusCode).toBe(400);
    expect((await importCsv('flightNumber,origin,destination,departureAt\n"ET1,ADD', true)).statusCode).toBe(
      400,
    );
  });

  it('a route’s own pre-order window decides when its flights can be pre-ordered', async () => {
    const windows = await ops('preOrderWindowGetAll');
    expect(windows.json().windows).toContainEqual({
      origin: '',
      destination: '',
      openDays: 30,
      cutoffHours: 24,
      version: 1,
    });
    const item = await kit.newItem({ stock: 10 });
    // 30 hours ahead: open under the default 24 h cut-off.
    const flight = await kit.newFlight(30 * HOUR);
    const first = await kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }]));
    expect(first.statusCode).toBe(200);
    expect(new Date((await orderRow(first.json().id)).changes_close_at!).getTime()).toBe(
      new Date(flight.departureDate).getTime() - DAY,
    );

    const set = await ops('preOrderWindowSet', {
      origin: 'ADD',
      destination: 'LHR',
      openDays: 10,
      cutoffHours: 36,
      version: 0,
    });
    expect(set.statusCode).toBe(200);
    expect(
      (
        await ops('preOrderWindowSet', {
          origin: 'ADD',
          destination: 'LHR',
          openDays: 10,
          cutoffHours: 36,
          version: 0,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await ops('preOrderWindowSet', {
          origin: 'ADD',
          destination: 'LHR',
          openDays: 1,
          cutoffHours: 36,
          version: 1,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await ops('preOrderWindowSet', {
          origin: 'ADD',
          destination: '',
          openDays: 1,
          cutoffHours: 6,
          version: 1,
        })
      ).statusCode,
    ).toBe(400);

    const closed = await kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }]));
    expect(closed.statusCode).toBe(422);
    expect(closed.json().detail ?? closed.json().title).toBeTruthy();
    const farFlight = await kit.newFlight(12 * DAY);
    expect((await kit.create(kit.body(farFlight, [{ itemId: item, quantity: 1 }]))).statusCode).toBe(422);
    const inWindow = await kit.newFlight(5 * DAY);
    const placed = await kit.create(kit.body(inWindow, [{ itemId: item, quantity: 1 }]));
    expect(placed.statusCode).toBe(200);
    expect(new Date((await orderRow(placed.json().id)).changes_close_at!).getTime()).toBe(
      new Date(inWindow.departureDate).getTime() - 36 * HOUR,
    );
    const shown = await t.app.inject({
      url: `/PreOrder/api/V1.0/PreOrder/GetOrderByCode?orderCode=${placed.json().orderCode}&token=${placed.json().viewToken}`,
      headers: await t.headers(Privilege.PreOrderAccess),
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ canChange: true });
    // Shown to the second.
    expect(
      Math.abs(
        new Date(shown.json().cutoffAt).getTime() - (new Date(inWindow.departureDate).getTime() - 36 * HOUR),
      ),
    ).toBeLessThan(1000);
    // Back to the default for the other tests.
    expect(
      (
        await ops('preOrderWindowSet', {
          origin: 'ADD',
          destination: 'LHR',
          openDays: 30,
          cutoffHours: 24,
          version: 1,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('loads a range from a template, adjusts it, and the storefront’s on-board mode sells it', async () => {
    const a = await kit.newFlight(3 * DAY);
    const b = await kit.newFlight(4 * DAY);
    const [ia, ib] = [await kit.newItem({ stock: 5 }), await kit.newItem({ stock: 5 })];
    const idA = await flightIdOf(a.flightNumber);
    const idB = await flightIdOf(b.flightNumber);
    const saved = await ops('flightSetStock', {
      flightId: idA,
      version: await rangeVersionOf(idA),
      lines: [
        { itemId: ia, quantity: 4 },
        { itemId: ib, quantity: 2 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(await audits('flight-stock', idA)).toBe(1);
    const template = await t.app.inject({
      url: `${opsApi.flightGetStockTemplate.path}?flightId=${idB}&fromFlightId=${idA}`,
      headers: station,
    });
    expect(
      template.json().lines.map((l: { itemId: number; quantity: number }) => [l.itemId, l.quantity]),
    ).toEqual(
      expect.arrayContaining([
        [ia, 4],
        [ib, 2],
      ]),
    );
    expect(
      (
        await ops('flightSetStock', {
          flightId: idB,
          version: template.json().version,
          lines: [{ itemId: ia, quantity: 7 }],
        })
      ).statusCode,
    ).toBe(200);
    const stock = await t.app.inject({
      url: `${opsApi.flightGetStock.path}?flightId=${idB}`,
      headers: station,
    });
    expect(stock.json().lines).toEqual([expect.objectContaining({ itemId: ia, quantity: 7 })]);
    expect(
      (
        await ops('flightSetStock', {
          flightId: idB,
          version: await rangeVersionOf(idB),
          lines: [{ itemId: 999_999_999, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await ops('flightSetStock', {
          flightId: idB,
          version: await rangeVersionOf(idB),
          lines: [{ itemId: ia, quantity: -1 }],
        })
      ).statusCode,
    ).toBe(400);
    // Nothing half-written: the refused ranges left the saved one.
    const still = await t.app.inject({
      url: `${opsApi.flightGetStock.path}?flightId=${idB}`,
      headers: station,
    });
    expect(still.json().lines).toEqual([expect.objectContaining({ itemId: ia, quantity: 7 })]);
  });

  it('lists a flight’s confirmed pre-orders by seat with item totals, marking orders placed after printing', async () => {
    const flight = await kit.newFlight(3 * DAY);
    const id = await flightIdOf(flight.flightNumber);
    const [i1, i2] = [await kit.newItem({ stock: 20 }), await kit.newItem({ stock: 20 })];
    const seat14 = await kit.newTicket([id], '14C');
    const o1 = (await kit.create(kit.body(flight, [{ itemId: i1, quantity: 2 }]))).json();
    const o2 = (
      await kit.create(
        kit.body(
          { ...flight, ticketNumber: seat14 },
          [
            { itemId: i1, quantity: 1 },
            { itemId: i2, quantity: 3 },
          ],
          { seatNumber: '14C' },
        ),
      )
    ).json();
    const cancelled = (await kit.create(kit.body(flight, [{ itemId: i2, quantity: 5 }]))).json();
    expect((await kit.cancel(cancelled)).statusCode).toBe(200);

    const list = (
      await t.app.inject({ url: `${opsApi.flightGetPickList.path}?flightId=${id}`, headers: station })
    ).json() as PickList;
    expect(list.seats.map((s) => [s.seatNumber, s.orders.map((o) => o.orderCode)])).toEqual([
      ['12A', [o1.orderCode]],
      ['14C', [o2.orderCode]],
    ]);
    expect(list.totals.map((l) => [l.itemId, l.quantity])).toEqual(
      expect.arrayContaining([
        [i1, 3],
        [i2, 3],
      ]),
    );
    expect(list.totals).toHaveLength(2);
    expect(list.printedAt).toBeNull();

    const printed = await ops('flightMarkPickListPrinted', { flightId: id });
    expect(printed.statusCode).toBe(200);
    t.clock.advance(60_000);
    const late = (await kit.create(kit.body(flight, [{ itemId: i2, quantity: 1 }]))).json();
    const after = (
      await t.app.inject({ url: `${opsApi.flightGetPickList.path}?flightId=${id}`, headers: station })
    ).json() as PickList;
    const flags = after.seats.flatMap((s) => s.orders.map((o) => [o.orderCode, o.isNew]));
    expect(flags).toEqual(
      expect.arrayContaining([
        [o1.orderCode, false],
        [late.orderCode, true],
      ]),
    );

    const csv = await t.app.inject({
      url: `${opsApi.flightExportPickList.path}?flightId=${id}`,
      headers: station,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe('seat,orderCode,passenger,new,itemCode,item,quantity');
    expect(csv.body).toContain(`${late.orderCode},Hana Girma,yes`);
    expect(csv.body).toMatch(/TOTAL,,,,TST-[^,]+,[^,]+,4/);
    expect(
      (await t.app.inject({ url: `${opsApi.flightGetPickList.path}?flightId=999999`, headers: station }))
        .statusCode,
    ).toBe(404);
  });

  /** A member's miles order on a flight whose ticket holds a second sector. */
  async function disruptedOrder() {
    const item = await kit.newItem({ stock: 10, miles: 1000 });
    const flight = await kit.newFlight(3 * DAY);
    const other = await kit.newFlight(5 * DAY);
    const id = await flightIdOf(flight.flightNumber);
    const otherId = await flightIdOf(other.flightNumber);
    await queryRows(
      t.database.db,
      sql`INSERT INTO ticket_sectors (ticket_id, flight_id, seat_number)
          SELECT id, ${otherId}, '21F' FROM tickets WHERE ticket_number = ${flight.ticketNumber} RETURNING ticket_id`,
    );
    const headers = await traveller.headers(Privilege.PreOrderAccess);
    const placed = await kit.create(
      kit.body(flight, [{ itemId: item, quantity: 2 }], { paymentOption: 3, guest: undefined }),
      headers,
    );
    expect(placed.statusCode).toBe(200);
    return { item, id, otherId, other, headers, order: placed.json() };
  }

  it('cancelling a flight e-mails its travellers, who may move the order to another sector: goods and miles stay', async () => {
    const { item, id, otherId, other, headers, order } = await disruptedOrder();
    const miles = await kit.milesOf(traveller.loyaltyMemberId!);
    const before = (await t.outbox()).length;
    const cancelled = await ops('flightSetStatus', { flightId: id, status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ flight: { status: 'cancelled' }, ordersTold: 1 });
    const mails = (await t.outbox()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(order.orderCode);
    expect(mails[0]).toMatch(/cancelled/);
    // A cancelled flight is final and takes no more orders.
    expect((await ops('flightSetStatus', { flightId: id, status: 'scheduled' })).statusCode).toBe(422);
    expect((await ops('flightSetStatus', { flightId: id, status: 'departed' })).statusCode).toBe(422);

    const page = await t.app.inject({
      url: `/PreOrder/api/V1.0/PreOrder/GetMyOrderById?id=${order.id}`,
      headers,
    });
    expect(page.json().disruption.sectors).toEqual([
      expect.objectContaining({ flightId: otherId, flightNumber: other.flightNumber, seatNumber: '21F' }),
    ]);
    expect(new Date(page.json().disruption.refundAt).getTime()).toBeGreaterThan(
      t.clock.now().getTime() + 47 * HOUR,
    );

    const move = (flightId: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/PreOrder/api/V1.0/PreOrder/MoveToFlight',
        headers,
        payload: { id: order.id, flightId },
      });
    expect((await move(id)).statusCode).toBe(422);
    const moved = await move(otherId);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      orderRequestStatus: S.MovedToAnotherFlight,
      paymentStatus: P.Paid,
      flightNumber: other.flightNumber,
      seatNumber: '21F',
    });
    expect(moved.json().disruption).toBeUndefined();
    expect((await orderRow(order.id)).flight_id).toBe(otherId);
    expect(await kit.stockOf(item)).toBe(8);
    expect(await kit.milesOf(traveller.loyaltyMemberId!)).toEqual(miles);
    // Moving again is refused: its new flight is not cancelled.
    expect((await move(otherId)).statusCode).toBe(422);
    const list = (
      await t.app.inject({ url: `${opsApi.flightGetPickList.path}?flightId=${otherId}`, headers: station })
    ).json() as PickList;
    expect(list.seats.flatMap((s) => s.orders.map((o) => o.orderCode))).toContain(order.orderCode);
  });

  it('a traveller on a cancelled flight may cancel past the cut-off with a full refund: goods and miles return', async () => {
    const { item, id, headers, order } = await disruptedOrder();
    const miles = await kit.milesOf(traveller.loyaltyMemberId!);
    await ops('flightSetStatus', { flightId: id, status: 'cancelled' });
    // Past the 24 h cut-off: only the disruption allows it now.
    t.clock.advance(2.5 * DAY);
    const fresh = await (await signInCustomer(t, 'traveller')).headers(Privilege.PreOrderAccess);
    expect(headers).toBeTruthy();
    const cancel = await kit.cancel({ id: order.id }, fresh);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ orderRequestStatus: S.Cancelled, paymentStatus: P.Refunded });
    expect(await kit.stockOf(item)).toBe(10);
    expect((await kit.milesOf(traveller.loyaltyMemberId!)).balance).toBe(miles.balance + 2000);
  });

  it('refunds orders left untouched once the configured time has passed since the cancellation', async () => {
    const { item, id, order } = await disruptedOrder();
    const miles = await kit.milesOf(traveller.loyaltyMemberId!);
    await ops('flightSetStatus', { flightId: id, status: 'cancelled' });
    t.clock.advance(47 * HOUR);
    await t.app.refundDisrupted();
    expect((await orderRow(order.id)).order_request_status).toBe(S.Confirmed);
    t.clock.advance(2 * HOUR);
    expect(await t.app.refundDisrupted()).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order.id)).toMatchObject({
      order_request_status: S.Cancelled,
      payment_status: P.Refunded,
    });
    expect(await kit.stockOf(item)).toBe(10);
    expect((await kit.milesOf(traveller.loyaltyMemberId!)).balance).toBe(miles.balance + 2000);
    expect(await t.app.refundDisrupted()).toBe(0);
    expect((await kit.milesOf(traveller.loyaltyMemberId!)).balance).toBe(miles.balance + 2000);
  });

  it('retiming a flight moves its orders’ departure and cut-off and tells the travellers', async () => {
    const item = await kit.newItem({ stock: 10 });
    const flight = await kit.newFlight(3 * DAY);
    const id = await flightIdOf(flight.flightNumber);
    const order = (await kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }]))).json();
    const before = (await t.outbox()).length;
    expect((await ops('flightSetStatus', { flightId: id, status: 'retimed' })).statusCode).toBe(400);
    const later = new Date(new Date(flight.departureDate).getTime() + 5 * HOUR);
    const retimed = await ops('flightSetStatus', {
      flightId: id,
      status: 'retimed',
      newDeparture: later.toISOString(),
    });
    expect(retimed.statusCode).toBe(200);
    expect(retimed.json()).toMatchObject({
      flight: { status: 'retimed', departureAt: later.toISOString() },
      ordersTold: 1,
    });
    expect(new Date((await flightRow(id)).departure_at).getTime()).toBe(later.getTime());
    const row = await orderRow(order.id);
    expect(new Date(row.departure_date).getTime()).toBe(later.getTime());
    expect(new Date(row.changes_close_at!).getTime()).toBe(later.getTime() - DAY);
    const mails = (await t.outbox()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(order.orderCode);
    expect(await audits('flight', id)).toBe(1);
  });
});
