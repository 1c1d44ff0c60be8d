import { ItemByIdResponse } from '@dfs/contract/catalogue';
import { opsApi } from '@dfs/contract/ops/paths';
import { api } from '@dfs/contract/paths';
import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let merchandiser: { authorization: string; staffId: number };
let admin: { authorization: string; staffId: number };
let itemId: number;

beforeAll(async () => {
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  merchandiser = await signInStaff(t, 'merchandiser');
  admin = await signInStaff(t, 'admin');
  const [placement] = await queryRows<{ brandId: number; categoryId: number }>(
    t.database.db,
    sql`SELECT brand_id AS "brandId", category_id AS "categoryId" FROM items ORDER BY id LIMIT 1`,
  );
  const created = await send('POST', opsApi.itemCreate.path, {
    itemCode: 'OF-1',
    name: 'Offer test item',
    description: '',
    zh: null,
    ar: null,
    price: 80,
    quantity: 10,
    orderQuantity: null,
    active: true,
    ...placement,
    milesForRedeem: null,
    milesForAccrual: null,
    isTravelExclusive: false,
    youtubeUrl: null,
  });
  itemId = created.json().id;
});
afterAll(() => t.close());

function send(method: 'POST' | 'PUT', url: string, payload: unknown) {
  return t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: merchandiser.authorization },
  });
}
const shownPrice = async () =>
  ItemByIdResponse.parse(
    (
      await t.app.inject({
        url: `${api.itemById.path}?id=${itemId}`,
        headers: await t.headers(Privilege.PreOrderAccess),
      })
    ).json(),
  ).item.offerPrice;

describe('offers', () => {
  it('previews, saves and shows a percentage offer at once; a stale edit gets 409; both audited', async () => {
    expect(await shownPrice()).toBe(80);
    const offer = {
      name: 'Test 25 % off',
      kind: 3,
      validFrom: new Date(Date.now() - 60_000).toISOString(),
      validTo: null,
      salesRate: 25,
      isPercentage: true,
      active: true,
      items: [{ itemId, price: null }],
    };
    const preview = await send('POST', opsApi.offerPreview.path, offer);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows).toEqual([
      { itemId, itemCode: 'OF-1', name: 'Offer test item', before: 80, after: 60 },
    ]);
    expect(await shownPrice()).toBe(80);

    const created = await send('POST', opsApi.offerCreate.path, offer);
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json();
    expect(await shownPrice()).toBe(60);

    // A unit price instead: the preview names the change, the save applies it.
    const unit = {
      ...saved,
      kind: 2,
      salesRate: null,
      isPercentage: false,
      items: [{ itemId, price: 55.5 }],
    };
    expect((await send('POST', opsApi.offerPreview.path, unit)).json().rows[0]).toMatchObject({
      before: 60,
      after: 55.5,
    });
    const changed = await send('PUT', opsApi.offerUpdate.path, unit);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await shownPrice()).toBe(55.5);
    expect((await send('PUT', opsApi.offerUpdate.path, { ...unit, name: 'stale' })).statusCode).toBe(409);

    const audit = await t.app.inject({
      url: `${opsApi.auditLogGetAll.path}?entity=offer`,
      headers: { authorization: admin.authorization },
    });
    expect(audit.json().rows.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);
  });

  it('refuses a backwards window, a missing rate or price and unknown items', async () => {
    const bad = await send('POST', opsApi.offerCreate.path, {
      name: 'Bad',
      kind: 2,
      validFrom: '2026-12-02T00:00:00Z',
      validTo: '2026-12-01T00:00:00Z',
      salesRate: null,
      isPercentage: false,
      active: true,
      items: [{ itemId, price: null }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['Items[0].Price', 'ValidTo']);
    const unknown = await send('POST', opsApi.offerCreate.path, {
      name: 'Unknown',
      kind: 3,
      validFrom: '2026-12-01T00:00:00Z',
      validTo: null,
      salesRate: 10,
      isPercentage: true,
      active: true,
      items: [{ itemId: 99_999_999, price: null }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('Items');
  });
});
