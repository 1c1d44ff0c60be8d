import { opsApi } from '@dfs/contract/ops/paths';
import { api } from '@dfs/contract/paths';
import { Privilege } from '@dfs/contract/privileges';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let merchandiser: { authorization: string; staffId: number };
let admin: { authorization: string; staffId: number };
let itemIds: number[];

beforeAll(async () => {
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  merchandiser = await signInStaff(t, 'merchandiser');
  admin = await signInStaff(t, 'admin');
  const page = await t.app.inject({
    url: `${opsApi.itemGetAll.path}?pageSize=3`,
    headers: { authorization: merchandiser.authorization },
  });
  itemIds = page.json().rows.map((r: { id: number }) => r.id);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: unknown, as = merchandiser) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: as.authorization } });
const store = async (url: string) =>
  (await t.app.inject({ url, headers: await t.headers(Privilege.PreOrderAccess) })).json();
const lastAudit = async () =>
  (
    await t.app.inject({
      url: `${opsApi.auditLogGetAll.path}?entity=collection`,
      headers: { authorization: admin.authorization },
    })
  ).json().rows[0];

const fresh = () => ({
  name: 'Night Flight',
  zhName: '夜间航班',
  arName: 'رحلة ليلية',
  description: 'For the long way home.',
  zhDescription: '回家的长路。',
  arDescription: null,
  imageUrl: null,
  sortOrder: 0,
  itemIds: [itemIds[1]!, itemIds[0]!],
});

describe('collections', () => {
  it('creates a collection in three languages the storefront shows at once, in item order', async () => {
    // Read first, so the storefront's cache holds the list before the change.
    const before = await store(`${api.collections.path}?lng=en`);
    const created = await send('POST', opsApi.collectionCreate.path, fresh());
    expect(created.statusCode, created.body).toBe(200);
    const collection = created.json();
    expect(collection).toMatchObject({ version: 1, zhName: '夜间航班', arDescription: null });
    expect(collection.items.map((i: { itemId: number }) => i.itemId)).toEqual([itemIds[1], itemIds[0]]);

    const after = await store(`${api.collections.path}?lng=en`);
    expect(after.collections).toHaveLength(before.collections.length + 1);
    for (const [lng, name, description] of [
      ['en', 'Night Flight', 'For the long way home.'],
      ['zh', '夜间航班', '回家的长路。'],
      ['ar', 'رحلة ليلية', 'For the long way home.'],
    ]) {
      const shown = await store(`${api.collectionById.path}?id=${collection.id}&lng=${lng}`);
      expect(shown.collection).toMatchObject({ name, description });
    }
    const list = await store(
      `${api.items.path}?listKind=collection&collectionId=${collection.id}&lng=ar&withFacets=true&sortBy=ByPrice`,
    );
    expect(list.title).toBe('رحلة ليلية');
    expect(list.items.map((i: { id: number }) => i.id).sort()).toEqual([itemIds[0], itemIds[1]].sort());
    expect(await lastAudit()).toMatchObject({
      action: 'create',
      entityId: String(collection.id),
      before: null,
      after: { name: 'Night Flight', itemIds: [itemIds[1], itemIds[0]] },
    });
  });

  it('adds, removes and reorders items; records before and after; a stale edit gets 409', async () => {
    const collection = (
      await send('POST', opsApi.collectionCreate.path, { ...fresh(), name: 'Reorder' })
    ).json();
    const { items: _, ...read } = collection;
    const changed = await send('PUT', opsApi.collectionUpdate.path, {
      ...read,
      arName: null,
      itemIds: [itemIds[2], itemIds[1]],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ version: 2, arName: null });
    expect(changed.json().items.map((i: { itemId: number }) => i.itemId)).toEqual([itemIds[2], itemIds[1]]);
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      before: { arName: 'رحلة ليلية', itemIds: [itemIds[1], itemIds[0]] },
      after: { arName: null, itemIds: [itemIds[2], itemIds[1]] },
    });
    // Without the Arabic name the storefront shows English.
    const shown = await store(`${api.collectionById.path}?id=${collection.id}&lng=ar`);
    expect(shown.collection.name).toBe('Reorder');

    const stale = await send('PUT', opsApi.collectionUpdate.path, { ...read, itemIds: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    const missing = await send('PUT', opsApi.collectionUpdate.path, {
      ...read,
      id: 999_999,
      version: 1,
      itemIds: [],
    });
    expect(missing.statusCode, missing.body).toBe(404);
  });

  it('refuses bad input with problem+json and writes nothing', async () => {
    const count = async () =>
      (
        await t.app.inject({
          url: opsApi.collectionGetAll.path,
          headers: { authorization: admin.authorization },
        })
      ).json().rows.length;
    const start = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'Name'],
      [{ itemIds: [itemIds[0], itemIds[0]] }, 'ItemIds'],
      [{ itemIds: [itemIds[0], 999_999_999] }, 'ItemIds'],
      [{ imageUrl: 'https://elsewhere.example/a.png' }, 'ImageUrl'],
      [{ sortOrder: -1 }, 'SortOrder'],
      [{ zhName: null, zhDescription: '只有描述' }, 'ZhName'],
    ];
    for (const [change, field] of cases) {
      const refused = await send('POST', opsApi.collectionCreate.path, { ...fresh(), ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(Object.keys(refused.json().errors ?? {}), JSON.stringify(change)).toContain(field);
    }
    expect(await count()).toBe(start);
  });

  it('takes an uploaded image the storefront shows', async () => {
    const art = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#335577' } })
      .jpeg()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${opsApi.mediaUpload.path}?kind=collection`,
      payload: art,
      headers: { authorization: merchandiser.authorization, 'content-type': 'image/jpeg' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { url } = uploaded.json();
    const created = await send('POST', opsApi.collectionCreate.path, { ...fresh(), imageUrl: url });
    expect(created.statusCode, created.body).toBe(200);
    const shown = await store(`${api.collectionById.path}?id=${created.json().id}&lng=zh`);
    expect(shown.collection).toMatchObject({ imageUrl: url, name: '夜间航班' });
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });

  it('lets an admin read but not write', async () => {
    const list = await t.app.inject({
      url: opsApi.collectionGetAll.path,
      headers: { authorization: admin.authorization },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().rows.length).toBeGreaterThan(0);
    const refused = await send('POST', opsApi.collectionCreate.path, fresh(), admin);
    expect(refused.statusCode).toBe(403);
  });
});
