import { api } from '@dfs/contract/paths';
import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { orderRows } from '../modules/preorders/preorders-test-kit';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Airports and aircraft Wi-Fi put hundreds of travellers behind one address (issue 15, point 31). With
 * the shipped limits (config.ts defaults), 200 of them, each with their own visitor session, can each
 * look up a ticket, register and place an order within the minute; one client flooding is still
 * refused, with or without minting a new visitor token for every request.
 */
const TRAVELLERS = 200;
const AIRPORT = '198.51.100.7';

describe('travellers behind one shared address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The shipped limits, not the test app's generous ones.
    t = await createTestApp({
      rateLimitPerMinute: undefined,
      formsPerMinute: undefined,
      lookupsPerMinute: undefined,
      ordersPerMinute: undefined,
    });
  });
  afterAll(() => t?.close());

  const inject = (options: InjectOptions) => t.app.inject({ remoteAddress: AIRPORT, ...options });

  async function visitor(privilege: Privilege) {
    const startup = await inject({ method: 'POST', url: api.tokenStartup.path });
    expect(startup.statusCode).toBe(200);
    const { clientAccessToken, accessToken } = startup.json() as {
      clientAccessToken: string;
      accessToken: string;
    };
    return {
      authorization: `Bearer ${clientAccessToken}`,
      usertoken: accessToken,
      actionprivilege: privilege,
    };
  }

  it(`lets ${TRAVELLERS} travellers each look up a ticket, register and order within a minute`, async () => {
    const rows = orderRows(t.database, t.clock);
    const itemId = await rows.newItem({ stock: TRAVELLERS * 2 });
    const flight = await rows.newFlight(5 * 24 * 3600_000);
    const [{ id: flightId } = { id: 0 }] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM flights WHERE flight_number = ${flight.flightNumber} ORDER BY id DESC LIMIT 1`,
    );
    const ticketOf = (i: number) => `0799${String(i).padStart(9, '0')}`;
    for (let i = 0; i < TRAVELLERS; i++) {
      await queryRows(
        t.database.db,
        sql`WITH ticket AS (
              INSERT INTO tickets (ticket_number, passenger_first_name, passenger_last_name)
              VALUES (${ticketOf(i)}, 'Hana', 'Girma') RETURNING id)
            INSERT INTO ticket_sectors (ticket_id, flight_id, seat_number)
            SELECT id, ${flightId}, '12A' FROM ticket`,
      );
    }
    const statuses: Record<string, number[]> = { lookup: [], register: [], order: [] };
    // Ten at a time, as travellers arrive.
    for (let batch = 0; batch < TRAVELLERS; batch += 10) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, j) => {
          const i = batch + j;
          const lookup = await inject({
            method: 'GET',
            url: `${api.onboardPassengerFromTicket.path}?TicketNumber=${ticketOf(i)}`,
            headers: await visitor(api.onboardPassengerFromTicket.privilege),
          });
          statuses.lookup!.push(lookup.statusCode);
          const username = `shared${i}x${Date.now().toString(36)}`;
          const register = await inject({
            method: 'POST',
            url: api.createCustomerProfile.path,
            headers: await visitor(Privilege.AccountSave),
            payload: {
              email: `${username}@example.com`,
              password: 'Blue skies over Addis',
              firstName: 'Hana',
              lastName: 'Girma',
              title: 3,
              nationality: 'Ethiopian',
              mobileNumber: '+251 911 000111',
              username,
            },
          });
          statuses.register!.push(register.statusCode);
          const order = await inject({
            method: 'POST',
            url: api.createPreOrder.path,
            headers: { ...(await visitor(api.createPreOrder.privilege)), 'idempotency-key': `shared-${i}` },
            payload: rows.body(flight, [{ itemId, quantity: 1 }], { ticketNumber: ticketOf(i) }),
          });
          statuses.order!.push(order.statusCode);
        }),
      );
    }
    // About 20 s on a quiet machine, so inside one window of the per-minute limits. Not asserted: a
    // loaded machine only makes the test more lenient (a later window), never stricter.
    for (const [step, codes] of Object.entries(statuses)) {
      expect(
        codes.filter((c) => c !== 200),
        `${step}: every traveller answered 200`,
      ).toEqual([]);
    }
  }, 300_000);

  it('still refuses one client flooding, with one token (its own limit) or a new token each time (the address ceiling)', async () => {
    const headers = await visitor(api.onboardPassengerFromTicket.privilege);
    const lookup = (h: Record<string, string>, address = '203.0.113.9') =>
      t.app.inject({
        method: 'GET',
        url: `${api.onboardPassengerFromTicket.path}?TicketNumber=0712345678901`,
        headers: h,
        remoteAddress: address,
      });
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) codes.push((await lookup(headers)).statusCode);
    // LOOKUP_RATE_LIMIT_PER_MINUTE's default is 30 per caller.
    expect(codes.slice(0, 30).filter((c) => c === 429)).toEqual([]);
    expect(codes.slice(30).every((c) => c === 429)).toBe(true);

    // A client minting a visitor token per request is stopped by the per-address ceiling of a form
    // (FORM_RATE_LIMIT_PER_MINUTE 5 × ADDRESS_RATE_LIMIT_FACTOR 50 = 250).
    const flooder = '203.0.113.10';
    let firstRefusal = -1;
    for (let i = 0; i < 300 && firstRefusal < 0; i++) {
      const startup = await t.app.inject({
        method: 'POST',
        url: api.tokenStartup.path,
        remoteAddress: flooder,
      });
      const tokens = startup.json() as { clientAccessToken: string; accessToken: string };
      const answer = await t.app.inject({
        method: 'POST',
        url: api.subscribe.path,
        headers: {
          authorization: `Bearer ${tokens.clientAccessToken}`,
          usertoken: tokens.accessToken,
          actionprivilege: api.subscribe.privilege,
        },
        payload: { email: `flood${i}@example.com` },
        remoteAddress: flooder,
      });
      if (answer.statusCode === 429) {
        firstRefusal = i;
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(answer.headers['content-type']).toContain('application/problem+json');
      }
    }
    expect(firstRefusal).toBe(250);
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/shop_rate_limit_refusals_total\{limit="address"\} [1-9]/);
    expect(metrics.body).toMatch(/shop_rate_limit_refusals_total\{limit="caller"\} [1-9]/);
  }, 300_000);

  it('keeps health and readiness outside every limit', async () => {
    for (let i = 0; i < 50; i++) {
      const health = await t.app.inject({ url: '/healthz', remoteAddress: '203.0.113.11' });
      expect(health.statusCode).toBe(200);
    }
    const app = await createTestApp({ rateLimitPerMinute: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 10; i++) {
        codes.push((await app.app.inject({ url: '/healthz', remoteAddress: '203.0.113.12' })).statusCode);
        codes.push((await app.app.inject({ url: '/readyz', remoteAddress: '203.0.113.12' })).statusCode);
      }
      expect(codes.every((c) => c === 200)).toBe(true);
      const reads: number[] = [];
      for (let i = 0; i < 5; i++)
        reads.push(
          (
            await app.app.inject({
              url: api.tokenStartup.path,
              method: 'POST',
              remoteAddress: '203.0.113.12',
            })
          ).statusCode,
        );
      expect(reads.slice(3)).toEqual([429, 429]);
    } finally {
      await app.close();
    }
  });
});
