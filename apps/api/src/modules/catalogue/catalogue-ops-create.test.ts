import { existsSync } from 'node:fs';
import path from 'node:path';
import { ItemByIdResponse, ItemsPage } from '@dfs/contract/catalogue';
import { opsApi } from '@dfs/contract/ops/paths';
import { api } from '@dfs/contract/paths';
import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let merchandiser: { authorization: string; staffId: number };
let admin: { authorization: string; staffId: number };
let placement: { brandId: number; categoryId: number; topCategoryId: number };

beforeAll(async () => {
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  merchandiser = await signInStaff(t, 'merchandiser');
  admin = await signInStaff(t, 'admin');
  const [row] = await queryRows<typeof placement>(
    t.database.db,
    sql`SELECT brand_id AS "brandId", category_id AS "categoryId", top_category_id AS "topCategoryId"
        FROM items WHERE active ORDER BY id LIMIT 1`,
  );
  placement = row!;
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, who = merchandiser) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: who.authorization } });
const upload = (itemId: number, version: number, body: Buffer, type = 'image/png') =>
  t.app.inject({
    method: 'POST',
    url: `${opsApi.itemImageUpload.path}?itemId=${itemId}&version=${version}`,
    payload: body,
    headers: { authorization: merchandiser.authorization, 'content-type': type },
  });
const store = async (url: string) => {
  const response = await t.app.inject({ url, headers: await t.headers(Privilege.PreOrderAccess) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const newItem = (code: string) => ({
  itemCode: code,
  name: `Saffron Oud Eau de Parfum ${code}`,
  description: 'A warm saffron and oud scent.',
  zh: { name: `藏红花乌木香水 ${code}`, description: '温暖的藏红花与乌木香调。' },
  ar: { name: `عطر زعفران وعود ${code}`, description: 'عطر دافئ بالزعفران والعود.' },
  price: 142.5,
  quantity: 40,
  orderQuantity: 3,
  active: true,
  brandId: placement.brandId,
  categoryId: placement.categoryId,
  milesForRedeem: 14000,
  milesForAccrual: 140,
  isTravelExclusive: true,
  youtubeUrl: 'https://www.youtube.com/watch?v=abc123',
});

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

describe('item create', () => {
  it('creates an item in three languages that the storefront lists, shows and finds at once, audited', async () => {
    const created = await send('POST', opsApi.itemCreate.path, newItem('SO-9001'));
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json();
    expect(item).toMatchObject({ ...newItem('SO-9001'), version: 1, images: [] });

    for (const [lng, name] of [
      ['en', item.name],
      ['zh', item.zh.name],
      ['ar', item.ar.name],
    ] as const) {
      const shown = ItemByIdResponse.parse(await store(`${api.itemById.path}?id=${item.id}&lng=${lng}`)).item;
      expect(shown).toMatchObject({ name, currentPrice: 142.5, isTravelExeclusive: true, quantity: 40 });
      const found = ItemsPage.parse(
        await store(
          `${api.searchItems.path}?term=${encodeURIComponent(name.split(' ')[0]!)}&lng=${lng}&pageSize=100`,
        ),
      );
      expect(found.items.map((i) => i.id)).toContain(item.id);
    }
    const newest = ItemsPage.parse(await store(`${api.items.path}?listKind=newArrivals&pageSize=100`));
    expect(newest.items.map((i) => i.id)).toContain(item.id);
    const [row] = await queryRows<{ top: number }>(
      t.database.db,
      sql`SELECT top_category_id AS top FROM items WHERE id = ${item.id}`,
    );
    expect(row!.top).toBe(placement.topCategoryId);

    const audit = await t.app.inject({
      url: `${opsApi.auditLogGetAll.path}?entity=item&staffId=${merchandiser.staffId}`,
      headers: { authorization: admin.authorization },
    });
    expect(audit.json().rows[0]).toMatchObject({
      action: 'create',
      entityId: String(item.id),
      before: null,
      after: { itemCode: 'SO-9001', price: 142.5, zh: newItem('SO-9001').zh },
    });
  });

  it('refuses a taken item code (409) and a top category or unknown brand (400), writing nothing', async () => {
    expect((await send('POST', opsApi.itemCreate.path, newItem('SO-9002'))).statusCode).toBe(200);
    const again = await send('POST', opsApi.itemCreate.path, { ...newItem('SO-9002'), name: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toHaveProperty('ItemCode');

    const misplaced = await send('POST', opsApi.itemCreate.path, {
      ...newItem('SO-9003'),
      categoryId: placement.topCategoryId,
      brandId: 99_999,
    });
    expect(misplaced.statusCode).toBe(400);
    expect(Object.keys(misplaced.json().errors).sort()).toEqual(['BrandId', 'CategoryId']);

    const bad = await send('POST', opsApi.itemCreate.path, {
      ...newItem('bad code!'),
      youtubeUrl: 'javascript:alert(1)',
      zh: { name: '', description: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['ItemCode', 'YoutubeUrl', 'Zh.Name']);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM items WHERE item_code IN ('SO-9003', 'bad code!')`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('creates an item at price 0 only as an inactive draft', async () => {
    const free = await send('POST', opsApi.itemCreate.path, { ...newItem('SO-9005'), price: 0 });
    expect(free.statusCode).toBe(400);
    expect(free.json().errors).toEqual({
      Price: ['An active item needs a price above 0: enter its price, or make it inactive.'],
    });
    const draft = await send('POST', opsApi.itemCreate.path, {
      ...newItem('SO-9005'),
      price: 0,
      active: false,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ itemCode: 'SO-9005', price: 0, active: false });
  });

  it('only a merchandiser creates items', async () => {
    const station = await signInStaff(t, 'station');
    expect((await send('POST', opsApi.itemCreate.path, newItem('SO-9004'), station)).statusCode).toBe(403);
    expect((await send('POST', opsApi.itemCreate.path, newItem('SO-9004'), admin)).statusCode).toBe(403);
  });
});

describe('item images', () => {
  it('stores uploads in the storefront sizes, makes the first the default and serves them', async () => {
    let item = (await send('POST', opsApi.itemCreate.path, newItem('SO-9101'))).json();
    const first = await upload(item.id, item.version, await picture(1600, 1200));
    expect(first.statusCode, first.body).toBe(200);
    item = first.json();
    expect(item.version).toBe(2);
    expect(item.images).toHaveLength(1);
    expect(item.images[0]).toMatchObject({ isDefault: true, url: expect.stringMatching(/-800\.webp$/) });

    for (const [size, width] of [
      [800, 800],
      [400, 400],
      [80, 80],
    ] as const) {
      const served = await t.app.inject({ url: item.images[0].url.replace('-800.webp', `-${size}.webp`) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.width).toBe(width);
      expect(meta.height).toBe((width * 3) / 4);
    }
    expect(existsSync(path.join(t.config.dataDir, item.images[0].url.slice(1)))).toBe(true);

    // A JPEG and a WebP too; a small picture is not enlarged.
    item = (await upload(item.id, item.version, await picture(300, 300, 'jpeg'), 'image/jpeg')).json();
    item = (await upload(item.id, item.version, await picture(500, 500, 'webp'), 'image/webp')).json();
    expect(item.images.map((i: { isDefault: boolean }) => i.isDefault)).toEqual([true, false, false]);
    const small = await t.app.inject({ url: item.images[1].url });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(300);

    const shown = ItemByIdResponse.parse(await store(`${api.itemById.path}?id=${item.id}`)).item;
    expect(shown.itemImage.find((i) => i.isDefualt)?.imageUrl).toBe(item.images[0].url);

    // Another default; then the default removed: the next one takes over and its files go.
    const chosen = await send('PUT', opsApi.itemImageSetDefault.path, {
      itemId: item.id,
      imageId: item.images[2].id,
      version: item.version,
    });
    expect(chosen.statusCode).toBe(200);
    item = chosen.json();
    expect(item.images[2].isDefault).toBe(true);
    const removedUrl = item.images[2].url;
    const removed = await send('DELETE', opsApi.itemImageDelete.path, {
      itemId: item.id,
      imageId: item.images[2].id,
      version: item.version,
    });
    expect(removed.statusCode).toBe(200);
    item = removed.json();
    expect(item.images.map((i: { isDefault: boolean }) => i.isDefault)).toEqual([true, false]);
    expect((await t.app.inject({ url: removedUrl })).statusCode).toBe(404);
    expect(existsSync(path.join(t.config.dataDir, removedUrl.slice(1)))).toBe(false);
  });

  it('refuses what is not a picture, a stale version and an unknown image, writing nothing', async () => {
    const item = (await send('POST', opsApi.itemCreate.path, newItem('SO-9102'))).json();
    const fake = await upload(item.id, item.version, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(fake.statusCode).toBe(400);
    expect(fake.headers['content-type']).toContain('application/problem+json');
    const gif = await upload(
      item.id,
      item.version,
      await sharp(await picture(10, 10))
        .gif()
        .toBuffer(),
      'image/png',
    );
    expect(gif.statusCode).toBe(400);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: `${opsApi.itemImageUpload.path}?itemId=${item.id}&version=${item.version}`,
      payload: 'hello',
      headers: { authorization: merchandiser.authorization, 'content-type': 'text/plain' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.headers['content-type']).toContain('application/problem+json');
    expect((await upload(item.id, item.version + 1, await picture(50, 50))).statusCode).toBe(409);
    expect((await upload(99_999_999, 1, await picture(50, 50))).statusCode).toBe(404);
    const missing = await send('PUT', opsApi.itemImageSetDefault.path, {
      itemId: item.id,
      imageId: 99_999_999,
      version: item.version,
    });
    expect(missing.statusCode).toBe(404);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM item_images WHERE item_id = ${item.id}`,
    )) as [{ n: number }];
    expect(n).toBe(0);
    expect((await t.app.inject({ url: '/media/uploads/../jwt-secret' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/uploads/items/..%2f..%2fjwt-secret' })).statusCode).toBe(404);
  });
});
