import { randomUUID } from 'node:crypto';
import { opsApi } from '@dfs/contract/ops/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crewKit, DAY } from '../orders/crew-test-kit';

// A crew member reads the manifests of the flights assigned to them only, and records hand-overs on
// them only; the station assigns the crew (issue 42 point 8).
describe('crew assignments', () => {
  let t: TestApp;
  let crewTest: ReturnType<typeof crewKit>;

  beforeAll(async () => {
    t = await createTestApp();
    crewTest = crewKit(t);
    await crewTest.signIn();
  });
  afterAll(() => t?.close());

  /** A flight 3 days ahead with a cash pre-order on it, and no crew assigned. */
  async function unassignedFlight() {
    const { flightId, flight, order } = await crewTest.placed({ ahead: 3 * DAY });
    await queryRows(
      t.database.db,
      sql`DELETE FROM crew_assignments WHERE flight_id = ${flightId} RETURNING flight_id`,
    );
    return { flightId, flight, order };
  }

  const manifest = (flightId: number, as = crewTest.who.crew) =>
    t.app.inject({ url: `${opsApi.flightGetManifest.path}?flightId=${flightId}`, headers: as });
  const crewFlights = async () =>
    (await t.app.inject({ url: opsApi.flightGetForCrew.path, headers: crewTest.who.crew })).json()
      .flights as {
      id: number;
    }[];
  const setCrew = (flightId: number, staffIds: number[], as = crewTest.who.station) =>
    t.app.inject({
      method: 'PUT',
      url: opsApi.flightSetCrew.path,
      headers: as,
      payload: { flightId, staffIds },
    });

  it('hides an unassigned flight from the crew: not listed, no manifest, no hand-over', async () => {
    const { flightId, flight, order } = await unassignedFlight();
    expect((await crewFlights()).map((f) => f.id)).not.toContain(flightId);
    const refused = await manifest(flightId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/not assigned to this flight/);

    await crewTest.onFlightDay(flight);
    const handOver = await crewTest.handOver({
      clientId: randomUUID(),
      flightId,
      orderCode: order.orderCode,
      outcome: 'handedOver',
    });
    expect(handOver.statusCode).toBe(403);
    expect(await crewTest.handOverRows(order.orderCode)).toEqual([]);
  });

  it('lets the station assign the crew, audited; then the crew lists the flight and reads its manifest', async () => {
    const { flightId } = await unassignedFlight();
    const before = await t.app.inject({
      url: `${opsApi.flightGetCrew.path}?flightId=${flightId}`,
      headers: crewTest.who.station,
    });
    expect(before.statusCode).toBe(200);
    expect(before.json().assigned).toEqual([]);
    expect(before.json().crew).toContainEqual(
      expect.objectContaining({ staffId: crewTest.who.crew.staffId }),
    );

    const assigned = await setCrew(flightId, [crewTest.who.crew.staffId, crewTest.who.crew.staffId]);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().assigned).toEqual([crewTest.who.crew.staffId]);
    expect((await crewFlights()).map((f) => f.id)).toContain(flightId);
    expect((await manifest(flightId)).statusCode).toBe(200);

    const [audit] = await queryRows<{ staff_id: number; after: { staffIds: number[] } }>(
      t.database.db,
      sql`SELECT staff_id, after FROM audit_log WHERE entity = 'flightCrew' AND entity_id = ${String(flightId)}`,
    );
    expect(audit).toEqual({
      staff_id: crewTest.who.station.staffId,
      after: { staffIds: [crewTest.who.crew.staffId] },
    });

    // Taken off the flight again: the manifest is closed to them.
    expect((await setCrew(flightId, [])).json().assigned).toEqual([]);
    expect((await manifest(flightId)).statusCode).toBe(403);
  });

  it('assigns active crew members only, to flights that exist, by the station only', async () => {
    const { flightId } = await unassignedFlight();
    const notCrew = await setCrew(flightId, [crewTest.who.station.staffId]);
    expect(notCrew.statusCode).toBe(422);
    expect(notCrew.headers['content-type']).toMatch(/application\/problem\+json/);
    expect((await setCrew(999_999_999, [crewTest.who.crew.staffId])).statusCode).toBe(404);
    expect((await setCrew(flightId, [crewTest.who.crew.staffId], crewTest.who.crew)).statusCode).toBe(403);
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1);
    expect((await setCrew(flightId, tooMany)).statusCode).toBe(400);
  });
});
