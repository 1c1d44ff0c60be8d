import { opsApi } from '@dfs/contract/ops/paths';
import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../db/client';
import { type SignedInCustomer, signInCustomer } from '../../test/customer-session';
import { signInStaff } from '../../test/staff-session';
import type { TestApp } from '../../test/test-app';
import { preOrderKit } from '../preorders/preorders-test-kit';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/**
 * What the crew's hand-over tests share: pre-orders placed days ahead (as the cut-off wants), the
 * test clock moved to the flight's day (as the hand-over window wants), the crew's calls and reads.
 */
export function crewKit(t: TestApp) {
  const kit = preOrderKit(t);
  const who = {} as {
    crew: { authorization: string; staffId: number };
    station: { authorization: string; staffId: number };
    traveller: SignedInCustomer;
  };

  /** Everyone signs in (again: tokens expire when the clock moves on). */
  async function signIn() {
    who.crew = await signInStaff(t, 'crew');
    who.station = await signInStaff(t, 'station');
    who.traveller = await signInCustomer(t, 'traveller');
  }

  const flightIdOf = async (flightNumber: string) =>
    (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`SELECT id FROM flights WHERE flight_number = ${flightNumber}`,
      )
    )[0]!.id;

  /** A cash-on-board pre-order (2 × `price`) on a new flight (3 days ahead), as its page shows it. */
  async function placed(
    options: {
      ahead?: number;
      stock?: number;
      price?: number;
      body?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    const item = await kit.newItem({ stock: options.stock ?? 10, price: options.price ?? 30 });
    const flight = await kit.newFlight(options.ahead ?? 3 * DAY);
    // The station has put the demo crew on the flight: they alone read its manifest (crew-assignments.test.ts).
    await queryRows(
      t.database.db,
      sql`INSERT INTO crew_assignments (flight_id, staff_id)
          SELECT f.id, s.id FROM flights f, staff s
          WHERE f.flight_number = ${flight.flightNumber} AND 'crew' = ANY (s.roles)
          RETURNING flight_id`,
    );
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

  return {
    kit,
    who,
    signIn,
    placed,

    /**
     * The test clock on the flight's day, `before` ahead of its departure (hand-overs open 12 hours
     * before; negative: after it), everyone signed in again.
     */
    async onFlightDay(flight: { departureDate: string }, before = 2 * HOUR) {
      t.clock.advance(Date.parse(flight.departureDate) - before - t.clock.now().getTime());
      await signIn();
    },

    handOver: (payload: Record<string, unknown>, as: { authorization: string } = who.crew) =>
      t.app.inject({ method: 'POST', url: opsApi.orderHandOver.path, headers: as, payload }),

    handOverRows: (orderCode: string) =>
      queryRows<{
        counted: boolean;
        flagged: boolean;
        cash_taken_minor: number | null;
        cash_due_minor: number | null;
        cash_difference_minor: number | null;
      }>(
        t.database.db,
        sql`SELECT h.counted, h.flagged, h.cash_taken_minor, h.cash_due_minor, h.cash_difference_minor
            FROM hand_overs h JOIN orders o ON o.id = h.order_id WHERE o.order_code = ${orderCode}
            ORDER BY h.id`,
      ),

    /** The webhook events recorded for an order (decision record 026), oldest first. */
    eventsOf: async (orderCode: string) =>
      (
        await queryRows<{ type: string }>(
          t.database.db,
          sql`SELECT payload->>'type' AS type FROM event_outbox WHERE topic = 'webhook.order'
              AND payload->'data'->>'orderCode' = ${orderCode} ORDER BY id`,
        )
      ).map((r) => r.type),
  };
}
