import { opsApi } from '@dfs/contract/ops/paths';
import { api } from '@dfs/contract/paths';
import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let merchandiser: { authorization: string; staffId: number };
let admin: { authorization: string; staffId: number };

beforeAll(async () => {
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  merchandiser = await signInStaff(t, 'merchandiser');
  admin = await signInStaff(t, 'admin');
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: merchandiser.authorization },
  });
const read = async (url: string) =>
  (await t.app.inject({ url, headers: { authorization: merchandiser.authorization } })).json();
const store = async (url: string) =>
  (await t.app.inject({ url, headers: await t.headers(Privilege.PreOrderAccess) })).json();
const lastAudit = async (entity: string) =>
  (
    await t.app.inject({
      url: `${opsApi.auditLogGetAll.path}?entity=${entity}`,
      headers: { authorization: admin.authorization },
    })
  ).json().rows[0];

describe('the lists every page shows', () => {
  it('are read once per cache period, and afresh once staff change something', async () => {
    const brandName = async () =>
      ((await store(api.brands.path)).brandsRes as { id: number; name: string }[]).find((b) => b.id === first)
        ?.name;
    const first = ((await store(api.brands.path)).brandsRes as { id: number }[])[0]!.id;
    const before = await brandName();
    // Changed behind the service's back: the cached list still answers.
    await t.database.db.execute(sql`UPDATE brands SET name = name || ' (renamed)' WHERE id = ${first}`);
    expect(await brandName()).toBe(before);
    const tree = await read(opsApi.categoryGetAll.path);
    const top = tree.rows.find((c: { parentId: number | null }) => c.parentId === null);
    const created = await send('POST', opsApi.categoryCreate.path, {
      parentId: top.id,
      name: 'Travel Pillows',
      zhName: '旅行枕',
      arName: 'وسائد السفر',
      imageUrl: null,
      sortOrder: 6,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await brandName()).toBe(`${before} (renamed)`);
  });
});

describe('categories', () => {
  it('creates a child category in three languages the storefront shows; a stale edit gets 409', async () => {
    const tree = await read(opsApi.categoryGetAll.path);
    const top = tree.rows.find((c: { parentId: number | null }) => c.parentId === null);
    const created = await send('POST', opsApi.categoryCreate.path, {
      parentId: top.id,
      name: 'Travel Candles',
      zhName: '旅行蜡烛',
      arName: 'شموع السفر',
      imageUrl: null,
      sortOrder: 5,
    });
    expect(created.statusCode, created.body).toBe(200);
    const category = created.json();
    expect(category).toMatchObject({ version: 1, parentId: top.id });
    for (const [lng, name] of [
      ['en', 'Travel Candles'],
      ['zh', '旅行蜡烛'],
      ['ar', 'شموع السفر'],
    ]) {
      const shown = await store(`${api.categories.path}?lng=${lng}`);
      const parent = shown.itemCategories.find((c: { id: number }) => c.id === top.id);
      expect(parent.children.map((c: { name: string }) => c.name)).toContain(name);
    }
    expect(await lastAudit('category')).toMatchObject({ action: 'create', entityId: String(category.id) });

    const renamed = await send('PUT', opsApi.categoryUpdate.path, { ...category, zhName: '香薰蜡烛' });
    expect(renamed.json()).toMatchObject({ version: 2, zhName: '香薰蜡烛' });
    expect(await lastAudit('category')).toMatchObject({
      before: { zhName: '旅行蜡烛' },
      after: { zhName: '香薰蜡烛' },
    });
    const stale = await send('PUT', opsApi.categoryUpdate.path, { ...category, name: 'Lost' });
    expect(stale.statusCode).toBe(409);
    // A child cannot be the parent of another.
    const nested = await send('POST', opsApi.categoryCreate.path, {
      parentId: category.id,
      name: 'Too deep',
      zhName: null,
      arName: null,
      imageUrl: null,
      sortOrder: 0,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors).toHaveProperty('ParentId');
  });
});

describe('brands', () => {
  it('creates a power brand with uploaded art, refuses a taken name, and 409s a stale edit', async () => {
    const art = await sharp({ create: { width: 2400, height: 800, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${opsApi.mediaUpload.path}?kind=brand`,
      payload: art,
      headers: { authorization: merchandiser.authorization, 'content-type': 'image/png' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { url } = uploaded.json();
    expect((await sharp((await t.app.inject({ url })).rawPayload).metadata()).width).toBe(1600);

    const created = await send('POST', opsApi.brandCreate.path, {
      name: 'Maison Test',
      description: 'A house of tests.',
      zhDescription: '测试之家。',
      arDescription: null,
      imageUrl: url,
      isPowerBrand: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const brand = created.json();
    const shown = (await store(`${api.brands.path}?lng=zh`)).brandsRes.find(
      (b: { id: number }) => b.id === brand.id,
    );
    expect(shown).toMatchObject({ brandImageURL: url, isPowerFullBrand: true, description: '测试之家。' });

    const taken = await send('POST', opsApi.brandCreate.path, {
      ...brand,
      id: undefined,
      name: 'maison test',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toHaveProperty('Name');
    expect((await send('PUT', opsApi.brandUpdate.path, { ...brand, isPowerBrand: false })).statusCode).toBe(
      200,
    );
    expect((await send('PUT', opsApi.brandUpdate.path, { ...brand, name: 'Other' })).statusCode).toBe(409);
    expect(
      (
        await send('PUT', opsApi.brandUpdate.path, {
          ...brand,
          imageUrl: 'https://evil.example/x.png',
          version: 2,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('banners', () => {
  it('shows a banner only within its schedule, with art per language', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const banner = {
      size: 2,
      imageUrl: '/media/banners/1.svg',
      zhImageUrl: '/media/banners/2.svg',
      arImageUrl: null,
      title: 'Winter sale',
      zhTitle: '冬季特卖',
      arTitle: 'تخفيضات الشتاء',
      videoUrl: null,
      linkUrl: '/product-list/special-offers',
      startsAt: future,
      endsAt: null,
      sortOrder: 0,
      active: true,
    };
    const created = await send('POST', opsApi.bannerCreate.path, banner);
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json();
    const ids = async (lng: string) =>
      (await store(`${api.banners.path}?lng=${lng}`)).bannerListRes as {
        id: number;
        imageURL: string;
        title: string;
      }[];
    expect((await ids('en')).map((b) => b.id)).not.toContain(saved.id);

    const now = await send('PUT', opsApi.bannerUpdate.path, { ...saved, startsAt: null });
    expect(now.statusCode, now.body).toBe(200);
    expect((await ids('zh')).find((b) => b.id === saved.id)).toMatchObject({
      imageURL: '/media/banners/2.svg',
      title: '冬季特卖',
    });
    expect((await ids('ar')).find((b) => b.id === saved.id)).toMatchObject({
      imageURL: '/media/banners/1.svg',
      title: 'تخفيضات الشتاء',
    });

    const backwards = await send('POST', opsApi.bannerCreate.path, {
      ...banner,
      startsAt: future,
      endsAt: new Date().toISOString(),
      linkUrl: 'javascript:alert(1)',
    });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().errors).sort()).toEqual(['EndsAt', 'LinkUrl']);
  });

  it('refuses links that a browser would take to another site, on create and on update', async () => {
    const banner = {
      size: 1,
      imageUrl: '/media/banners/1.svg',
      zhImageUrl: null,
      arImageUrl: null,
      title: 'Spring',
      zhTitle: null,
      arTitle: null,
      videoUrl: null,
      linkUrl: '/brands',
      startsAt: null,
      endsAt: null,
      sortOrder: 5,
      active: false,
    };
    const created = await send('POST', opsApi.bannerCreate.path, banner);
    expect(created.statusCode, created.body).toBe(200);
    for (const linkUrl of [
      '/\t/evil.example',
      '/\\evil.example',
      '/%09/evil.example',
      '//evil.example',
      ' /brands',
      '/brands\n',
      '/\u0000/evil.example',
      '/\u200b/evil.example',
    ]) {
      for (const [method, path, payload] of [
        ['POST', opsApi.bannerCreate.path, { ...banner, linkUrl }],
        ['PUT', opsApi.bannerUpdate.path, { ...created.json(), linkUrl }],
      ] as const) {
        const refused = await send(method, path, payload);
        expect(refused.statusCode, `${method} ${JSON.stringify(linkUrl)}`).toBe(400);
        expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(Object.keys(refused.json().errors)).toEqual(['LinkUrl']);
      }
    }
    const kept = (await read(opsApi.bannerGetAll.path)).rows.find(
      (row: { id: number }) => row.id === created.json().id,
    );
    expect(kept.linkUrl).toBe('/brands');
  });
});
