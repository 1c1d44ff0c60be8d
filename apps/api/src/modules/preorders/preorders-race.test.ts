import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preOrderKit } from './preorders-test-kit';

const DAY = 24 * 60 * 60 * 1000;
const BUYERS = 50;
const LAST_UNITS = 3;
// PostgreSQL runs the buyers truly in parallel, so it gets more rounds; PGlite serialises them.
const ROUNDS = process.env.TEST_DB_KIND === 'postgres' ? 6 : 1;

describe('the last units of an item', () => {
  let t: TestApp;
  let kit: ReturnType<typeof preOrderKit>;

  beforeAll(async () => {
    t = await createTestApp();
    kit = preOrderKit(t);
  });
  afterAll(() => t?.close());

  it(`go to exactly ${LAST_UNITS} of ${BUYERS} concurrent buyers, round after round`, {
    timeout: 60_000,
  }, async () => {
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
  });
});
