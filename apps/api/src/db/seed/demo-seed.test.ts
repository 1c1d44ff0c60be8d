import { regulatedItemCodes } from '@dfs/domain/regulated-items';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../client';
import { isDatabaseEmpty, resetDatabase, type SeedSummary, seedDemo } from './demo-seed';

// One fixed day, so the two seeded copies can be compared row for row.
const seedDay = new Date('2026-11-22T08:00:00Z');

// These build their own embedded databases. On PostgreSQL the same migrations and seed run in the
// test run's global setup, which every API test there then uses.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('demo seed', () => {
  let database: Database;
  let summary: SeedSummary;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    summary = await seedDemo(database.db, seedDay);
  }, 60_000);
  afterAll(() => database?.close());

  it('loads a realistic catalogue', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    expect(summary.items).toBeGreaterThanOrEqual(240);
    const brands = await one<{ all: number; power: number }>(
      sql`SELECT count(*)::int AS all, count(*) FILTER (WHERE is_power_brand)::int AS power FROM brands`,
    );
    expect(brands.all).toBeGreaterThanOrEqual(40);
    expect(brands.power).toBeGreaterThanOrEqual(21);
    const tops = await rows<{ children: number }>(
      sql`SELECT (SELECT count(*)::int FROM categories c WHERE c.parent_id = t.id) AS children
          FROM categories t WHERE t.parent_id IS NULL`,
    );
    expect(tops).toHaveLength(10);
    expect(tops.every((t) => t.children >= 2)).toBe(true);
    const currencies = await rows<{ id: number; code: string }>(
      sql`SELECT id, code FROM currencies ORDER BY id`,
    );
    expect(currencies).toHaveLength(7);
    expect(currencies.find((c) => c.id === 2)?.code).toBe('USD');
    const sizes = await rows<{ size: number }>(sql`SELECT DISTINCT size FROM banners ORDER BY size`);
    expect(sizes.map((s) => s.size)).toEqual([1, 2, 3]);
  });

  it('has the regulated codes, tobacco and liquor, and items on the top category they hang under', async () => {
    const codes = await rows<{ item_code: string; top: string }>(
      sql`SELECT i.item_code, t.name AS top FROM items i JOIN categories t ON t.id = i.top_category_id
          WHERE i.item_code = ANY(${sql.raw(`ARRAY[${regulatedItemCodes.map((c) => `'${c}'`).join(', ')}]`)})`,
    );
    expect(codes).toHaveLength(8);
    expect(codes.every((c) => c.top === 'Fragrances')).toBe(true);
    const families = await rows<{ code: string; n: number }>(
      sql`SELECT t.code, count(*)::int AS n FROM items i JOIN categories t ON t.id = i.top_category_id
          WHERE t.code IN ('TOBACCO', 'LIQUOR') GROUP BY t.code ORDER BY t.code`,
    );
    expect(families.map((f) => f.code)).toEqual(['LIQUOR', 'TOBACCO']);
    const misplaced = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM items i JOIN categories c ON c.id = i.category_id
          WHERE c.parent_id IS DISTINCT FROM i.top_category_id`,
    );
    expect(misplaced.n).toBe(0);
  });

  it('gives every item one default image, each stored as well-formed SVG naming the product', async () => {
    const defaults = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM items i
          WHERE (SELECT count(*) FROM item_images m WHERE m.item_id = i.id AND m.is_default) <> 1`,
    );
    expect(defaults.n).toBe(0);
    const missing = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM item_images m LEFT JOIN media_assets a ON a.path = m.url WHERE a.path IS NULL`,
    );
    expect(missing.n).toBe(0);
    const art = await rows<{ name: string; body: string }>(
      sql`SELECT i.name, a.body FROM items i JOIN item_images m ON m.item_id = i.id AND m.is_default
          JOIN media_assets a ON a.path = m.url ORDER BY i.id LIMIT 40`,
    );
    for (const { name, body } of art) {
      expect(body.startsWith('<svg')).toBe(true);
      expect(body.trimEnd().endsWith('</svg>')).toBe(true);
      const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      const firstWord = escaped.split(' ')[0]!;
      expect(body, name).toContain(firstWord);
    }
  });

  it('seeds the demo tickets with one and two sectors, and ledgers that add up to the balances', async () => {
    const sectors = await rows<{ ticket_number: string; n: number }>(
      sql`SELECT t.ticket_number, count(*)::int AS n FROM tickets t JOIN ticket_sectors s ON s.ticket_id = t.id
          WHERE t.ticket_number IN ('0712345678901', '0712345678902') GROUP BY t.ticket_number ORDER BY 1`,
    );
    expect(sectors).toEqual([
      { ticket_number: '0712345678901', n: 1 },
      { ticket_number: '0712345678902', n: 2 },
    ]);
    const drift = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM loyalty_members m
          WHERE m.balance <> (SELECT coalesce(sum(l.miles), 0) FROM loyalty_ledger l WHERE l.member_id = m.id)`,
    );
    expect(drift.n).toBe(0);
  });

  it('is deterministic for a given day', async () => {
    const copy = await openDatabase({ kind: 'pglite' });
    try {
      await copy.migrate();
      await seedDemo(copy.db, seedDay);
      const itemsOf = (db: Database) =>
        queryRows(
          db.db,
          sql`SELECT item_code, name, brand_id, category_id, base_price_minor, quantity, order_quantity,
              miles_for_redeem, registered_date FROM items ORDER BY id`,
        );
      expect(await itemsOf(copy)).toEqual(await itemsOf(database));
    } finally {
      await copy.close();
    }
  }, 60_000);

  it('can be wiped and loaded again', async () => {
    await resetDatabase(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDemo(database.db, seedDay);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  }, 60_000);
});
