import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { onBoardKit } from './onboard-orders-test-kit';

const BUYERS = 30;
const LAST_UNITS = 2;

describe('the last units carried on a flight', () => {
  let t: TestApp;
  let kit: ReturnType<typeof onBoardKit>;

  beforeAll(async () => {
    t = await createTestApp();
    kit = onBoardKit(t);
  });
  afterAll(() => t?.close());

  it(`go to exactly ${LAST_UNITS} of ${BUYERS} concurrent on-board buyers`, { timeout: 30_000 }, async () => {
    const item = await kit.newItem({ stock: 100 });
    const flight = await kit.newFlight(2 * 60 * 60 * 1000, [{ itemId: item, quantity: LAST_UNITS }]);
    const headers = await Promise.all(
      Array.from({ length: BUYERS }, () => t.headers(Privilege.OnBoardSubmitOrder)),
    );
    const responses = await Promise.all(
      headers.map((h, i) =>
        kit.submit(
          kit.body(flight, [{ itemId: item, quantity: 1 }], {
            guest: { ...kit.guest, email: `flyer${i}@example.com` },
          }),
          h,
          `onboard-race-${i}`,
        ),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LAST_UNITS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - LAST_UNITS);
    expect(await kit.flightStockOf(flight.id, item)).toBe(0);
    expect(await kit.stockOf(item)).toBe(100);
    expect(await kit.count(sql`SELECT count(*)::int AS n FROM order_items WHERE item_id = ${item}`)).toBe(
      LAST_UNITS,
    );
  });
});
