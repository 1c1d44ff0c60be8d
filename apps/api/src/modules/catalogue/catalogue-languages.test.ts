import { ItemByIdResponse, ItemsPage } from '@dfs/contract/catalogue';
import {
  AirportsResponse,
  BannersResponse,
  BrandsResponse,
  CategoriesResponse,
  CurrenciesResponse,
} from '@dfs/contract/master-data';
import { api } from '@dfs/contract/paths';
import { CartQuoteResponse, PromoCodeResponse } from '@dfs/contract/pricing';
import { Privilege } from '@dfs/contract/privileges';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { itemTranslations } from './catalogue.schema';

const han = /[\u4e00-\u9fff]/;
const arabic = /[\u0600-\u06ff]/;

/** Every store answer that carries catalogue text gives it in the request's language (DESIGN.md §12). */
describe('catalogue text in the request language', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  /** One item with its English, Chinese and Arabic names, read from the tables. */
  let item: { id: number; en: string; zh: string; ar: string; zhDescription: string; categoryId: number };

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.headers(Privilege.PreOrderAccess);
    const [row] = await queryRows<typeof item>(
      t.database.db,
      sql`SELECT i.id, i.name AS en, zh.name AS zh, ar.name AS ar, zh.description AS "zhDescription",
                 i.category_id AS "categoryId"
          FROM items i
          JOIN item_translations zh ON zh.item_id = i.id AND zh.locale = 'zh'
          JOIN item_translations ar ON ar.item_id = i.id AND ar.locale = 'ar'
          WHERE i.active ORDER BY i.id LIMIT 1`,
    );
    item = row!;
  });
  afterAll(() => t?.close());

  const get = (url: string, extra: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...headers, ...extra } });
  const itemById = async (query: string, extra: Record<string, string> = {}) => {
    const response = await get(`${api.itemById.path}?id=${item.id}${query}`, extra);
    expect(response.statusCode, response.body).toBe(200);
    return ItemByIdResponse.parse(response.json()).item;
  };

  it('answers a product in the language of `lng` or Accept-Language, regional forms included', async () => {
    expect((await itemById('')).name).toBe(item.en);
    expect((await itemById('&lng=zh')).name).toBe(item.zh);
    expect((await itemById('&lng=zh')).description).toBe(item.zhDescription);
    expect((await itemById('', { 'accept-language': 'zh-TW,zh;q=0.9' })).name).toBe(item.zh);
    expect((await itemById('', { 'accept-language': 'ar-SA' })).name).toBe(item.ar);
    expect((await itemById('&lng=ar-EG')).name).toBe(item.ar);
    expect((await itemById('&lng=zh-Hans')).name).toBe(item.zh);
    // Unsupported languages get English; the `lng` query wins over the header.
    expect((await itemById('', { 'accept-language': 'fr-FR' })).name).toBe(item.en);
    expect((await itemById('&lng=de')).name).toBe(item.en);
    expect((await itemById('&lng=en', { 'accept-language': 'ar' })).name).toBe(item.en);
    const product = await itemById('&lng=ar');
    expect(product.categoryName).toMatch(arabic);
    expect(product.brand).not.toMatch(arabic);
  });

  it('gives lists, their titles, the batch, similar items and collections in the language', async () => {
    const list = ItemsPage.parse(
      (await get(`${api.items.path}?listKind=category&categoryId=${item.categoryId}&lng=zh`)).json(),
    );
    expect(list.title).toMatch(han);
    expect(list.items.length).toBeGreaterThan(0);
    for (const p of list.items) {
      expect(p.name).toMatch(han);
      expect(p.categoryName).toMatch(han);
    }
    // The filter counts name the categories in the language, in its order.
    for (const [lng, script] of [
      ['zh', han],
      ['ar', arabic],
    ] as const) {
      const faceted = await get(`${api.items.path}?listKind=all&withFacets=true&lng=${lng}`);
      expect(faceted.statusCode, faceted.body).toBe(200);
      const { facets } = ItemsPage.parse(faceted.json());
      expect(facets!.categories.length).toBeGreaterThan(1);
      for (const c of facets!.categories) expect(c.name).toMatch(script);
      const names = facets!.categories.map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(facets!.brands.map((b) => b.name)).toEqual(
        [...facets!.brands.map((b) => b.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    }
    const byName = ItemsPage.parse(
      (await get(`${api.items.path}?listKind=all&sortBy=ByName&sortOrder=ASC&pageSize=20&lng=ar`)).json(),
    );
    expect(byName.items.every((p) => arabic.test(p.name))).toBe(true);
    // Sorted by the Arabic names (in the database's collation), not by the English ones.
    const arabicOrder = await queryRows<{ name: string }>(
      t.database.db,
      sql`SELECT t.name FROM items i JOIN item_translations t ON t.item_id = i.id AND t.locale = 'ar'
          WHERE i.active ORDER BY t.name, i.id LIMIT 20`,
    );
    expect(byName.items.map((p) => p.name)).toEqual(arabicOrder.map((r) => r.name));

    const batch = (await get(`${api.preOrderItems.path}?lng=ar`)).json();
    expect(batch.allInOneList[0].name).toMatch(arabic);

    const similar = (
      await t.app.inject({
        url: `${api.similarItems.path}?ItemCategoryId=${item.categoryId}&CurrentItemId=${item.id}&lng=zh`,
        headers: await t.headers(Privilege.PreOrderGetSimilarItems),
      })
    ).json();
    expect(similar.similarItems[0].name).toMatch(han);

    const collection = (await get(`${api.collectionById.path}?id=1`, { 'accept-language': 'ar-AE' })).json()
      .collection;
    expect(collection.name).toMatch(arabic);
    expect(collection.description).toMatch(arabic);
    const collectionList = ItemsPage.parse(
      (await get(`${api.items.path}?listKind=collection&collectionId=1&lng=zh`)).json(),
    );
    expect(collectionList.title).toMatch(han);

    const search = ItemsPage.parse(
      (await get(`${api.searchItems.path}?term=${encodeURIComponent(item.en.split(' ')[0]!)}&lng=ar`)).json(),
    );
    expect(search.items.length).toBeGreaterThan(0);
    expect(search.items[0]!.name).toMatch(arabic);

    const details = (
      await t.app.inject({
        method: 'POST',
        url: `${api.itemDetail.path}?lng=zh`,
        headers,
        payload: { currencyId: 2, itemIds: [item.id] },
      })
    ).json();
    expect(details.availabilitiesRes[0].name).toBe(item.zh);
  });

  it('falls back to English field by field where a translation is missing', async () => {
    const [other] = await queryRows<{ id: number; en: string; description: string }>(
      t.database.db,
      sql`SELECT id, name AS en, description FROM items WHERE active AND id <> ${item.id} ORDER BY id DESC LIMIT 1`,
    );
    await t.database.db
      .update(itemTranslations)
      .set({ description: null })
      .where(and(eq(itemTranslations.itemId, other!.id), eq(itemTranslations.locale, 'ar')));
    await t.database.db
      .delete(itemTranslations)
      .where(and(eq(itemTranslations.itemId, other!.id), eq(itemTranslations.locale, 'zh')));
    const read = async (lng: string) =>
      ItemByIdResponse.parse((await get(`${api.itemById.path}?id=${other!.id}&lng=${lng}`)).json()).item;
    const ar = await read('ar');
    expect(ar.name).toMatch(arabic);
    expect(ar.description).toBe(other!.description);
    const zh = await read('zh');
    expect(zh.name).toBe(other!.en);
    expect(zh.description).toBe(other!.description);
  });

  it('keeps cached answers and ETags per language, and says they vary by it', async () => {
    const url = `${api.itemById.path}?id=${item.id}`;
    const en = await get(url, { 'accept-language': 'en' });
    const zh = await get(url, { 'accept-language': 'zh-CN' });
    expect(en.headers.vary).toMatch(/accept-language/i);
    expect(en.headers.etag).not.toBe(zh.headers.etag);
    expect(zh.json().item.name).toBe(item.zh);
    // Asking again in English answers from the cache in English: the Chinese answer never leaks.
    expect((await get(url, { 'accept-language': 'en' })).json().item.name).toBe(item.en);
    // An English ETag does not validate the Chinese answer.
    const revalidated = await get(url, {
      'accept-language': 'zh',
      'if-none-match': en.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json().item.name).toBe(item.zh);
    const same = await get(url, { 'accept-language': 'zh', 'if-none-match': zh.headers.etag as string });
    expect(same.statusCode).toBe(304);
  });

  it('gives categories, brands, currencies, banners and airports in the language', async () => {
    const categories = CategoriesResponse.parse((await get(`${api.categories.path}?lng=zh`)).json());
    expect(categories.itemCategories).toHaveLength(10);
    for (const top of categories.itemCategories) {
      expect(top.name).toMatch(han);
      for (const child of top.children) expect(child.name).toMatch(han);
    }
    const arCategories = CategoriesResponse.parse(
      (await get(api.categories.path, { 'accept-language': 'ar-EG' })).json(),
    );
    const arNames = arCategories.itemCategories.map((c) => c.name);
    expect(arNames.every((n) => arabic.test(n))).toBe(true);
    expect(arNames).toEqual([...arNames].sort(new Intl.Collator('ar').compare));

    const enBrands = BrandsResponse.parse((await get(api.brands.path)).json()).brandsRes;
    const arBrands = BrandsResponse.parse((await get(`${api.brands.path}?lng=ar`)).json()).brandsRes;
    expect(arBrands.map((b) => b.name)).toEqual(enBrands.map((b) => b.name));
    expect(enBrands[0]!.description).not.toBe('');
    expect(arBrands.every((b) => arabic.test(b.description))).toBe(true);

    const currencies = CurrenciesResponse.parse((await get(`${api.currencies.path}?lng=ar`)).json());
    expect(currencies.currenciesRes.find((c) => c.currencyCode === 'USD')?.currencyName).toBe('دولار أمريكي');

    const airports = AirportsResponse.parse((await get(`${api.airports.path}?lng=zh`)).json()).airportsRes;
    expect(airports.find((a) => a.code === 'ADD')).toMatchObject({
      city: '亚的斯亚贝巴',
      country: '埃塞俄比亚',
    });
    expect(airports.every((a) => han.test(a.name) && han.test(a.city))).toBe(true);

    const enBanners = BannersResponse.parse((await get(api.banners.path)).json()).bannerListRes;
    const arBanners = BannersResponse.parse((await get(`${api.banners.path}?lng=ar`)).json()).bannerListRes;
    expect(arBanners.map((b) => b.id)).toEqual(enBanners.map((b) => b.id));
    for (const banner of arBanners) {
      expect(banner.title).toMatch(arabic);
      expect(banner.imageURL).toMatch(/-ar\.webp$/);
      // Shown as WebP drawn from the SVG of its name (decision 041); the words are read in the SVG.
      const art = await get(banner.imageURL.replace(/\.webp$/, '.svg'));
      expect(art.statusCode).toBe(200);
      expect(art.body).toContain('direction="rtl"');
      expect(art.body).toContain(banner.title!);
    }
  });

  it('names promotions, offers and cart lines in the language', async () => {
    const promo = PromoCodeResponse.parse(
      (await get(`${api.priceListByPromoCode.path}?PromoCode=WELCOME10&lng=zh`)).json(),
    );
    expect(promo.priceList?.name).toMatch(han);
    const offers = (await get(`${api.priceListsByOfferType.path}?offerType=1&lng=ar`)).json();
    expect(offers.priceLists.length).toBeGreaterThan(0);
    for (const list of offers.priceLists) expect(list.name).toMatch(arabic);

    const quote = await t.app.inject({
      method: 'POST',
      url: api.cartQuote.path,
      headers: { ...headers, 'accept-language': 'ar' },
      payload: { currencyId: 2, items: [{ itemId: item.id, quantity: 1 }] },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(CartQuoteResponse.parse(quote.json()).lines[0]!.name).toBe(item.ar);
  });

  it('names the airports of a ticket in the language', async () => {
    const lookup = await t.app.inject({
      url: `${api.onboardPassengerFromTicket.path}?TicketNumber=0712345678901&lng=ar`,
      headers: await t.headers(Privilege.OnBoardGetPassengerFromTicket),
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    const [sector] = lookup.json().paxSectorsRes;
    expect(sector.originAirport).toBe('مطار أديس أبابا بولي الدولي');
    expect(sector.destinationAirport).toBe('مطار لندن هيثرو');
  });
});
