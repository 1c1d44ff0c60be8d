// `npm run seed:large`: the demo catalogue grown to 100 000 items and 1 000 000 orders, for benchmarks.
// Rows are generated inside the database (INSERT … SELECT generate_series), so it takes minutes, not hours.
import path from 'node:path';
import { OrderRequestStatus, PaymentStatus } from '@dfs/domain/order-status';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { createSearchRepository } from '../../modules/search/search.repository';
import { createSearchService } from '../../modules/search/search.service';
import { openDatabase, queryRows } from '../client';
import { acquireDataDirLock, DataDirLocked } from '../data-dir-lock';
import { isDatabaseEmpty, seedDemo } from './demo-seed';

const TARGET_ITEMS = 100_000;
const TARGET_ORDERS = 1_000_000;
/** One order in this many belongs to the demo customer, so one account has 10 000 orders. */
const DEMO_CUSTOMER_SHARE = 100;
/** The demo login of the README, whose order list is the long one. */
const DEMO_CUSTOMER_USERNAME = 'traveller';

const config = loadConfig();
// The embedded database has one writer: refused while the shop runs on it.
if (!config.databaseUrl) {
  try {
    acquireDataDirLock(config.dataDir, 'seed command');
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, limits: { statementTimeoutMs: 0 } }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
);
const { db } = database;
const started = performance.now();
const count = async (table: string) =>
  Number((await queryRows<{ n: number }>(db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]?.n ?? 0);

await database.migrate();
if (await isDatabaseEmpty(db)) await seedDemo(db);

/** zh and ar rows for the LRG- items that have none, named like their English (demo name, edition, number). */
const largeItemTranslations = sql`
  WITH demo AS (
    SELECT row_number() OVER (ORDER BY id) - 1 AS k, id FROM items WHERE item_code NOT LIKE 'LRG-%'
  ), size AS (SELECT count(*) AS n FROM demo)
  INSERT INTO item_translations (item_id, locale, name, description)
  SELECT l.id, t.locale,
    t.name || ' ' || (CASE t.locale
      WHEN 'zh' THEN ARRAY['特别版','系列','珍藏版','经典款','标志款','限量版','旅行套装','豪华版']
      ELSE ARRAY['إصدار خاص','مجموعة','ريزيرف','كلاسيك','توقيع','إصدار محدود','طقم سفر','ديلوكس']
    END)[1 + x.g % 8] || ' ' || (x.g % 97 + 1),
    t.description
  FROM items l
  CROSS JOIN LATERAL (SELECT substr(l.item_code, 5)::int AS g) x
  CROSS JOIN size
  JOIN demo d ON d.k = x.g % size.n
  JOIN item_translations t ON t.item_id = d.id
  WHERE l.item_code LIKE 'LRG-%'
    AND NOT EXISTS (SELECT 1 FROM item_translations y WHERE y.item_id = l.id AND y.locale = t.locale)`;

const items = await count('items');
if (items < TARGET_ITEMS) {
  console.log(`Adding ${TARGET_ITEMS - items} items…`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      WITH demo AS (
        SELECT row_number() OVER (ORDER BY id) - 1 AS k, * FROM items WHERE item_code NOT LIKE 'LRG-%'
      ), size AS (SELECT count(*) AS n FROM demo)
      INSERT INTO items (item_code, name, description, brand_id, category_id, top_category_id, base_price_minor, quantity,
        miles_for_redeem, miles_for_accrual, is_travel_exclusive, is_best_seller, is_deal, is_special_offer,
        registered_date, sales_count, active)
      SELECT 'LRG-' || lpad(g::text, 6, '0'),
        d.name || ' ' || (ARRAY['Edition','Collection','Reserve','Classic','Signature','Limited','Travel Set','Deluxe'])[1 + g % 8] || ' ' || (g % 97 + 1),
        d.description, d.brand_id, d.category_id, d.top_category_id,
        greatest(100, (d.base_price_minor * (0.6 + (g % 80) / 100.0))::int),
        g % 60,
        CASE WHEN g % 2 = 0 THEN round(d.base_price_minor / 100.0 * 100, 2) END,
        round(d.base_price_minor / 100.0 * 2, 2),
        g % 11 = 0, g % 13 = 0, g % 17 = 0, g % 19 = 0,
        now() - ((g % 365) || ' days')::interval - ((g % 1440) || ' minutes')::interval,
        g % 500, true
      FROM generate_series(1, ${TARGET_ITEMS - items}::int) g, size
      JOIN demo d ON true
      WHERE d.k = g % size.n`);
    await tx.execute(sql`
      WITH demo AS (
        SELECT row_number() OVER (ORDER BY id) - 1 AS k, id FROM items WHERE item_code NOT LIKE 'LRG-%'
      ), size AS (SELECT count(*) AS n FROM demo)
      INSERT INTO item_images (item_id, url, is_default, sort_order)
      SELECT l.id, im.url, true, 0
      FROM items l, size
      JOIN demo d ON true
      JOIN item_images im ON im.item_id = d.id AND im.is_default
      WHERE l.item_code LIKE 'LRG-%' AND d.k = substr(l.item_code, 5)::int % size.n
        AND NOT EXISTS (SELECT 1 FROM item_images x WHERE x.item_id = l.id)`);
  });
}

// The grown items read in Chinese and Arabic too: their demo item's text with the same edition word.
await db.execute(largeItemTranslations);

const orders = await count('orders');
if (orders < TARGET_ORDERS) {
  console.log(`Adding ${TARGET_ORDERS - orders} orders…`);
  const [demoCustomer] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM customers WHERE lower(username) = lower(${DEMO_CUSTOMER_USERNAME})`,
  );
  if (!demoCustomer) throw new Error('The demo customer is missing; run `npm run seed` first.');
  const [range] = await queryRows<{ lo: number; hi: number }>(
    db,
    sql`SELECT min(id) AS lo, max(id) AS hi FROM items WHERE item_code NOT LIKE 'LRG-%'`,
  );
  const { lo, hi } = range!;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO orders (order_code, kind, customer_id, guest_first_name, guest_last_name, guest_email, currency_id,
        payment_option, payment_status, order_request_status, pick_from, origin, destination, flight_number,
        departure_date, ticket_number, seat_number, subtotal_minor, discount_minor, total_minor, total_miles,
        locale, created_at, updated_at)
      SELECT 'L' || upper(lpad(to_hex(g), 8, '0')), 'preorder',
        CASE WHEN g % ${DEMO_CUSTOMER_SHARE} = 0 THEN ${demoCustomer.id}::int END,
        'Guest', 'Traveller',
        CASE WHEN g % ${DEMO_CUSTOMER_SHARE} = 0 THEN NULL ELSE 'guest' || (g % 50000) || '@example.com' END,
        2, 1 + g % 3, ${PaymentStatus.Paid}, ${OrderRequestStatus.HandedOver}, 'On board', 'ADD', 'LHR', 'ET700',
        now() - ((g % 700) || ' days')::interval, '07' || lpad(g::text, 11, '0'), '12A',
        5000 + g % 20000, 0, 5000 + g % 20000, 0, 'en',
        now() - ((g % 700) || ' days')::interval - interval '3 days', now() - ((g % 700) || ' days')::interval
      FROM generate_series(${orders + 1}::int, ${TARGET_ORDERS}::int) g`);
    await tx.execute(sql`
      INSERT INTO order_items (order_id, item_id, quantity, unit_price_minor, total_price_minor, total_miles, is_free)
      SELECT o.id, ${lo}::int + o.id % (${hi}::int - ${lo}::int + 1), 1, o.total_minor, o.total_minor, 0, false
      FROM orders o
      WHERE o.order_code LIKE 'L%' AND NOT EXISTS (SELECT 1 FROM order_items x WHERE x.order_id = o.id)`);
  });
}

// Search documents for every item (the large items' names differ from their demo originals).
const search = createSearchService({ repository: createSearchRepository(db) });
const documents = await queryRows<{ n: number }>(
  db,
  sql`SELECT count(*)::int AS n FROM item_search_documents`,
);
// One English document per item and one per translation (decision 017).
if ((documents[0]?.n ?? 0) < (await count('items')) + (await count('item_translations'))) {
  console.log('Building search documents…');
  await search.rebuild();
}

// Fresh statistics and a visibility map, so plans and index-only counts are those of a settled database.
await db.execute(sql`VACUUM ANALYZE`);
console.log(
  `Large catalogue ready: ${await count('items')} items, ${await count('orders')} orders ` +
    `(${Math.round((performance.now() - started) / 1000)} s).`,
);
await database.close();
