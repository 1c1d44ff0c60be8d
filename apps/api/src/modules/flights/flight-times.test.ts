import type {
  OpsFlight,
  OpsFlightImportResult,
  OpsFlightStatusResult,
  OpsFlightStock,
} from '@dfs/contract/ops/flights';
import { opsApi } from '@dfs/contract/ops/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preOrderKit } from '../preorders/preorders-test-kit';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Issue 46: flight times in the departure airport's zone; no flight, retime or departure in the past. */
describe('flight times as the station sets them', () => {
  let t: TestApp;
  let station: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    station = { authorization: (await signInStaff(t, 'station')).authorization };
  });
  afterAll(() => t?.close());

  const ops = (name: keyof typeof opsApi, payload: object) =>
    t.app.inject({ method: opsApi[name].method, url: opsApi[name].path, headers: station, payload });
  const nextYear = () => t.clock.now().getUTCFullYear() + 1;
  let serial = 100;
  const number = () => `QT${serial++}`;

  async function create(fields: Record<string, string>) {
    return ops('flightCreate', { flightNumber: number(), origin: 'ADD', destination: 'LHR', ...fields });
  }

  it("reads a typed time on the departure airport's clock, summer time included", async () => {
    const addis = await create({ departureLocal: `${nextYear()}-12-01T16:05` });
    expect(addis.statusCode, addis.body).toBe(200);
    expect((addis.json() as OpsFlight).departureAt).toBe(`${nextYear()}-12-01T13:05:00.000Z`);

    const london = await ops('flightCreate', {
      flightNumber: number(),
      origin: 'LHR',
      destination: 'ADD',
      departureLocal: `${nextYear()}-07-01T16:05`,
    });
    expect(london.statusCode, london.body).toBe(200);
    expect((london.json() as OpsFlight).departureAt).toBe(`${nextYear()}-07-01T15:05:00.000Z`);

    // London's clocks skip 01:00–02:00 on the last Sunday of March.
    const lastSunday = new Date(Date.UTC(nextYear(), 2, 31));
    lastSunday.setUTCDate(31 - lastSunday.getUTCDay());
    const gap = await ops('flightCreate', {
      flightNumber: number(),
      origin: 'LHR',
      destination: 'ADD',
      departureLocal: `${lastSunday.toISOString().slice(0, 10)}T01:30`,
    });
    expect(gap.statusCode, gap.body).toBe(422);
    expect(gap.json().message).toContain('Europe/London');
  });

  it('takes one departure, as an instant or a local time, never both or neither', async () => {
    const both = await create({
      departureAt: new Date(t.clock.now().getTime() + DAY).toISOString(),
      departureLocal: `${nextYear()}-12-01T16:05`,
    });
    expect(both.statusCode).toBe(400);
    expect((await create({})).statusCode).toBe(400);
    expect((await create({ departureLocal: `${nextYear()}-02-30T10:00` })).statusCode).toBe(422);
  });

  it('refuses a flight, a retime or an imported row in the past; nothing is written', async () => {
    const past = await create({ departureAt: new Date(t.clock.now().getTime() - HOUR).toISOString() });
    expect(past.statusCode, past.body).toBe(422);
    expect(past.json().message).toBe("A flight's departure must be in the future.");

    const made = await create({ departureAt: new Date(t.clock.now().getTime() + 3 * DAY).toISOString() });
    const flight = made.json() as OpsFlight;
    const backwards = await ops('flightSetStatus', {
      flightId: flight.id,
      status: 'retimed',
      newDeparture: new Date(t.clock.now().getTime() - DAY).toISOString(),
    });
    expect(backwards.statusCode, backwards.body).toBe(422);
    const local = await ops('flightSetStatus', {
      flightId: flight.id,
      status: 'retimed',
      newDepartureLocal: `${nextYear()}-01-15T09:40`,
    });
    expect(local.statusCode, local.body).toBe(200);
    expect((local.json() as OpsFlightStatusResult).flight.departureAt).toBe(
      `${nextYear()}-01-15T06:40:00.000Z`,
    );
    const noTime = await ops('flightSetStatus', {
      flightId: flight.id,
      status: 'departed',
      newDepartureLocal: '2030-01-01T10:00',
    });
    expect(noTime.statusCode).toBe(400);

    const csv = `flightNumber,origin,destination,departureAt\nQT900,ADD,LHR,${new Date(t.clock.now().getTime() - DAY).toISOString()}\n`;
    const imported = await t.app.inject({
      method: 'POST',
      url: `${opsApi.flightImport.path}?dryRun=true`,
      headers: { ...station, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((imported.json() as OpsFlightImportResult).rows[0]!.error).toBe('departureAt: in the past');
  });

  it('marks a flight departed from two hours before its time, not ten days early', async () => {
    const early = (
      await create({ departureAt: new Date(t.clock.now().getTime() + 10 * DAY).toISOString() })
    ).json() as OpsFlight;
    const refused = await ops('flightSetStatus', { flightId: early.id, status: 'departed' });
    expect(refused.statusCode, refused.body).toBe(422);
    const soon = (
      await create({ departureAt: new Date(t.clock.now().getTime() + HOUR).toISOString() })
    ).json() as OpsFlight;
    const left = await ops('flightSetStatus', { flightId: soon.id, status: 'departed' });
    expect(left.statusCode, left.body).toBe(200);
  });
});

/** Issue 46: two stations editing one flight's range; the later save from a stale read is refused. */
describe("a flight's on-board range edited twice at once", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('saves the first, refuses the stale second with 409, and keeps the first line', async () => {
    const kit = preOrderKit(t);
    const { flightNumber } = await kit.newFlight(3 * DAY);
    const [flight] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM flights WHERE flight_number = ${flightNumber}`,
    );
    if (!flight) throw new Error('no flight');
    const [whisky, perfume] = [await kit.newItem({ stock: 20 }), await kit.newItem({ stock: 20 })];
    const [first, second] = [
      { authorization: (await signInStaff(t, 'station')).authorization },
      { authorization: (await signInStaff(t, 'station')).authorization },
    ];
    const read = async (headers: Record<string, string>) =>
      (
        await t.app.inject({ url: `${opsApi.flightGetStock.path}?flightId=${flight.id}`, headers })
      ).json() as OpsFlightStock;
    const save = (headers: Record<string, string>, version: string, itemId: number) =>
      t.app.inject({
        method: 'PUT',
        url: opsApi.flightSetStock.path,
        headers,
        payload: { flightId: flight.id, version, lines: [{ itemId, quantity: 5 }] },
      });
    const [byFirst, bySecond] = [await read(first), await read(second)];
    expect(byFirst.version).toBe(bySecond.version);
    expect((await save(first, byFirst.version, whisky)).statusCode).toBe(200);
    const stale = await save(second, bySecond.version, perfume);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toContain('reload');
    const now = await read(second);
    expect(now.lines.map((l) => [l.itemId, l.quantity])).toEqual([[whisky, 5]]);
    // Saved again from a fresh read, both lines stand; the same range gives the same version.
    const both = await t.app.inject({
      method: 'PUT',
      url: opsApi.flightSetStock.path,
      headers: second,
      payload: {
        flightId: flight.id,
        version: now.version,
        lines: [
          { itemId: perfume, quantity: 3 },
          { itemId: whisky, quantity: 5 },
        ],
      },
    });
    expect(both.statusCode, both.body).toBe(200);
    const after = await read(first);
    expect(after.lines, JSON.stringify(after)).toHaveLength(2);
    expect((both.json() as OpsFlightStock).version).toBe(after.version);
    expect((await save(first, byFirst.version, whisky)).statusCode).toBe(409);
  });
});
