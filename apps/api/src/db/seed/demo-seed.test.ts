import { randomBytes } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase, queryRows } from '../client';
import { items } from '../schema';
import { escapeXml } from './artwork';
import { isDatabaseEmpty, regulatedItemCodes, resetDatabase, type SeedSummary, seedDemo } from './demo-seed';
import { svgProblems } from './svg-check';

const now = new Date('2026-03-10T09:20:00Z');

const rows = queryRows;

describe('demo seed', () => {
  let database: Database;
  let db: Db;
  let summary: SeedSummary;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    db = database.db;
    summary = await seedDemo(db, now);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('fills the catalogue with the required volumes', () => {
    expect(summary.counts.items).toBeGreaterThanOrEqual(240);
    expect(summary.items).toBe(summary.counts.items);
    expect(summary.counts.brands).toBeGreaterThanOrEqual(40);
    expect(summary.counts.powerBrands).toBeGreaterThanOrEqual(21);
    expect(summary.counts.topCategories).toBe(10);
    expect(summary.counts.collections).toBe(4);
  });

  it('has 10 top categories of 2–4 children, and items only on children', async () => {
    const tops = await rows<{ name: string; children: number }>(
      db,
      sql`SELECT c.name, (SELECT count(*) FROM categories k WHERE k.parent_id = c.id)::int AS children
          FROM categories c WHERE c.parent_id IS NULL`,
    );
    expect(tops).toHaveLength(10);
    for (const top of tops) {
      expect(top.children).toBeGreaterThanOrEqual(2);
      expect(top.children).toBeLessThanOrEqual(4);
    }
    const onTop = await rows(
      db,
      sql`SELECT i.id FROM items i JOIN categories c ON c.id = i.category_id WHERE c.parent_id IS NULL`,
    );
    expect(onTop).toEqual([]);
  });

  it('has the seven currencies with USD as id 2', async () => {
    const currencies = await rows<{ id: number; code: string; rate: number }>(
      db,
      sql`SELECT id, code, rate_to_usd::float AS rate FROM currencies ORDER BY id`,
    );
    expect(currencies.map((c) => c.code)).toEqual(['EUR', 'USD', 'GBP', 'ETB', 'AED', 'CNY', 'SAR']);
    expect(currencies[1]).toMatchObject({ id: 2, code: 'USD', rate: 1 });
  });

  it('has banners in the three sizes, one campaign with a video', async () => {
    const sizes = await rows<{ size: number; n: number }>(
      db,
      sql`SELECT size, count(*)::int AS n FROM banners GROUP BY size ORDER BY size`,
    );
    expect(sizes).toEqual([
      { size: 1, n: 4 },
      { size: 2, n: 4 },
      { size: 3, n: 4 },
    ]);
    const videos = await rows(db, sql`SELECT DISTINCT title FROM banners WHERE video_url IS NOT NULL`);
    expect(videos).toHaveLength(1);
  });

  it('has the 8 regulated fragrances, buyable, and age-restricted liquor and tobacco', async () => {
    const regulated = await rows<{ item_code: string; top: string; quantity: number }>(
      db,
      sql`SELECT i.item_code, t.name AS top, i.quantity FROM items i
          JOIN categories c ON c.id = i.category_id JOIN categories t ON t.id = c.parent_id
          WHERE i.item_code IN ${[...regulatedItemCodes]}`,
    );
    expect(regulated.map((r) => r.item_code).sort()).toEqual([...regulatedItemCodes].sort());
    const listed = await rows<{ item_code: string }>(
      db,
      sql`SELECT i.item_code FROM regulated_items r JOIN items i ON i.id = r.item_id`,
    );
    expect(listed.map((r) => r.item_code).sort()).toEqual([...regulatedItemCodes].sort());
    const ageCodes = await rows<{ code: string }>(
      db,
      sql`SELECT c.code FROM age_restricted_categories a JOIN categories c ON c.id = a.category_id ORDER BY c.code`,
    );
    expect(ageCodes.map((r) => r.code)).toEqual(['LIQUOR', 'TOBACCO']);
    for (const item of regulated) {
      expect(item.top).toBe('Fragrances');
      expect(item.quantity).toBeGreaterThan(0);
    }
    const restricted = await rows<{ code: string; n: number }>(
      db,
      sql`SELECT t.code, count(*)::int AS n FROM items i
          JOIN categories c ON c.id = i.category_id JOIN categories t ON t.id = c.parent_id
          WHERE t.code IS NOT NULL GROUP BY t.code ORDER BY t.code`,
    );
    expect(restricted.map((r) => r.code)).toEqual(['LIQUOR', 'TOBACCO']);
    for (const r of restricted) expect(r.n).toBeGreaterThan(0);
  });

  it('has out-of-stock, low-stock and limited items, and new arrivals in the last two weeks', async () => {
    const [states] = await rows<{ out: number; one: number; two: number; limited: number; recent: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE quantity = 0)::int AS out,
                 count(*) FILTER (WHERE quantity = 1)::int AS one,
                 count(*) FILTER (WHERE quantity = 2)::int AS two,
                 count(*) FILTER (WHERE order_quantity IS NOT NULL)::int AS limited,
                 count(*) FILTER (WHERE registered_date > ${new Date(now.getTime() - 14 * 86_400_000).toISOString()}::timestamptz)::int AS recent
          FROM items`,
    );
    expect(states!.out).toBeGreaterThan(2);
    expect(states!.one).toBeGreaterThan(2);
    expect(states!.two).toBeGreaterThan(2);
    expect(states!.limited).toBeGreaterThan(5);
    expect(states!.recent).toBeGreaterThanOrEqual(24);
    const [newest] = await rows<{ max: string }>(
      db,
      sql`SELECT max(registered_date)::text AS max FROM items`,
    );
    expect(new Date(newest!.max).getTime()).toBeLessThan(now.getTime());
  });

  it('gives every item exactly one default image, shown as WebP of a stored, well-formed SVG naming the item', async () => {
    const images = await rows<{
      item_id: number;
      name: string;
      brand: string;
      url: string;
      is_default: boolean;
      body: string | null;
    }>(
      db,
      sql`SELECT im.item_id, i.name, b.name AS brand, im.url, im.is_default, m.body
          FROM item_images im JOIN items i ON i.id = im.item_id JOIN brands b ON b.id = i.brand_id
          LEFT JOIN media_assets m ON m.path = regexp_replace(im.url, '\.webp$', '.svg') ORDER BY im.item_id, im.sort_order`,
    );
    const perItem = new Map<number, { defaults: number; count: number }>();
    for (const image of images) {
      const entry = perItem.get(image.item_id) ?? { defaults: 0, count: 0 };
      entry.count++;
      if (image.is_default) entry.defaults++;
      perItem.set(image.item_id, entry);
      expect(image.url).toMatch(/^\/media\/items\/[A-Z]{3}-\d{4}-[1-3]\.webp$/);
      expect(image.body, image.url).not.toBeNull();
      expect(svgProblems(image.body!), image.url).toEqual([]);
      expect(image.body).toContain(escapeXml(`${image.brand} ${image.name}`));
      expect(image.body!.length).toBeLessThan(6 * 1024);
    }
    expect(perItem.size).toBe(summary.counts.items);
    for (const entry of perItem.values()) {
      expect(entry.defaults).toBe(1);
      expect(entry.count).toBeGreaterThanOrEqual(2);
      expect(entry.count).toBeLessThanOrEqual(3);
    }
  });

  it('stores the art of every brand, category, collection and banner, shown as WebP of its SVG', async () => {
    const missing = await rows<{ url: string }>(
      db,
      sql`SELECT url FROM (
            SELECT image_url AS url FROM brands UNION ALL SELECT image_url FROM categories
            UNION ALL SELECT image_url FROM collections UNION ALL SELECT image_url FROM banners
            UNION ALL SELECT image_url FROM banner_translations
          ) art WHERE url IS NULL OR url NOT LIKE '%.webp'
            OR NOT EXISTS (SELECT 1 FROM media_assets m WHERE m.path = regexp_replace(art.url, '\.webp$', '.svg'))`,
    );
    expect(missing).toEqual([]);
    const media = await rows<{ path: string; body: string; content_type: string }>(
      db,
      sql`SELECT path, body, content_type FROM media_assets WHERE path NOT LIKE '/media/items/%'`,
    );
    for (const m of media) {
      expect(m.content_type).toBe('image/svg+xml');
      expect(svgProblems(m.body), m.path).toEqual([]);
      expect(m.body.length).toBeLessThan(6 * 1024);
    }
  });

  it('gives every item, category, brand, collection, banner, price list, currency and airport Chinese and Arabic text', async () => {
    // Each translatable row must have a zh row written in Chinese characters and an ar row in Arabic
    // letters, different from its English: one missing or English-copied text fails here.
    const han = '[\u4e00-\u9fff]';
    const arabic = '[\u0600-\u06ff]';
    const checks = [
      {
        kind: 'item',
        sql: sql`SELECT e.id, e.name AS en, t.locale, t.name AS text FROM items e LEFT JOIN item_translations t ON t.item_id = e.id`,
      },
      {
        kind: 'item description',
        sql: sql`SELECT e.id, e.description AS en, t.locale, t.description AS text FROM items e LEFT JOIN item_translations t ON t.item_id = e.id`,
      },
      {
        kind: 'category',
        sql: sql`SELECT e.id, e.name AS en, t.locale, t.name AS text FROM categories e LEFT JOIN category_translations t ON t.category_id = e.id`,
      },
      {
        kind: 'brand',
        sql: sql`SELECT e.id, e.description AS en, t.locale, t.description AS text FROM brands e LEFT JOIN brand_translations t ON t.brand_id = e.id`,
      },
      {
        kind: 'collection',
        sql: sql`SELECT e.id, e.name || ' ' || e.description AS en, t.locale, t.name || ' ' || t.description AS text FROM collections e LEFT JOIN collection_translations t ON t.collection_id = e.id`,
      },
      {
        kind: 'banner',
        sql: sql`SELECT e.id, e.title AS en, t.locale, t.title AS text FROM banners e LEFT JOIN banner_translations t ON t.banner_id = e.id`,
      },
      {
        kind: 'price list',
        sql: sql`SELECT e.id, e.name AS en, t.locale, t.name AS text FROM price_lists e LEFT JOIN price_list_translations t ON t.price_list_id = e.id`,
      },
      {
        kind: 'currency',
        sql: sql`SELECT e.id, e.name AS en, t.locale, t.name AS text FROM currencies e LEFT JOIN currency_translations t ON t.currency_id = e.id`,
      },
      {
        kind: 'airport',
        sql: sql`SELECT e.id, e.city AS en, t.locale, t.city AS text FROM airports e LEFT JOIN airport_translations t ON t.airport_id = e.id`,
      },
    ];
    for (const check of checks) {
      const found = await rows<{ id: number; en: string; locale: string | null; text: string | null }>(
        db,
        check.sql,
      );
      const ids = new Set(found.map((r) => r.id));
      expect(ids.size, check.kind).toBeGreaterThan(0);
      for (const [locale, script] of [
        ['zh', han],
        ['ar', arabic],
      ] as const) {
        const translated = found.filter((r) => r.locale === locale);
        const bad = [...ids].filter((id) => {
          const row = translated.find((r) => r.id === id);
          return !row?.text || row.text === row.en || !new RegExp(script).test(row.text);
        });
        expect(bad, `${check.kind} without ${locale} text`).toEqual([]);
      }
    }
    // Brand names are written as brands write them, in every language.
    const brandNames = await rows<{ name: string }>(db, sql`SELECT name FROM brands`);
    expect(brandNames.every((b) => /^[\p{Script=Latin}\d\s.&'-]+$/u.test(b.name))).toBe(true);
  });

  it('draws each banner in each language, Arabic right to left, at the aspect of its frame', async () => {
    const art = await rows<{ size: number; locale: string; body: string }>(
      db,
      sql`SELECT b.size, t.locale, m.body FROM banners b JOIN banner_translations t ON t.banner_id = b.id
          JOIN media_assets m ON m.path = regexp_replace(t.image_url, '\.webp$', '.svg')`,
    );
    expect(art).toHaveLength(24);
    const aspect = { 1: 4 / 3, 2: 2, 3: 16 / 5 } as Record<number, number>;
    for (const a of art) {
      const [, , w, h] = /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(a.body)!.slice(1).map(Number);
      expect(w! / h!).toBeCloseTo(aspect[a.size]!, 2);
      expect(a.body).toContain(`xml:lang="${a.locale}"`);
      if (a.locale === 'ar') expect(a.body).toContain('direction="rtl"');
      else expect(a.body).not.toContain('direction="rtl"');
    }
  });

  it('has flights every day for 30 days and short-notice flights within 12 hours', async () => {
    const perDay = await rows<{ day: number; n: number }>(
      db,
      sql`SELECT floor(extract(epoch FROM departure_at - ${now.toISOString().slice(0, 10)}::timestamptz) / 86400)::int AS day,
                 count(*)::int AS n
          FROM flights GROUP BY 1 ORDER BY 1`,
    );
    for (let day = 1; day <= 30; day++) {
      expect(perDay.find((d) => d.day === day)?.n ?? 0, `day ${day}`).toBeGreaterThanOrEqual(8);
    }
    const soon = await rows(
      db,
      sql`SELECT id FROM flights WHERE departure_at > ${now.toISOString()}::timestamptz
          AND departure_at < ${now.toISOString()}::timestamptz + interval '12 hours'`,
    );
    expect(soon.length).toBeGreaterThanOrEqual(3);
  });

  it('stocks about 60 items of 1–20 units on every flight, few of them tobacco', async () => {
    const perFlight = await rows<{ n: number; min: number; max: number; tobacco: number }>(
      db,
      sql`SELECT count(*)::int AS n, min(s.quantity)::int AS min, max(s.quantity)::int AS max,
                 count(*) FILTER (WHERE t.code = 'TOBACCO')::int AS tobacco
          FROM flights f JOIN onboard_stock s ON s.flight_id = f.id JOIN items i ON i.id = s.item_id
          JOIN categories c ON c.id = i.category_id JOIN categories t ON t.id = c.parent_id
          GROUP BY f.id`,
    );
    expect(perFlight).toHaveLength(summary.counts.flights!);
    for (const f of perFlight) {
      expect(f.n).toBe(60);
      expect(f.min).toBeGreaterThanOrEqual(1);
      expect(f.max).toBeLessThanOrEqual(20);
      expect(f.tobacco).toBeLessThanOrEqual(5);
    }
  });

  it('has the demo tickets with 1, 2 and 1 sectors, the last inside the pre-order cut-off', async () => {
    const sectors = await rows<{
      ticket_number: string;
      flight_number: string;
      departure_at: string;
      seat_number: string;
    }>(
      db,
      sql`SELECT t.ticket_number, f.flight_number, f.departure_at::text AS departure_at, s.seat_number
          FROM tickets t JOIN ticket_sectors s ON s.ticket_id = t.id JOIN flights f ON f.id = s.flight_id
          WHERE t.ticket_number LIKE '07123456789%' ORDER BY t.ticket_number, f.departure_at`,
    );
    const of = (ticket: string) => sectors.filter((s) => s.ticket_number === ticket);
    expect(of('0712345678901')).toHaveLength(1);
    expect(of('0712345678902')).toHaveLength(2);
    expect(of('0712345678903')).toHaveLength(1);
    const hoursAway = (s: { departure_at: string }) =>
      (new Date(s.departure_at).getTime() - now.getTime()) / 3_600_000;
    expect(hoursAway(of('0712345678901')[0]!)).toBeGreaterThan(48);
    expect(hoursAway(of('0712345678902')[1]!)).toBeGreaterThan(24 * 9);
    expect(hoursAway(of('0712345678903')[0]!)).toBeGreaterThan(5);
    expect(hoursAway(of('0712345678903')[0]!)).toBeLessThanOrEqual(6);
    for (const s of sectors) expect(s.seat_number).toMatch(/^\d{1,2}[A-K]$/);
    expect(summary.counts.tickets).toBeGreaterThanOrEqual(40);
  });

  it('keeps every loyalty balance equal to the sum of its ledger, and links only the traveller', async () => {
    const members = await rows<{
      membership_number: string;
      balance: number;
      ledger: number;
      customer: string | null;
    }>(
      db,
      sql`SELECT m.membership_number, m.balance::float AS balance,
                 (SELECT coalesce(sum(l.miles), 0)::float FROM loyalty_ledger l WHERE l.member_id = m.id) AS ledger,
                 (SELECT c.username FROM customers c WHERE c.loyalty_member_id = m.id) AS customer
          FROM loyalty_members m ORDER BY m.membership_number`,
    );
    expect(members).toEqual([
      { membership_number: 'ET100200300', balance: 250_000, ledger: 250_000, customer: 'traveller' },
      { membership_number: 'ET100200400', balance: 40_000, ledger: 40_000, customer: null },
    ]);
  });

  it('has price lists of all four kinds and the four promo codes', async () => {
    const kinds = await rows<{ kind: number }>(db, sql`SELECT DISTINCT kind FROM price_lists ORDER BY kind`);
    expect(kinds.map((k) => k.kind)).toEqual([1, 2, 3, 4]);
    const offers = await rows(db, sql`SELECT id FROM price_lists WHERE offer_type = 1 AND active`);
    expect(offers.length).toBeGreaterThan(0);
    const promos = await rows<{
      promo_code: string;
      valid: boolean;
      usage_limit: number | null;
      members: number;
    }>(
      db,
      sql`SELECT p.promo_code, (${now.toISOString()}::timestamptz BETWEEN p.valid_from AND p.valid_to) AS valid,
                 p.usage_limit, (SELECT count(*)::int FROM price_list_items pi WHERE pi.price_list_id = p.id) AS members
          FROM price_lists p WHERE p.promo_code IS NOT NULL ORDER BY p.promo_code`,
    );
    expect(promos).toEqual([
      { promo_code: 'DUO2026', valid: true, usage_limit: null, members: 4 },
      { promo_code: 'ONCE50', valid: true, usage_limit: 1, members: 5 },
      { promo_code: 'SUMMER2024', valid: false, usage_limit: null, members: 10 },
      { promo_code: 'WELCOME10', valid: true, usage_limit: null, members: 30 },
    ]);
    const bundle = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM price_list_bundle_items bi JOIN price_list_bundles b ON b.id = bi.bundle_id
          JOIN price_lists p ON p.id = b.price_list_id WHERE p.promo_code = 'DUO2026'`,
    );
    expect(bundle[0]!.n).toBe(2);
  });

  it('makes every volume tier reachable within the item limit and below the base price', async () => {
    const tiers = await rows<{
      end_quantity: number;
      order_quantity: number | null;
      quantity: number;
      price: number;
      base: number;
    }>(
      db,
      sql`SELECT v.end_quantity, i.order_quantity, i.quantity, v.custom_price_minor AS price, i.base_price_minor AS base
          FROM volume_tiers v JOIN items i ON i.id = v.item_id`,
    );
    expect(new Set(tiers.map((t) => t.base)).size).toBeGreaterThan(1);
    expect(tiers.length).toBeGreaterThanOrEqual(30);
    for (const t of tiers) {
      expect(t.order_quantity ?? 2).toBeGreaterThanOrEqual(t.end_quantity);
      expect(t.quantity).toBeGreaterThanOrEqual(t.end_quantity);
      expect(t.price).toBeLessThan(t.base);
    }
    const buyGet = await rows<{ different: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE item_id <> get_item_id)::int AS different FROM buy_get_rules`,
    );
    expect(buyGet[0]!.different).toBeGreaterThan(0);
  });

  it('has one demo staff member per role, the admin with a one-time code secret, and none without demo people', async () => {
    const staffRows = await rows<{ username: string; roles: string[]; totp_secret: string | null }>(
      db,
      sql`SELECT username, roles, totp_secret FROM staff ORDER BY id`,
    );
    expect(staffRows.map((r) => [r.username, r.roles])).toEqual([
      ['admin', ['admin']],
      ['merchandiser', ['merchandiser']],
      ['station', ['station']],
      ['crew', ['crew']],
      ['care', ['care']],
    ]);
    expect(staffRows.filter((r) => r.totp_secret !== null).map((r) => r.username)).toEqual(['admin']);
    expect(summary.staff.find((s) => s.username === 'admin')?.totpSecret).toBe(staffRows[0]!.totp_secret);

    const production = await openDatabase({ kind: 'pglite' });
    try {
      await production.migrate();
      const productionSummary = await seedDemo(production.db, now, { people: false });
      expect(productionSummary.staff).toEqual([]);
      expect(await rows<{ n: number }>(production.db, sql`SELECT count(*)::int AS n FROM staff`)).toEqual([
        { n: 0 },
      ]);
    } finally {
      await production.close();
    }
  }, 120_000);

  it('is deterministic and can be reset', async () => {
    const other = await openDatabase({ kind: 'pglite' });
    try {
      await other.migrate();
      await seedDemo(other.db, new Date(now.getTime() + 60_000));
      const select = (d: Db) => d.select().from(items).orderBy(asc(items.id));
      expect(await select(other.db)).toEqual(await select(db));
      const digest = (d: Db) =>
        rows<{ md5: string }>(
          d,
          sql`SELECT md5(string_agg(path || body, '' ORDER BY path)) AS md5 FROM media_assets`,
        );
      expect(await digest(other.db)).toEqual(await digest(db));

      expect(await isDatabaseEmpty(other.db)).toBe(false);
      await resetDatabase(other.db);
      expect(await isDatabaseEmpty(other.db)).toBe(true);
      const left = await rows<{ n: number }>(
        other.db,
        sql`SELECT ((SELECT count(*) FROM media_assets) + (SELECT count(*) FROM flights) + (SELECT count(*) FROM customers))::int AS n`,
      );
      expect(left[0]!.n).toBe(0);
      // Identities restart, so a second seed gives the same ids again.
      await seedDemo(other.db, now);
      expect(await select(other.db)).toEqual(await select(db));
    } finally {
      await other.close();
    }
  }, 120_000);
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe('migrations on PostgreSQL', () => {
  it.runIf(postgresUrl)(
    'apply and take the demo seed on a throwaway database',
    async () => {
      const name = `dfs_seed_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const url = new URL(postgresUrl!);
        url.pathname = `/${name}`;
        const database = await openDatabase({
          kind: 'postgres',
          url: url.toString(),
          limits: { statementTimeoutMs: 0 },
        });
        try {
          await database.migrate();
          const summary = await seedDemo(database.db, now);
          expect(summary.counts.items).toBeGreaterThanOrEqual(240);
          expect(await isDatabaseEmpty(database.db)).toBe(false);
          // Migrating again is a no-op.
          await database.migrate();
        } finally {
          await database.close();
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    120_000,
  );
});
