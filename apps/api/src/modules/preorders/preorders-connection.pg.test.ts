import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { FaultPoint } from '../../faults';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preOrderKit } from './preorders-test-kit';

const DAY = 24 * 60 * 60 * 1000;

describe('a database connection cut in the middle of a checkout', () => {
  let t: TestApp;
  let kit: ReturnType<typeof preOrderKit>;
  /** The checkpoint at which the next checkout has its connection terminated. */
  let cutAt: FaultPoint | undefined;

  /** Ends the server backend of this test database that sits inside an open transaction. */
  async function terminateOpenTransaction() {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const [row] = await queryRows<{ name: string }>(t.database.db, sql`SELECT current_database() AS name`);
      const ended = await admin.query(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE datname = $1 AND state = 'idle in transaction'`,
        [row!.name],
      );
      expect(ended.rows).toEqual([{ ended: true }]);
    } finally {
      await admin.end();
    }
  }

  beforeAll(async () => {
    t = await createTestApp({
      faults: {
        async checkpoint(point) {
          if (point !== cutAt) return;
          cutAt = undefined;
          await terminateOpenTransaction();
        },
      },
    });
    kit = preOrderKit(t);
  });
  afterAll(() => t?.close());

  it.each(['checkout.stock-reserved', 'checkout.order-inserted', 'checkout.gateway-called'] as const)(
    'answers a clean 503 and writes nothing when cut at %s; a retry succeeds',
    async (point) => {
      const item = await kit.newItem({ stock: 5, price: 30 });
      const promo = await kit.newPromo({ items: [item], usageLimit: 10 });
      const flight = await kit.newFlight(3 * DAY);
      const headers = await t.headers(Privilege.PreOrderAccess);
      const payload = kit.body(flight, [{ itemId: item, quantity: 2 }], {
        paymentOption: 1,
        promoCode: promo.code,
      });

      cutAt = point;
      const cut = await kit.create(payload, headers, `cut-${point}`);
      expect(cutAt).toBeUndefined();
      expect(cut.statusCode).toBe(503);
      expect(cut.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(cut.headers['retry-after']).toBe('5');
      expect(cut.json()).toMatchObject({ status: 503, code: 'unavailable' });
      expect(cut.body).not.toMatch(/terminat|pg_|SQL|stack/i);
      expect(await kit.stockOf(item)).toBe(5);
      expect(await kit.promoUses(promo.id)).toBe(0);
      expect(await kit.count(sql`SELECT count(*)::int AS n FROM order_items WHERE item_id = ${item}`)).toBe(
        0,
      );
      expect(
        await kit.count(sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = ${`cut-${point}`}`),
      ).toBe(0);

      // The pool drops the dead connection: the same request goes through on a fresh one.
      const retry = await kit.create(payload, headers, `cut-${point}`);
      expect(retry.statusCode).toBe(200);
      expect(await kit.stockOf(item)).toBe(3);
      expect(await kit.promoUses(promo.id)).toBe(1);
    },
  );
});
