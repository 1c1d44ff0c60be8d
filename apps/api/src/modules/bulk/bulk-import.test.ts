import { BULK_IMPORT_MAX_BYTES } from '@dfs/contract/ops/bulk';
import { opsApi } from '@dfs/contract/ops/paths';
import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';

const cents = (n: number) => Math.round(n * 100) / 100;
let t: TestApp;
let merchandiser: { authorization: string; staffId: number };
let station: { authorization: string; staffId: number };
/** Items in no price list (their store price is their base price). */
let plain: { id: number; code: string; price: number; quantity: number }[];
/** A unit price list and one of its items. */
let unit: { listId: number; itemId: number; code: string; price: number };
let flightId: number;

beforeAll(async () => {
  // Store reads are cached for a minute: an import must clear them.
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  merchandiser = await signInStaff(t, 'merchandiser');
  station = await signInStaff(t, 'station');
  plain = (
    await queryRows<{ id: number; code: string; price: string; quantity: number }>(
      t.database.db,
      sql`SELECT id, item_code AS code, base_price_minor / 100.0 AS price, quantity FROM items
           WHERE active AND id NOT IN (SELECT item_id FROM price_list_items) ORDER BY id LIMIT 3`,
    )
  ).map((r) => ({ ...r, price: Number(r.price) }));
  const [u] = await queryRows<{ listId: number; itemId: number; code: string; price: string }>(
    t.database.db,
    sql`SELECT l.id AS "listId", i.id AS "itemId", i.item_code AS code, pli.amount_minor / 100.0 AS price
          FROM price_list_items pli JOIN price_lists l ON l.id = pli.price_list_id JOIN items i ON i.id = pli.item_id
         WHERE l.kind = 2 AND pli.amount_minor IS NOT NULL ORDER BY l.id, i.id LIMIT 1`,
  );
  unit = { ...u!, price: Number(u!.price) };
  [{ id: flightId }] = (await queryRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM flights ORDER BY id LIMIT 1`,
  )) as [{ id: number }];
});
afterAll(() => t.close());

type Who = { authorization: string };
const send = (path: string, csv: string, who: Who, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `${path}${query}`,
    payload: csv,
    headers: { authorization: who.authorization, 'content-type': 'text/csv' },
  });
const prices = (csv: string, query = '') => send(opsApi.priceImport.path, csv, merchandiser, query);
const stock = (csv: string, query = '') => send(opsApi.stockImport.path, csv, station, query);
/** A dry run, then the apply with its checksum. */
async function dryThenApply(path: string, csv: string, who: Who) {
  const dry = await send(path, csv, who);
  expect(dry.statusCode, dry.body).toBe(200);
  return send(path, csv, who, `?dryRun=false&checksum=${dry.json().checksum}`);
}
const basePrices = async () =>
  (
    await queryRows<{ code: string; price: string }>(
      t.database.db,
      sql`SELECT item_code AS code, base_price_minor / 100.0 AS price FROM items ORDER BY id`,
    )
  ).map((r) => `${r.code}=${Number(r.price)}`);
const storePrice = async (id: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/MasterData/api/V1.0/Item/GetById?id=${id}&lng=en`,
      headers: await t.headers(Privilege.PreOrderAccess),
    })
  ).json().item.currentPrice as number;
const audits = (entity: string) =>
  queryRows<{ staffId: number; after: { changed: number; values: Record<string, number> } }>(
    t.database.db,
    sql`SELECT staff_id AS "staffId", after FROM audit_log WHERE entity = ${entity} ORDER BY id`,
  );

describe('price CSV import', () => {
  it('lists each row’s change in a dry run and writes nothing; then writes it all with one audit entry', async () => {
    const [a, b] = plain as [(typeof plain)[0], (typeof plain)[0]];
    const shownBefore = await storePrice(a.id); // now cached for a minute
    const before = await basePrices();
    const csv = [
      'itemCode,priceList,currency,price',
      `${a.code},base,USD,${cents(a.price + 1.5)}`,
      `${b.code},BASE,,${b.price}`,
      `${unit.code},${unit.listId},usd,${cents(unit.price + 2)}`,
    ].join('\r\n');
    const dry = await prices(csv);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({
      applied: false,
      checksum: expect.stringMatching(/^[0-9a-f]{64}$/),
      changed: 2,
      rows: [
        {
          line: 2,
          itemCode: a.code,
          target: 'base price',
          before: a.price,
          after: cents(a.price + 1.5),
          error: null,
          warning: null,
        },
        {
          line: 3,
          itemCode: b.code,
          target: 'base price',
          before: b.price,
          after: b.price,
          error: null,
          warning: null,
        },
        {
          line: 4,
          itemCode: unit.code,
          target: `price list ${unit.listId}`,
          before: unit.price,
          after: cents(unit.price + 2),
          error: null,
          warning: null,
        },
      ],
    });
    expect(await basePrices()).toEqual(before);
    expect(await storePrice(a.id)).toBe(shownBefore);

    const applied = await prices(csv, `?dryRun=false&checksum=${dry.json().checksum}`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true, changed: 2 });
    expect(await storePrice(a.id)).toBe(cents(a.price + 1.5));
    const [{ amount }] = (await queryRows<{ amount: number }>(
      t.database.db,
      sql`SELECT amount_minor AS amount FROM price_list_items WHERE price_list_id = ${unit.listId} AND item_id = ${unit.itemId}`,
    )) as [{ amount: number }];
    expect(amount).toBe(Math.round(cents(unit.price + 2) * 100));
    const entries = await audits('priceImport');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ staffId: merchandiser.staffId, after: { changed: 2 } });
    expect(entries[0]!.after.values).toEqual({
      [`${a.code} base price`]: cents(a.price + 1.5),
      [`${unit.code} price list ${unit.listId}`]: cents(unit.price + 2),
    });
  });

  it('writes nothing when one row fails: bad number, unknown code, unknown list, duplicate, other currency', async () => {
    const [a, b] = plain as [(typeof plain)[0], (typeof plain)[0]];
    const before = await basePrices();
    const csv = [
      'itemCode,name,priceList,price',
      `${a.code},ignored,base,${cents(a.price + 3)}`,
      `${b.code},,base,12.345`,
      'NO-SUCH-ITEM,,base,5',
      `${a.code},,999999,5`,
      `${a.code},,base,7`,
      `${b.code},,base,abc`,
    ].join('\n');
    const dry = await prices(csv);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().rows.map((r: { error: string | null }) => r.error)).toEqual([
      null,
      expect.stringMatching(/^price:/),
      'itemCode: no item has this code',
      'priceList: no unit price list has this id',
      'listed twice (same item and target)',
      expect.stringMatching(/^price:/),
    ]);
    const applied = await prices(csv, `?dryRun=false&checksum=${dry.json().checksum}`);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().applied).toBe(false);
    expect(await basePrices()).toEqual(before);
    const currency = await prices(`itemCode,priceList,currency,price\n${a.code},base,EUR,5`);
    expect(currency.json().rows[0].error).toMatch(/^currency:/);
  });

  it('answers 400 for a bad header, no rows, unreadable CSV or an apply without the dry run’s checksum', async () => {
    for (const csv of [
      'itemCode,cost\nX,1',
      'itemCode,priceList\nX,base',
      'itemCode,priceList,price,price\nX,base,1,1',
      'itemCode,priceList,price\n',
      'itemCode,priceList,price\n"X,base,1',
    ]) {
      const response = await prices(csv);
      expect(response.statusCode, csv).toBe(400);
      expect(response.headers['content-type']).toMatch(/problem\+json/);
    }
    const noChecksum = await prices(`itemCode,priceList,price\n${plain[0]!.code},base,1`, '?dryRun=false');
    expect(noChecksum.statusCode).toBe(400);
    expect((await prices('itemCode,priceList,price\nX,base,1', '?checksum=abc')).statusCode).toBe(400);
  });

  it('answers 413 for a file over the limit, writing nothing', async () => {
    const before = await basePrices();
    const line = `${plain[0]!.code},base,1.00\n`;
    const csv = `itemCode,priceList,price\n${line.repeat(Math.ceil(BULK_IMPORT_MAX_BYTES / line.length) + 1)}`;
    const response = await prices(csv, `?dryRun=false&checksum=${'a'.repeat(64)}`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413 });
    expect(await basePrices()).toEqual(before);
  });

  it('answers 409 when a price the file changes was changed since the dry run', async () => {
    const c = plain[2]!;
    const csv = `itemCode,priceList,price\n${c.code},base,${cents(c.price + 5)}`;
    const dry = await prices(csv);
    // Someone else changes the same price meanwhile.
    const other = await dryThenApply(
      opsApi.priceImport.path,
      `itemCode,priceList,price\n${c.code},base,1.11`,
      merchandiser,
    );
    expect(other.json().applied).toBe(true);
    const stale = await prices(csv, `?dryRun=false&checksum=${dry.json().checksum}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: 409 });
    expect(await storePrice(c.id)).toBe(1.11);
  });

  it('exports every base price and unit price in the import’s format; importing it changes nothing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: opsApi.priceExport.path,
      headers: { authorization: merchandiser.authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('itemCode,name,priceList,priceListName,currency,price');
    expect(lines.some((l) => l.startsWith(`${unit.code},`) && l.includes(`,${unit.listId},`))).toBe(true);
    const again = await prices(response.body);
    expect(again.statusCode, again.body.slice(0, 300)).toBe(200);
    expect(again.json()).toMatchObject({ changed: 0 });
    expect(again.json().rows.every((r: { error: string | null }) => r.error === null)).toBe(true);
  });
});

describe('price CSV import: what a price may be', () => {
  it('refuses a price that is not a plain decimal, per row', async () => {
    const [a] = plain as [(typeof plain)[0]];
    for (const price of ['1e3', '1E2', '0x10', '+5', '.5', '"1,000"', 'Infinity', '12.5.0']) {
      const dry = await prices(`itemCode,priceList,price\n${a.code},base,${price}`);
      expect(dry.statusCode, price).toBe(200);
      expect(dry.json().rows[0], price).toMatchObject({
        error: 'price: a plain number from 0 to 1,000,000 with at most two decimals (such as 12.50, not 1e3)',
        after: null,
      });
    }
  });

  it('refuses 0 for an active item’s base price and for a unit price list, writing nothing', async () => {
    const [a, b] = plain as [(typeof plain)[0], (typeof plain)[0]];
    const before = await basePrices();
    const csv = `itemCode,priceList,price\n${a.code},base,0\n${unit.code},${unit.listId},0.00\n${b.code},base,${b.price}`;
    const dry = await prices(csv);
    expect(dry.json().rows.map((r: { error: string | null }) => r.error)).toEqual([
      'price: an active item needs a price above 0 (or make it inactive)',
      'price: a unit price list’s price is above 0',
      null,
    ]);
    const applied = await prices(csv, `?dryRun=false&checksum=${dry.json().checksum}`);
    expect(applied.json().applied).toBe(false);
    expect(await basePrices()).toEqual(before);
  });

  it('warns of a price moving more than PRICE_CHANGE_WARN_FACTOR times, without refusing it', async () => {
    const c = plain[2]!;
    const now = await storePrice(c.id);
    const up = cents(now * 3 + 0.02);
    const csv = `itemCode,priceList,price\n${c.code},base,${up}\n${unit.code},${unit.listId},${cents(unit.price * 2)}`;
    const dry = await prices(csv);
    expect(dry.json().rows).toEqual([
      expect.objectContaining({
        before: now,
        after: up,
        error: null,
        warning: `price: ${now.toFixed(2)} → ${up.toFixed(2)} moves more than 3 times up or down: check it before applying`,
      }),
      expect.objectContaining({ error: null, warning: null }),
    ]);
    const applied = await prices(csv, `?dryRun=false&checksum=${dry.json().checksum}`);
    expect(applied.json()).toMatchObject({ applied: true, changed: 2 });
    expect(await storePrice(c.id)).toBe(up);
    const down = await prices(`itemCode,priceList,price\n${c.code},base,${cents(up / 4)}`);
    expect(down.json().rows[0].warning).toMatch(/moves more than 3 times up or down/);

    // The airline sets the factor; a first price (none yet) is compared with nothing.
    const strict = await createTestApp({}, { PRICE_CHANGE_WARN_FACTOR: '1.5' });
    try {
      const who = await signInStaff(strict, 'merchandiser');
      const answer = await strict.app.inject({
        method: 'POST',
        url: opsApi.priceImport.path,
        payload: `itemCode,priceList,price\n${plain[0]!.code},base,${cents(plain[0]!.price * 2)}\n${plain[1]!.code},${unit.listId},${cents(plain[1]!.price * 9)}`,
        headers: { authorization: who.authorization, 'content-type': 'text/csv' },
      });
      expect(answer.json().rows).toEqual([
        expect.objectContaining({
          error: null,
          warning: expect.stringMatching(/moves more than 1.5 times up or down/),
        }),
        expect.objectContaining({ before: null, error: null, warning: null }),
      ]);
    } finally {
      await strict.close();
    }
  });
});

describe('stock CSV import', () => {
  it('sets storefront and on-board stock in one import, audited once; an unknown flight fails the whole file', async () => {
    const [a, b] = plain as [(typeof plain)[0], (typeof plain)[0]];
    const bad = `itemCode,flightId,quantity\n${a.code},,${a.quantity + 4}\n${b.code},999999,3\n${b.code},,1.5`;
    const failing = await dryThenApply(opsApi.stockImport.path, bad, station);
    expect(failing.json().applied).toBe(false);
    expect(failing.json().rows.map((r: { error: string | null }) => r.error)).toEqual([
      null,
      'flightId: no flight has this id',
      'quantity: a whole number from 0',
    ]);
    const csv = `itemCode,name,flightId,flight,quantity\n${a.code},x,,,${a.quantity + 4}\n${b.code},y,${flightId},ET500,3`;
    const dry = await stock(csv);
    expect(dry.json().rows).toEqual([
      expect.objectContaining({ target: 'storefront', before: a.quantity, after: a.quantity + 4 }),
      expect.objectContaining({ target: `flight ${flightId}`, after: 3 }),
    ]);
    const applied = await stock(csv, `?dryRun=false&checksum=${dry.json().checksum}`);
    expect(applied.json()).toMatchObject({ applied: true });
    const [row] = await queryRows<{ quantity: number; onboard: number }>(
      t.database.db,
      sql`SELECT (SELECT quantity FROM items WHERE id = ${a.id}) AS quantity,
                 (SELECT quantity FROM onboard_stock WHERE flight_id = ${flightId} AND item_id = ${b.id}) AS onboard`,
    );
    expect(row).toEqual({ quantity: a.quantity + 4, onboard: 3 });
    expect(await audits('stockImport')).toHaveLength(1);

    const exported = await t.app.inject({
      method: 'GET',
      url: opsApi.stockExport.path,
      headers: { authorization: station.authorization },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(`${b.code},`);
    expect(exported.body.split('\r\n')[0]).toBe('itemCode,name,flightId,flight,quantity');
    expect(exported.body).toMatch(
      new RegExp(`,${flightId},[A-Z0-9]+ \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC,3\\r\\n`),
    );
  });

  it('is the station’s: a merchandiser gets 403, a storefront token 401', async () => {
    expect((await send(opsApi.stockImport.path, 'itemCode,quantity\nX,1', merchandiser)).statusCode).toBe(
      403,
    );
    const visitor = await t.headers(Privilege.PreOrderAccess);
    expect(
      (await send(opsApi.priceImport.path, 'x', { authorization: visitor.authorization! })).statusCode,
    ).toBe(401);
  });
});
