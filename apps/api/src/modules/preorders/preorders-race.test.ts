import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCustomer } from '../../test/customer-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preOrderKit } from './preorders-test-kit';

const DAY = 24 * 60 * 60 * 1000;
const BUYERS = 50;
const LAST_UNITS = 3;
// PostgreSQL runs the buyers truly in parallel, so it gets more rounds; PGlite serialises them.
// `npm run faults` sets RACE_ROUNDS=100 for every race; `npm test` keeps them short.
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const ROUNDS = onPostgres ? Number(process.env.RACE_ROUNDS ?? 6) : 1;
const PROMO_AND_MILES_ROUNDS = onPostgres ? Number(process.env.RACE_ROUNDS ?? 2) : 1;
const PROMO_BUYERS = 30;
/** A limit for hangs, not for speed: 100 rounds of 50 buyers took 15 min on a busy 2-core machine. */
const timeout = Math.max(600_000, ROUNDS * 30_000);
const MILES_SPENDERS = 20;

describe('concurrent checkouts on the last of something', () => {
  let t: TestApp;
  let kit: ReturnType<typeof preOrderKit>;

  beforeAll(async () => {
    // Fifty buyers of one flight share its ticket here: the per-sector limit is tested elsewhere.
    t = await createTestApp({ openPreOrdersPerSector: 1_000_000 });
    kit = preOrderKit(t);
  });
  afterAll(() => t?.close());

  it(`go to exactly ${LAST_UNITS} of ${BUYERS} concurrent buyers, round after round`, {
    timeout,
  }, async () => {
    const started = Date.now();
    const flight = await kit.newFlight(3 * DAY);
    const headers = await Promise.all(
      Array.from({ length: BUYERS }, () => t.headers(Privilege.PreOrderAccess)),
    );
    for (let round = 0; round < ROUNDS; round++) {
      const item = await kit.newItem({ stock: LAST_UNITS });
      const responses = await Promise.all(
        headers.map((h, i) =>
          kit.create(
            kit.body(flight, [{ itemId: item, quantity: 1 }], {
              guest: { ...kit.guest, email: `buyer${i}@example.com` },
            }),
            h,
            `race-${round}-${i}`,
          ),
        ),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(LAST_UNITS);
      expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - LAST_UNITS);
      expect(await kit.stockOf(item)).toBe(0);
      expect(await kit.count(sql`SELECT count(*)::int AS n FROM order_items WHERE item_id = ${item}`)).toBe(
        LAST_UNITS,
      );
    }
    console.info(
      `last units: ${ROUNDS} rounds of ${BUYERS} buyers for ${LAST_UNITS} units in ${Date.now() - started} ms`,
    );
  });

  it(`give a single-use promo code to exactly one of ${PROMO_BUYERS} concurrent orders`, {
    timeout,
  }, async () => {
    const started = Date.now();
    const flight = await kit.newFlight(3 * DAY);
    const headers = await Promise.all(
      Array.from({ length: PROMO_BUYERS }, () => t.headers(Privilege.PreOrderAccess)),
    );
    for (let round = 0; round < PROMO_AND_MILES_ROUNDS; round++) {
      const item = await kit.newItem({ stock: 100 });
      const promo = await kit.newPromo({ items: [item], percent: 50, usageLimit: 1 });
      const responses = await Promise.all(
        headers.map((h, i) =>
          kit.create(
            kit.body(flight, [{ itemId: item, quantity: 1 }], {
              promoCode: promo.code,
              guest: { ...kit.guest, email: `promo${i}@example.com` },
            }),
            h,
            `promo-${round}-${i}`,
          ),
        ),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 422)).toHaveLength(PROMO_BUYERS - 1);
      expect(await kit.promoUses(promo.id)).toBe(1);
      expect(
        await kit.count(sql`SELECT count(*)::int AS n FROM orders WHERE promo_code = ${promo.code}`),
      ).toBe(1);
      expect(await kit.stockOf(item)).toBe(99);
    }
    console.info(
      `single-use promo: ${PROMO_AND_MILES_ROUNDS} rounds of ${PROMO_BUYERS} orders in ${Date.now() - started} ms`,
    );
  });

  it(`let only one of ${MILES_SPENDERS} concurrent checkouts spend a member's whole balance`, {
    timeout,
  }, async () => {
    const started = Date.now();
    const traveller = await signInCustomer(t, 'traveller');
    const memberId = traveller.loyaltyMemberId!;
    const flight = await kit.newFlight(3 * DAY);
    const headers = await Promise.all(
      Array.from({ length: MILES_SPENDERS }, () => traveller.headers(Privilege.PreOrderAccess)),
    );
    const before = await kit.milesOf(memberId);
    expect(before.balance).toBeGreaterThan(0);
    expect(before.ledger).toBe(before.balance);
    // The balance buys exactly one unit, so every checkout asks for all of it.
    const item = await kit.newItem({ stock: 1000, miles: before.balance });
    for (let round = 0; round < PROMO_AND_MILES_ROUNDS; round++) {
      const responses = await Promise.all(
        headers.map((h, i) =>
          kit.create(
            kit.body(flight, [{ itemId: item, quantity: 1 }], { paymentOption: 3, guest: undefined }),
            h,
            `miles-${round}-${i}`,
          ),
        ),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 422)).toHaveLength(MILES_SPENDERS - 1);
      expect(await kit.milesOf(memberId)).toEqual({ balance: 0, ledger: 0 });
      // Cancelling gives the miles back for the next round.
      const winner = responses.find((r) => r.statusCode === 200)!.json();
      expect((await kit.cancel(winner, headers[0])).statusCode).toBe(200);
      expect(await kit.milesOf(memberId)).toEqual(before);
    }
    expect(await kit.stockOf(item)).toBe(1000);
    console.info(
      `whole-balance miles: ${PROMO_AND_MILES_ROUNDS} rounds of ${MILES_SPENDERS} checkouts in ${Date.now() - started} ms`,
    );
  });
});
