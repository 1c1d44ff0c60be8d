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
  // A long read cache: the storefront sees a change only if the write clears it.
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  merchandiser = await signInStaff(t, 'merchandiser');
  admin = await signInStaff(t, 'admin');
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: unknown, who = merchandiser) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: who.authorization } });
const read = async (who = merchandiser) => {
  const response = await t.app.inject({
    url: opsApi.regulationGet.path,
    headers: { authorization: who.authorization },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: { itemCode: string; prompt: string }[];
    categories: { id: number; code: string | null; name: string; ageRestricted: boolean }[];
  };
};
const storeItem = async (id: number) =>
  (
    await t.app.inject({
      url: `/MasterData/api/V1.0/Item/GetById?id=${id}&lng=en`,
      headers: await t.headers(Privilege.PreOrderAccess),
    })
  ).json().item as { itemCode: string; regulated: boolean; ageRestricted: boolean };
const auditOf = async (entity: string) =>
  (
    await t.app.inject({
      url: `${opsApi.auditLogGetAll.path}?entity=${entity}`,
      headers: { authorization: admin.authorization },
    })
  ).json().rows as { action: string; before: unknown; after: unknown }[];

/** A plain item: not regulated, in a category that is not age-restricted. */
async function plainItem(): Promise<{ id: number; item_code: string; top: number }> {
  const [row] = await queryRows<{ id: number; item_code: string; top: number }>(
    t.database.db,
    sql`SELECT i.id, i.item_code, i.top_category_id AS top FROM items i
        JOIN categories c ON c.id = i.top_category_id
        WHERE i.active AND c.code IS NULL AND i.item_code NOT LIKE 'FRG-%' ORDER BY i.id LIMIT 1`,
  );
  return row!;
}

describe('regulated items', () => {
  it('lists the seeded codes and categories; an added code reaches the storefront answer at once', async () => {
    const start = await read(admin);
    expect(start.items.map((i) => i.itemCode)).toEqual([
      'FRG-1001',
      'FRG-1002',
      'FRG-1003',
      'FRG-1004',
      'FRG-1005',
      'FRG-1006',
      'FRG-1007',
      'FRG-1008',
    ]);
    expect(
      start.categories
        .filter((c) => c.ageRestricted)
        .map((c) => c.code)
        .sort(),
    ).toEqual(['LIQUOR', 'TOBACCO']);
    const item = await plainItem();
    expect(await storeItem(item.id)).toMatchObject({ regulated: false, ageRestricted: false }); // now cached

    const added = await send('POST', opsApi.regulationAddItem.path, { itemCode: ` ${item.item_code} ` });
    expect(added.statusCode).toBe(200);
    expect(added.json().items).toContainEqual(
      expect.objectContaining({ itemCode: item.item_code, prompt: 'euFragrance' }),
    );
    expect(await storeItem(item.id)).toMatchObject({ regulated: true, ageRestricted: false });

    const twice = await send('POST', opsApi.regulationAddItem.path, { itemCode: item.item_code });
    expect(twice.statusCode).toBe(409);
    expect(twice.headers['content-type']).toContain('application/problem+json');
    expect(twice.json().message).toMatch(/already on the regulated list/);

    const removed = await send('POST', opsApi.regulationRemoveItem.path, { itemCode: item.item_code });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items.map((i: { itemCode: string }) => i.itemCode)).not.toContain(item.item_code);
    expect(await storeItem(item.id)).toMatchObject({ regulated: false });
    const again = await send('POST', opsApi.regulationRemoveItem.path, { itemCode: item.item_code });
    expect(again.statusCode).toBe(404);

    const entries = await auditOf('regulatedItem');
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'delete',
        before: { itemCode: item.item_code, prompt: 'euFragrance' },
        after: null,
      }),
      expect.objectContaining({
        action: 'create',
        before: null,
        after: { itemCode: item.item_code, prompt: 'euFragrance' },
      }),
    ]);
  });

  it('refuses an unknown item code, an empty one and a wrong prompt (400 problem+json)', async () => {
    for (const payload of [
      { itemCode: 'NOPE-0000' },
      { itemCode: '' },
      { itemCode: 'FRG-1001', prompt: 'other' },
    ]) {
      const response = await send('POST', opsApi.regulationAddItem.path, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    const unknown = await send('POST', opsApi.regulationAddItem.path, { itemCode: 'NOPE-0000' });
    expect(unknown.json().errors.ItemCode).toEqual(['No item has this item code.']);
    expect((await send('POST', opsApi.regulationRemoveItem.path, { itemCode: 'NOPE-0000' })).statusCode).toBe(
      400,
    );
  });

  it('lets an admin read but not write, and a customer token nothing', async () => {
    expect(
      (await send('POST', opsApi.regulationAddItem.path, { itemCode: 'FRG-1001' }, admin)).statusCode,
    ).toBe(403);
    const customer = await t.app.inject({
      url: opsApi.regulationGet.path,
      headers: await t.headers(Privilege.PreOrderAccess),
    });
    expect(customer.statusCode).toBe(401);
  });
});

describe('age-restricted categories', () => {
  it('replaces the list; the storefront asks the age confirmation for the new category at once', async () => {
    const start = await read();
    const item = await plainItem();
    expect(await storeItem(item.id)).toMatchObject({ ageRestricted: false });
    const restricted = start.categories.filter((c) => c.ageRestricted).map((c) => c.id);

    const set = await send('PUT', opsApi.regulationSetAgeRestricted.path, {
      categoryIds: [...restricted, item.top],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().categories.find((c: { id: number }) => c.id === item.top).ageRestricted).toBe(true);
    expect(await storeItem(item.id)).toMatchObject({ ageRestricted: true, regulated: false });
    const [entry] = await auditOf('ageRestrictedCategories');
    expect(entry).toMatchObject({ action: 'update' });
    const { before, after } = entry as unknown as {
      before: { categories: string[] };
      after: { categories: string[] };
    };
    expect([...before.categories].sort()).toEqual(['LIQUOR', 'TOBACCO']);
    expect(after.categories).toHaveLength(3);

    expect(
      (await send('PUT', opsApi.regulationSetAgeRestricted.path, { categoryIds: restricted })).statusCode,
    ).toBe(200);
    expect(await storeItem(item.id)).toMatchObject({ ageRestricted: false });
  });

  it('refuses an unknown or child category and a repeated one (400), writing nothing', async () => {
    const [child] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM categories WHERE parent_id IS NOT NULL LIMIT 1`,
    );
    for (const categoryIds of [[999_999], [child!.id], [1, 1]]) {
      const response = await send('PUT', opsApi.regulationSetAgeRestricted.path, { categoryIds });
      expect(response.statusCode, JSON.stringify(categoryIds)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    expect(
      (await read()).categories
        .filter((c) => c.ageRestricted)
        .map((c) => c.code)
        .sort(),
    ).toEqual(['LIQUOR', 'TOBACCO']);
  });
});
