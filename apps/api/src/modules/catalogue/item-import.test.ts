import { opsApi } from '@dfs/contract/ops/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let merchandiser: { authorization: string; staffId: number };
let items: { id: number; code: string; price: number; quantity: number }[];

beforeAll(async () => {
  t = await createTestApp();
  merchandiser = await signInStaff(t, 'merchandiser');
  items = await queryRows(
    t.database.db,
    sql`SELECT id, item_code AS code, base_price_minor / 100.0 AS price, quantity FROM items ORDER BY id LIMIT 3`,
  );
  items = items.map((i) => ({ ...i, price: Number(i.price) }));
});
afterAll(() => t.close());

const importCsv = (csv: string, dryRun?: boolean, checksum?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${opsApi.itemImport.path}${dryRun === undefined ? '' : `?dryRun=${dryRun}`}${checksum ? `&checksum=${checksum}` : ''}`,
    payload: csv,
    headers: { authorization: merchandiser.authorization, 'content-type': 'text/csv' },
  });
const current = async () =>
  (
    await queryRows<{ code: string; price: number; quantity: number; version: number }>(
      t.database.db,
      sql`SELECT item_code AS code, base_price_minor / 100.0 AS price, quantity, version FROM items ORDER BY id LIMIT 3`,
    )
  ).map((r) => ({ ...r, price: Number(r.price) }));

describe('item CSV import', () => {
  it('lists each row’s change in a dry run and writes nothing; then writes it all, audited', async () => {
    const before = await current();
    const csv = `itemCode,price,quantity\r\n${items[0]!.code},12.34,${items[0]!.quantity}\r\n${items[1]!.code},${items[1]!.price},77\r\n`;
    const dry = await importCsv(csv);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({
      applied: false,
      checksum: expect.stringMatching(/^[0-9a-f]{64}$/),
      rows: [
        {
          line: 2,
          itemCode: items[0]!.code,
          changes: { price: { before: items[0]!.price, after: 12.34 } },
          error: null,
        },
        {
          line: 3,
          itemCode: items[1]!.code,
          changes: { quantity: { before: items[1]!.quantity, after: 77 } },
          error: null,
        },
      ],
    });
    expect(await current()).toEqual(before);

    const done = await importCsv(csv, false);
    expect(done.json().applied).toBe(true);
    const after = await current();
    expect(after[0]).toMatchObject({ price: 12.34, version: before[0]!.version + 1 });
    expect(after[1]).toMatchObject({ quantity: 77, version: before[1]!.version + 1 });
    expect(after[2]).toEqual(before[2]);
  });

  it('rolls the whole import back when one row fails, naming each row’s error', async () => {
    const before = await current();
    const csv = [
      'itemCode,quantity,active',
      `${items[0]!.code},5,false`,
      `${items[1]!.code},-3,true`,
      'NO-SUCH-CODE,1,true',
      `${items[2]!.code},9,maybe`,
    ].join('\n');
    const response = await importCsv(csv, false);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.applied).toBe(false);
    expect(result.rows.map((r: { error: string | null }) => r.error)).toEqual([
      null,
      'quantity: a whole number from 0',
      'itemCode: no item has this code',
      'active: true or false',
    ]);
    expect(result.rows[0].changes).toHaveProperty('quantity');
    expect(await current()).toEqual(before);
  });

  it('answers 409 to an apply with the dry run’s checksum when a named item changed since', async () => {
    const csv = `itemCode,quantity\n${items[2]!.code},${items[2]!.quantity + 11}`;
    const dry = (await importCsv(csv)).json();
    const other = `itemCode,quantity\n${items[2]!.code},3`;
    expect((await importCsv(other, false, (await importCsv(other)).json().checksum)).json().applied).toBe(
      true,
    );
    const before = await current();
    const stale = await importCsv(csv, false, dry.checksum);
    expect(stale.statusCode).toBe(409);
    expect(await current()).toEqual(before);
    const fresh = await importCsv(csv, false, (await importCsv(csv)).json().checksum);
    expect(fresh.json().applied).toBe(true);
  });

  it('refuses an unreadable file or unknown columns with a problem, and exports the import format', async () => {
    const badHeader = await importCsv('code,price\nX,1');
    expect(badHeader.statusCode).toBe(400);
    expect(badHeader.headers['content-type']).toContain('application/problem+json');
    expect((await importCsv('itemCode,price\n"unclosed,1')).statusCode).toBe(400);

    const exported = await t.app.inject({
      url: opsApi.itemExport.path,
      headers: { authorization: merchandiser.authorization },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = exported.body.trim().split('\r\n');
    expect(lines[0]).toBe('itemCode,name,price,quantity,active');
    // The export imports as it is: nothing to change.
    const again = (await importCsv(exported.body)).json();
    expect(
      again.rows.every(
        (r: { error: null; changes: object }) => r.error === null && Object.keys(r.changes).length === 0,
      ),
    ).toBe(true);
  });

  it('refuses a price that is not a plain decimal, and an item left active without a price above 0', async () => {
    const [a, b, c] = items as [(typeof items)[0], (typeof items)[0], (typeof items)[0]];
    const before = await current();
    const csv = ['itemCode,price,active', `${a.code},1e3,true`, `${b.code},0,true`, `${c.code},0,false`].join(
      '\n',
    );
    const dry = (await importCsv(csv)).json();
    expect(dry.rows.map((r: { error: string | null }) => r.error)).toEqual([
      'price: a plain number from 0 to 1,000,000 with at most two decimals (such as 12.50, not 1e3)',
      'price: an active item needs a price above 0 (or make it inactive)',
      null,
    ]);
    expect((await importCsv(csv, false, dry.checksum)).json().applied).toBe(false);
    expect(await current()).toEqual(before);

    // An inactive draft may cost 0, but is made active only with a price.
    const draft = `itemCode,price,active\n${c.code},0,false`;
    expect((await importCsv(draft, false, (await importCsv(draft)).json().checksum)).json().applied).toBe(
      true,
    );
    const activate = `itemCode,active\n${c.code},true`;
    const refused = (await importCsv(activate)).json();
    expect(refused.rows[0].error).toBe('price: an active item needs a price above 0 (or make it inactive)');
    const priced = `itemCode,price,active\n${c.code},9.50,true`;
    expect((await importCsv(priced, false, (await importCsv(priced)).json().checksum)).json().applied).toBe(
      true,
    );
  });
});
