import { ItemsPage } from '@dfs/contract/catalogue';
import { CurrenciesResponse } from '@dfs/contract/master-data';
import { Privilege } from '@dfs/contract/privileges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Price filters: impossible ranges refused, and the rates that let the storefront convert a range. */
describe('price filters', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.headers(Privilege.PreOrderAccess);
  }, 180_000);
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ url, headers });

  it('refuses a lowest price above the highest with a 400 problem, in lists and search', async () => {
    for (const url of [
      '/PreOrder/api/V1.0/PreOrder/GetItems?listKind=all&minPrice=200&maxPrice=50',
      '/PreOrder/api/V1.0/PreOrder/SearchItems?term=watch&minPrice=200&maxPrice=50',
      '/PreOrder/api/V1.0/PreOrder/GetItems?listKind=all&minPrice=50.01&maxPrice=50&currencyId=1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toContain('application/problem+json');
    }
  });

  it('answers a range of one price, and either bound alone', async () => {
    for (const query of ['minPrice=50&maxPrice=50', 'minPrice=200', 'maxPrice=50']) {
      const response = await get(`/PreOrder/api/V1.0/PreOrder/GetItems?listKind=all&${query}`);
      expect(response.statusCode, query).toBe(200);
      ItemsPage.parse(response.json());
    }
  });

  it('gives each currency its units per US dollar', async () => {
    const response = await get('/MasterData/api/V1.0/Currency/GetAll');
    const { currenciesRes } = CurrenciesResponse.parse(response.json());
    const rate = (code: string) => currenciesRes.find((c) => c.currencyCode === code)?.rateToUsd;
    expect(rate('USD')).toBe(1);
    expect(rate('EUR')).toBe(0.92);
    expect(currenciesRes.every((c) => c.rateToUsd > 0)).toBe(true);
  });
});
