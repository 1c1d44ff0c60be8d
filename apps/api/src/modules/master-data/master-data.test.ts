import {
  AirportsResponse,
  BannersResponse,
  BrandsResponse,
  CategoriesResponse,
  CurrenciesResponse,
} from '@dfs/contract/master-data';
import { Privilege } from '@dfs/contract/privileges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('master data', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.headers(Privilege.PreOrderAccess);
  });
  afterAll(() => t?.close());

  const get = (url: string, extra: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...headers, ...extra } });

  it('lists top categories with their children, by name', async () => {
    const response = await get(
      '/MasterData/api/V1.0/ItemCategory/GetItemCategoryHierarchical?categoryLevel=1',
    );
    expect(response.statusCode).toBe(200);
    const { itemCategories } = CategoriesResponse.parse(response.json());
    expect(itemCategories.length).toBeGreaterThanOrEqual(10);
    const names = itemCategories.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(itemCategories.every((c) => c.children.length > 0)).toBe(true);
    expect(response.json().itemCategories[0]).toHaveProperty('category_ImageURL');
  });

  it('lists brands with the power-brand flag, by name, cacheably', async () => {
    const response = await get('/MasterData/api/V1.0/Brand/GetAll');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age');
    const { brandsRes } = BrandsResponse.parse(response.json());
    expect(brandsRes.length).toBeGreaterThanOrEqual(40);
    expect(brandsRes.filter((b) => b.isPowerFullBrand).length).toBeGreaterThanOrEqual(21);
    const etag = response.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/MasterData/api/V1.0/Brand/GetAll', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('lists currencies with USD as id 2', async () => {
    const response = await get('/MasterData/api/V1.0/Currency/GetAll');
    const { currenciesRes } = CurrenciesResponse.parse(response.json());
    expect(currenciesRes.find((c) => c.id === 2)?.currencyCode).toBe('USD');
    expect(currenciesRes.map((c) => c.currencyCode).sort()).toEqual([
      'AED',
      'CNY',
      'ETB',
      'EUR',
      'GBP',
      'SAR',
      'USD',
    ]);
  });

  it('lists banners in all three sizes, with images that are served', async () => {
    const response = await get('/PreOrder/api/V1.0/Banner/GetAll');
    const { bannerListRes } = BannersResponse.parse(response.json());
    expect(new Set(bannerListRes.map((b) => b.bunnerImageSize))).toEqual(new Set([1, 2, 3]));
    const image = await t.app.inject({ url: bannerListRes[0]!.imageURL });
    expect(image.statusCode).toBe(200);
    // The English art is the WebP of the seed's SVG (the SVG itself on a machine without fonts).
    expect(image.headers['content-type']).toMatch(/^image\/(webp|svg\+xml)/);
    expect(image.headers['cache-control']).toContain('immutable');
  });

  it('lists airports, marking European ones', async () => {
    const response = await get('/MasterData/api/V1.0/Airport/GetAll');
    const { airportsRes } = AirportsResponse.parse(response.json());
    expect(airportsRes.find((a) => a.code === 'LHR')?.isEurope).toBe(true);
    expect(airportsRes.find((a) => a.code === 'ADD')?.isEurope).toBe(false);
  });

  it('refuses bad query values with a localised validation problem, never a 500', async () => {
    const response = await get(
      '/MasterData/api/V1.0/ItemCategory/GetItemCategoryHierarchical?categoryLevel=abc',
      {
        'accept-language': 'ar',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const body = response.json();
    expect(body).toMatchObject({ status: 400, code: 'validation' });
    expect(body.errors.CategoryLevel[0]).toMatch(/[\u0600-\u06FF]/);

    for (const currencyId of ['-1', '0', '1.5', 'x'.repeat(300)]) {
      const bad = await get(`/MasterData/api/V1.0/Brand/GetAll?currencyId=${currencyId}`);
      expect(bad.statusCode, currencyId).toBe(400);
      expect(bad.json().errors).toHaveProperty('CurrencyId');
    }
  });
});
