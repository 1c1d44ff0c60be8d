import { opsApi } from '@dfs/contract/ops/paths';
import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from './db/client';
import { listenerApplicationName } from './db/listener';
import { signInStaff } from './test/staff-session';
import { createTestApp, type TestApp } from './test/test-app';
import { withDatabase } from './test/test-database';

/** Both processes cache store reads for a minute: only the notice can make B see A's write sooner. */
const CACHE_MS = 60_000;
const cents = (n: number) => Math.round(n * 100) / 100;
/** "Well within the cache time": B must see the write this soon. */
const SEEN_WITHIN_MS = 5_000;

describe('read caches of two API processes on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let shared: Database;
  let databaseName: string;
  let merchandiser: { authorization: string };
  let itemId: number;

  beforeAll(async () => {
    a = await createTestApp({ catalogueCacheMs: CACHE_MS });
    [{ name: databaseName }] = (await queryRows<{ name: string }>(
      a.database.db,
      sql`SELECT current_database() AS name`,
    )) as [{ name: string }];
    // B is a second app instance with its own pool on A's database, as a second process would be.
    shared = await openDatabase({
      kind: 'postgres',
      url: withDatabase(process.env.TEST_DATABASE_URL!, databaseName),
      limits: { statementTimeoutMs: 0 },
    });
    b = await createTestApp({ catalogueCacheMs: CACHE_MS, database: shared });
    merchandiser = await signInStaff(a, 'merchandiser');
    [{ id: itemId }] = (await queryRows<{ id: number }>(
      a.database.db,
      sql`SELECT id FROM items WHERE active AND id NOT IN (SELECT item_id FROM price_list_items) ORDER BY id LIMIT 1`,
    )) as [{ id: number }];
  });
  afterAll(async () => {
    await b?.close();
    await shared?.close();
    await a?.close();
  });

  const storePrice = async (t: TestApp) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/MasterData/api/V1.0/Item/GetById?id=${itemId}&lng=en`,
        headers: await t.headers(Privilege.PreOrderAccess),
      })
    ).json().item.currentPrice as number;

  /** Sets the item's price through A's operations API. */
  async function setPriceThroughA(price: number) {
    const page = await a.app.inject({
      method: 'GET',
      url: `${opsApi.itemGetAll.path}?id=${itemId}`,
      headers: merchandiser,
    });
    const item = page.json().rows[0];
    const { itemCode: _c, images: _i, ...editable } = item;
    const response = await a.app.inject({
      method: 'PUT',
      url: opsApi.itemUpdate.path,
      payload: { ...editable, price },
      headers: merchandiser,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** How long until B's cached read shows `price` (fails after SEEN_WITHIN_MS). */
  async function msUntilBShows(price: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < SEEN_WITHIN_MS) {
      if ((await storePrice(b)) === price) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`B still shows ${await storePrice(b)}, not ${price}, after ${SEEN_WITHIN_MS} ms`);
  }

  const listeners = async () =>
    (
      await queryRows<{ n: number }>(
        a.database.db,
        sql`SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE datname = ${databaseName} AND application_name = ${listenerApplicationName}`,
      )
    )[0]!.n;

  it('shows a write through A in B’s cached read well within the cache time', async () => {
    const before = await storePrice(b);
    // B's read is now cached; A writes.
    const next = cents(before + 1.25);
    await setPriceThroughA(next);
    expect(await storePrice(a)).toBe(next);
    expect(await msUntilBShows(next)).toBeLessThan(SEEN_WITHIN_MS);
  });

  it('shows a price import through A in B’s cached read too', async () => {
    const [{ code }] = (await queryRows<{ code: string }>(
      a.database.db,
      sql`SELECT item_code AS code FROM items WHERE id = ${itemId}`,
    )) as [{ code: string }];
    const next = cents((await storePrice(b)) + 0.75);
    const csv = `itemCode,priceList,price\n${code},base,${next}`;
    const headers = { ...merchandiser, 'content-type': 'text/csv' };
    const dry = await a.app.inject({ method: 'POST', url: opsApi.priceImport.path, payload: csv, headers });
    const applied = await a.app.inject({
      method: 'POST',
      url: `${opsApi.priceImport.path}?dryRun=false&checksum=${dry.json().checksum}`,
      payload: csv,
      headers,
    });
    expect(applied.json()).toMatchObject({ applied: true, changed: 1 });
    expect(await msUntilBShows(next)).toBeLessThan(SEEN_WITHIN_MS);
  });

  it('shows a currency rate changed through A in B’s cached read in that currency', async () => {
    const list = await a.app.inject({
      method: 'GET',
      url: opsApi.currencyGetAll.path,
      headers: merchandiser,
    });
    const eur = (
      list.json().rows as {
        id: number;
        code: string;
        rateToUsd: number;
        version: number;
        active: boolean;
      }[]
    ).find((c) => c.code === 'EUR')!;
    const inEur = async () =>
      (
        await b.app.inject({
          method: 'GET',
          url: `/MasterData/api/V1.0/Item/GetById?id=${itemId}&lng=en&currencyId=${eur.id}`,
          headers: await b.headers(Privilege.PreOrderAccess),
        })
      ).json().item.currentPrice as number;
    const before = await inEur();
    const rate = Math.round(eur.rateToUsd * 2 * 1e6) / 1e6;
    const updated = await a.app.inject({
      method: 'PUT',
      url: opsApi.currencyUpdate.path,
      headers: merchandiser,
      payload: { id: eur.id, version: eur.version, rateToUsd: rate, active: eur.active },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const started = Date.now();
    let seen = before;
    while (Date.now() - started < SEEN_WITHIN_MS && seen === before) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await inEur();
    }
    expect(seen).toBeGreaterThan(before * 1.5);
  });

  it('listens again after its connection is cut, and then sees writes at once', async () => {
    expect(await listeners()).toBe(2);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE datname = $1 AND application_name = $2`,
        [databaseName, listenerApplicationName],
      );
      expect(ended.rows).toHaveLength(2);
    } finally {
      await admin.end();
    }
    // Both listeners come back (they retry every second).
    const started = Date.now();
    while ((await listeners()) < 2 && Date.now() - started < 10_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await listeners()).toBe(2);
    // B caches a fresh read, then A writes: the notice arrives over B's new connection.
    const before = await storePrice(b);
    const next = cents(before + 2.5);
    await setPriceThroughA(next);
    expect(await msUntilBShows(next)).toBeLessThan(SEEN_WITHIN_MS);
  });
});
