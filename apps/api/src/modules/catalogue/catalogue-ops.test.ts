import { opsApi } from '@dfs/contract/ops/paths';
import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let merchandiser: { authorization: string; staffId: number };
let admin: { authorization: string; staffId: number };

beforeAll(async () => {
  // Store reads are cached for a minute: an ops edit must clear them.
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  merchandiser = await signInStaff(t, 'merchandiser');
  admin = await signInStaff(t, 'admin');
});
afterAll(() => t.close());

const list = (query: string, who = merchandiser) =>
  t.app.inject({
    method: 'GET',
    url: `${opsApi.itemGetAll.path}?${query}`,
    headers: { authorization: who.authorization },
  });
const update = (payload: unknown, who = merchandiser) =>
  t.app.inject({
    method: 'PUT',
    url: opsApi.itemUpdate.path,
    payload: payload as object,
    headers: { authorization: who.authorization },
  });
const auditPage = (query = '') =>
  t.app.inject({
    method: 'GET',
    url: `${opsApi.auditLogGetAll.path}?${query}`,
    headers: { authorization: admin.authorization },
  });
const storeItem = async (id: number, lng: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/MasterData/api/V1.0/Item/GetById?id=${id}&lng=${lng}`,
      headers: await t.headers(Privilege.PreOrderAccess),
    })
  ).json().item as { name: string; currentPrice: number };

describe('staff item list', () => {
  it('pages every item (active or not) by id with the total', async () => {
    const [{ n }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM items`,
    )) as [{ n: number }];
    const first = (await list('page=1&pageSize=10')).json();
    const second = (await list('page=2&pageSize=10')).json();
    expect(first.total).toBe(n);
    expect(first.rows).toHaveLength(10);
    expect(second.rows[0].id).toBeGreaterThan(first.rows[9].id);
    expect(first.rows[0]).toMatchObject({
      version: 1,
      price: expect.any(Number),
      zh: { name: expect.any(String) },
    });
  });

  it('searches part of the name or the item code, ignoring case and wildcards', async () => {
    const [item] = await queryRows<{ name: string; item_code: string }>(
      t.database.db,
      sql`SELECT name, item_code FROM items ORDER BY id LIMIT 1 OFFSET 7`,
    );
    const byCode = (await list(`search=${encodeURIComponent(item!.item_code.toLowerCase())}`)).json();
    expect(byCode.rows.map((r: { itemCode: string }) => r.itemCode)).toContain(item!.item_code);
    const word = item!.name.split(' ')[0]!.toUpperCase();
    const byName = (await list(`search=${encodeURIComponent(word)}&pageSize=200`)).json();
    expect(byName.total).toBeGreaterThan(0);
    for (const row of byName.rows)
      expect(`${row.name} ${row.itemCode}`.toLowerCase()).toContain(word.toLowerCase());
    expect((await list('search=%25%25%25')).json().total).toBe(0);
  });

  it('refuses a page size beyond 200 with a problem', async () => {
    const response = await list('pageSize=500');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});

describe('staff item update', () => {
  it('changes price and Chinese name in one audited write the storefront shows at once; a stale edit gets 409', async () => {
    const original = (await list('page=1&pageSize=1')).json().rows[0];
    // Warm the storefront's cache with the old values.
    expect((await storeItem(original.id, 'zh')).name).toBe(original.zh.name);

    const edit = { ...original, price: 123.45, zh: { name: '测试香水 新名称', description: '新的描述' } };
    delete edit.itemCode;
    const saved = await update(edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: original.version + 1, price: 123.45, zh: edit.zh });

    const shown = await storeItem(original.id, 'zh');
    expect(shown.name).toBe('测试香水 新名称');
    expect(shown.currentPrice).toBe(123.45);
    expect((await storeItem(original.id, 'en')).name).toBe(original.name);

    const entries = (await auditPage(`entity=item&staffId=${merchandiser.staffId}`)).json();
    expect(entries.rows[0]).toMatchObject({
      staffId: merchandiser.staffId,
      staffName: 'Mina Tesfaye',
      action: 'update',
      entity: 'item',
      entityId: String(original.id),
      before: { price: original.price, zh: original.zh },
      after: { price: 123.45, zh: edit.zh },
    });
    expect(Object.keys(entries.rows[0].after).sort()).toEqual(['price', 'zh']);

    // Someone else saves on top of the version read before: refused, nothing written or audited.
    const stale = await update({ ...edit, name: 'Overwritten name' });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.json().message).toMatch(/reload/);
    const after = (await list('page=1&pageSize=1')).json().rows[0];
    expect(after.name).toBe(original.name);
    expect((await auditPage(`entity=item&staffId=${merchandiser.staffId}`)).json().total).toBe(entries.total);
  });

  it('removes a translation with null and answers 404 for an unknown item', async () => {
    const item = (await list('page=2&pageSize=1')).json().rows[0];
    const { itemCode: _code, ...fields } = item;
    const saved = await update({ ...fields, ar: null });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().ar).toBeNull();
    expect((await storeItem(item.id, 'ar')).name).toBe(item.name);
    expect((await update({ ...fields, id: 99_999_999 })).statusCode).toBe(404);
  });

  it('refuses bad values with field errors and writes nothing', async () => {
    const item = (await list('page=3&pageSize=1')).json().rows[0];
    const { itemCode: _code, ...fields } = item;
    const response = await update({ ...fields, price: 10.005, quantity: -1, name: ' ' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['Name', 'Price', 'Quantity']);
    expect((await list('page=3&pageSize=1')).json().rows[0]).toEqual(item);
  });

  it('makes an item active only with a price above 0; a draft at 0 stays inactive', async () => {
    const item = (await list('page=5&pageSize=1')).json().rows[0];
    const { itemCode: _code, ...fields } = item;
    const free = await update({ ...fields, price: 0, active: true });
    expect(free.statusCode).toBe(400);
    expect(free.json().errors).toEqual({
      Price: ['An active item needs a price above 0: enter its price, or make it inactive.'],
    });
    expect((await list('page=5&pageSize=1')).json().rows[0]).toEqual(item);

    const draft = await update({ ...fields, price: 0, active: false });
    expect(draft.statusCode, draft.body).toBe(200);
    const again = await update({ ...fields, version: draft.json().version, price: 0, active: true });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toHaveProperty('Price');
    const priced = await update({ ...fields, version: draft.json().version, price: 0.01, active: true });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json()).toMatchObject({ price: 0.01, active: true });
  });
});

describe('audit log', () => {
  it('filters by day and exports the same rows as CSV', async () => {
    const item = (await list('page=4&pageSize=1')).json().rows[0];
    const { itemCode: _code, ...fields } = item;
    expect((await update({ ...fields, name: '=HYPERLINK("http://example.com")' })).statusCode).toBe(200);

    const today = t.clock.now().toISOString().slice(0, 10);
    const todays = (await auditPage(`from=${today}&to=${today}&pageSize=200`)).json();
    expect(todays.total).toBeGreaterThanOrEqual(1);
    expect((await auditPage('to=2000-01-01')).json().total).toBe(0);

    const csv = await t.app.inject({
      method: 'GET',
      url: `${opsApi.auditLogExport.path}?from=${today}&entity=item`,
      headers: { authorization: admin.authorization },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('at,staffId,staffName,action,entity,entityId,before,after');
    expect(lines).toHaveLength(todays.total + 1);
    expect(csv.body).toContain(`Mina Tesfaye,update,item,${item.id}`);
    expect(csv.body).toContain('""name"":""=HYPERLINK(');
  });
});
