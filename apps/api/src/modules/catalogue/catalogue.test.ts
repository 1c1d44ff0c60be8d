import { gunzipSync } from 'node:zlib';
import { CatalogueBatch, ItemsPage, Product } from '@dfs/contract/catalogue';
import { Privilege } from '@dfs/contract/privileges';
import { convertMinor, fromMinor, toMinor } from '@dfs/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { currencies } from '../master-data/master-data.schema';
import { preOrderKit } from '../preorders/preorders-test-kit';

describe('catalogue', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let rates: Map<number, number>;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.headers(Privilege.PreOrderAccess);
    const rows = await t.database.db.select().from(currencies);
    rates = new Map(rows.map((r) => [r.id, r.rateToUsd]));
  });
  afterAll(() => t?.close());

  const get = (url: string, extra: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...headers, ...extra } });
  const page = async (query: string) => {
    const response = await get(`/PreOrder/api/V1.0/PreOrder/GetItems?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return ItemsPage.parse(response.json());
  };
  const categoriesTree = async () =>
    (await get('/MasterData/api/V1.0/ItemCategory/GetItemCategoryHierarchical')).json()
      .itemCategories as Array<{
      id: number;
      name: string;
      children: Array<{ id: number; name: string }>;
    }>;

  describe('GetPreOrderItems', () => {
    it('returns every list of the batch with full products, priciest first', async () => {
      const response = await get('/PreOrder/api/V1.0/PreOrder/GetPreOrderItems');
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBeTruthy();
      expect(response.headers['cache-control']).toContain('max-age');
      const batch = CatalogueBatch.parse(response.json());
      for (const list of [
        'newArrivalItems',
        'allInOneList',
        'specialOfferItems',
        'bestSellerItems',
      ] as const) {
        expect(batch[list].length, list).toBeGreaterThan(4);
        // The price the traveller sees (after the offer), never the list price (issue 15 point 17).
        const prices = batch[list].map((p) => p.offerPrice);
        expect(prices, list).toEqual([...prices].sort((a, b) => b - a));
      }
      expect(batch.onBoardAvailabilitiesRes).toEqual([]);
      const raw = response.json().allInOneList[0];
      for (const field of [
        'itemImage',
        'isTravelExeclusive',
        'regiseredDate',
        'volumePriceList',
        'buyGetPriceList',
      ]) {
        expect(raw).toHaveProperty(field);
      }
      expect(raw.itemImage.filter((i: { isDefualt: boolean }) => i.isDefualt)).toHaveLength(1);
      expect(batch.specialOfferItems.every((p) => p.isSpecialOffer)).toBe(true);
    });

    it('marks items in a special offer with their sale price', async () => {
      const batch = CatalogueBatch.parse((await get('/PreOrder/api/V1.0/PreOrder/GetPreOrderItems')).json());
      const all = Object.values(batch).flat();
      const onOffer = all.find((p) => p.priceListApplied);
      expect(onOffer, 'some item carries an offer').toBeDefined();
      expect(onOffer!.offerPrice).toBeLessThan(onOffer!.currentPrice);
      const plain = all.find((p) => !p.priceListApplied)!;
      expect(plain.offerPrice).toBe(plain.currentPrice);
    });

    it('prices everything in the requested currency, converted half-up', async () => {
      const usd = CatalogueBatch.parse((await get('/PreOrder/api/V1.0/PreOrder/GetPreOrderItems')).json());
      const eur = CatalogueBatch.parse(
        (await get('/PreOrder/api/V1.0/PreOrder/GetPreOrderItems?currencyId=1')).json(),
      );
      expect(eur.allInOneList[0]!.currency).toBe('EUR');
      for (const [i, item] of usd.allInOneList.entries()) {
        const expected = fromMinor(convertMinor(toMinor(item.currentPrice), 1, rates.get(1)!));
        expect(eur.allInOneList[i]!.currentPrice).toBe(expected);
      }
      const unknown = await get('/PreOrder/api/V1.0/PreOrder/GetPreOrderItems?currencyId=999');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toHaveProperty('CurrencyId');
    });
  });

  describe('GetItems', () => {
    it('lists a top category with the items of its children', async () => {
      const [top] = await categoriesTree();
      const whole = await page(`listKind=category&categoryId=${top!.id}&pageSize=100`);
      expect(whole.title).toBe(top!.name);
      const childIds = new Set(top!.children.map((c) => c.id));
      expect(whole.totalCount).toBeGreaterThan(0);
      expect(whole.items.every((p) => childIds.has(p.itemCategoryId))).toBe(true);
      let sum = 0;
      for (const child of top!.children)
        sum += (await page(`listKind=category&categoryId=${child.id}`)).totalCount;
      expect(whole.totalCount).toBe(sum);
    });

    it('pages without overlap and defaults to 12 per page, priciest first', async () => {
      const first = await page('listKind=all');
      const second = await page('listKind=all&page=2');
      expect(first.pageSize).toBe(12);
      expect(first.items).toHaveLength(12);
      expect(first.totalPages).toBe(Math.ceil(first.totalCount / 12));
      const ids = new Set(first.items.map((p) => p.id));
      expect(second.items.some((p) => ids.has(p.id))).toBe(false);
      expect(first.items.at(-1)!.offerPrice).toBeGreaterThanOrEqual(second.items[0]!.offerPrice);
    });

    it('serves the last page, and says so, for a page past the end', async () => {
      const collection = await page('listKind=collection&collectionId=1&pageSize=5');
      const last = await page(`listKind=collection&collectionId=1&pageSize=5&page=${collection.totalPages}`);
      const beyond = await page('listKind=collection&collectionId=1&pageSize=5&page=1177');
      expect(beyond.page).toBe(collection.totalPages);
      expect(beyond.items.map((p) => p.id)).toEqual(last.items.map((p) => p.id));
      expect(beyond.items.length).toBeGreaterThan(0);

      const search = await get('/PreOrder/api/V1.0/PreOrder/SearchItems?term=watch&page=999');
      expect(search.statusCode).toBe(200);
      const found = ItemsPage.parse(search.json());
      expect(found.page).toBe(found.totalPages);
      expect(found.items.length).toBeGreaterThan(0);
    });

    it('lists every collection in display order, each leading to its page', async () => {
      const response = await get('/PreOrder/api/V1.0/Collection/GetAll');
      expect(response.statusCode).toBe(200);
      const { collections } = response.json() as { collections: Array<{ id: number; name: string }> };
      expect(collections.map((c) => c.name)).toEqual([
        'Gifts under $50',
        'Summer essentials',
        'For the whisky lover',
        'Little travellers',
      ]);
      for (const collection of collections) {
        expect((await page(`listKind=collection&collectionId=${collection.id}`)).title).toBe(collection.name);
      }
    });

    it('sorts by name, price and date in both directions', async () => {
      const byName = (await page('listKind=all&sortBy=ByName&sortOrder=ASC&pageSize=50')).items.map(
        (p) => p.name,
      );
      expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const byPrice = (await page('listKind=all&sortBy=ByPrice&sortOrder=ASC&pageSize=50')).items.map(
        (p) => p.offerPrice,
      );
      expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
      const byDate = (await page('listKind=all&sortBy=ByDate&sortOrder=DESC&pageSize=50')).items.map(
        (p) => p.regiseredDate,
      );
      expect(byDate).toEqual([...byDate].sort().reverse());
    });

    it('sorts every list by the price shown in the selected currency, offers included (issue 15 point 17)', async () => {
      for (const currencyId of [2, 1, 6]) {
        for (const list of ['all', 'bestSellers', 'specialOffers', 'deals', 'travelExclusives']) {
          for (const order of ['DESC', 'ASC'] as const) {
            const shown = (
              await page(
                `listKind=${list}&sortBy=ByPrice&sortOrder=${order}&pageSize=100&currencyId=${currencyId}`,
              )
            ).items.map((p) => p.offerPrice);
            const sorted = [...shown].sort((a, b) => (order === 'ASC' ? a - b : b - a));
            expect(shown, `${list} ${order} in currency ${currencyId}`).toEqual(sorted);
          }
        }
      }
      // The lists hold items whose offer reorders them, so the old sort by list price would fail here.
      const offers = (await page('listKind=specialOffers&pageSize=100')).items;
      expect(offers.some((p) => p.offerPrice < p.currentPrice)).toBe(true);
    });

    it('sorts similar items by the price shown, same category first', async () => {
      const offers = (await page('listKind=specialOffers&pageSize=100')).items;
      const similarHeaders = await t.headers(Privilege.PreOrderGetSimilarItems);
      for (const item of offers.slice(0, 6)) {
        const response = await t.app.inject({
          url: `/PreOrder/api/V1.0/PreOrder/GetSimilarItems?ItemCategoryId=${item.itemCategoryId}&CurrentItemId=${item.id}&currencyId=1`,
          headers: similarHeaders,
        });
        expect(response.statusCode, response.body).toBe(200);
        const similar = response.json().similarItems as Product[];
        const sameCategory = similar
          .filter((p) => p.itemCategoryId === item.itemCategoryId)
          .map((p) => p.offerPrice);
        expect(sameCategory).toEqual([...sameCategory].sort((a, b) => b - a));
      }
    });

    it('filters any list by brand, category, price in the selected currency, offer, exclusivity and stock, with counts', async () => {
      const all = await page('listKind=all&withFacets=true&currencyId=1&pageSize=100');
      const facets = all.facets!;
      expect(facets.brands.reduce((n, b) => n + b.count, 0)).toBe(all.totalCount);
      const top = (await categoriesTree()).find((c) => c.name === 'Watches')!;
      const watches = await page(`listKind=all&categoryIds=${top.id}&withFacets=true&currencyId=1`);
      expect(watches.totalCount).toBe(
        facets.categories
          .filter((c) => top.children.some((child) => child.id === c.id))
          .reduce((n, c) => n + c.count, 0),
      );
      const onOffer = await page('listKind=all&onOffer=true&pageSize=100&currencyId=1');
      expect(onOffer.totalCount).toBe(facets.onOffer);
      expect(onOffer.items.every((p) => p.offerPrice < p.currentPrice)).toBe(true);
      const exclusive = await page('listKind=all&travelExclusive=true&pageSize=100');
      expect(exclusive.totalCount).toBe(facets.travelExclusive);
      expect(exclusive.items.every((p) => p.isTravelExeclusive)).toBe(true);
      // A price range in euros compares with the euro price shown.
      const range = await page(
        'listKind=all&minPrice=50&maxPrice=120&currencyId=1&pageSize=100&sortBy=ByPrice&sortOrder=ASC',
      );
      expect(range.items.length).toBeGreaterThan(0);
      expect(
        range.items.every((p) => p.currency === 'EUR' && p.offerPrice >= 50 && p.offerPrice <= 120),
      ).toBe(true);
      expect(range.items[0]!.offerPrice).toBeGreaterThanOrEqual(50);
      // Filters combine, and a brand list takes them too.
      const brand = facets.brands[0]!;
      const brandList = await page(`listKind=brand&brandId=${brand.id}&inStock=true&withFacets=true`);
      expect(brandList.items.every((p) => p.brandId === brand.id && p.quantity > 0)).toBe(true);
      expect(brandList.totalCount).toBe(brandList.facets!.inStock);
    });

    it('lists a brand, the curated lists and a collection', async () => {
      const brands = (await get('/MasterData/api/V1.0/Brand/GetAll')).json().brandsRes as Array<{
        id: number;
        name: string;
      }>;
      const brandPage = await page(`listKind=brand&brandId=${brands[0]!.id}`);
      expect(brandPage.title).toBe(brands[0]!.name);
      expect(brandPage.items.every((p) => p.brandId === brands[0]!.id)).toBe(true);
      expect((await page('listKind=bestSellers')).items.every((p) => p.isBestSeller)).toBe(true);
      expect((await page('listKind=travelExclusives')).items.every((p) => p.isTravelExeclusive)).toBe(true);
      expect((await page('listKind=deals')).items.every((p) => p.isDeal)).toBe(true);
      expect((await page('listKind=newArrivals')).items.every((p) => p.isNewArrival)).toBe(true);
      const collection = await get('/PreOrder/api/V1.0/Collection/GetById?id=1');
      expect(collection.statusCode).toBe(200);
      const collectionPage = await page('listKind=collection&collectionId=1');
      expect(collectionPage.title).toBe(collection.json().collection.name);
      expect(collectionPage.totalCount).toBeGreaterThanOrEqual(8);
    });

    it('refuses bad queries with 400 and unknown lists with 404, never 500', async () => {
      for (const query of [
        'pageSize=101',
        'pageSize=0',
        'page=0',
        'page=-3',
        'page=1.5',
        'sortBy=Cheapest',
        'sortOrder=UP',
        'listKind=everything',
        'listKind=category',
        'listKind=brand&brandId=abc',
        'currencyId=two',
      ]) {
        const response = await get(`/PreOrder/api/V1.0/PreOrder/GetItems?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().errors, query).toBeDefined();
      }
      expect(
        (await get('/PreOrder/api/V1.0/PreOrder/GetItems?listKind=category')).json().errors,
      ).toHaveProperty('CategoryId');
      for (const query of [
        'listKind=category&categoryId=999999',
        'listKind=brand&brandId=999999',
        'listKind=collection&collectionId=999999',
      ]) {
        expect((await get(`/PreOrder/api/V1.0/PreOrder/GetItems?${query}`)).statusCode, query).toBe(404);
      }
      expect((await get('/PreOrder/api/V1.0/Collection/GetById?id=999999')).statusCode).toBe(404);
    });
  });

  describe('SearchItems', () => {
    const search = async (query: string) => {
      const response = await get(`/PreOrder/api/V1.0/PreOrder/SearchItems?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return ItemsPage.parse(response.json());
    };

    it('finds names case-insensitively, exact prefixes first', async () => {
      const { items } = await page('listKind=all&sortBy=ByName&sortOrder=ASC&pageSize=100');
      const target = items.find((p) => p.name.split(' ')[0]!.length >= 5)!;
      const word = target.name.split(' ')[0]!;
      const result = await search(`term=${encodeURIComponent(word.toUpperCase())}`);
      expect(result.items.map((p) => p.id)).toContain(target.id);
      const firstNonPrefix = result.items.findIndex(
        (p) => !p.name.toLowerCase().startsWith(word.toLowerCase()),
      );
      const lastPrefix = result.items.findLastIndex((p) =>
        p.name.toLowerCase().startsWith(word.toLowerCase()),
      );
      if (firstNonPrefix !== -1) expect(lastPrefix).toBeLessThan(firstNonPrefix);
    });

    it('tolerates one wrong, missing or extra letter', async () => {
      const { items } = await page('listKind=all&pageSize=100');
      const target = items.find((p) => p.name.split(' ').some((w) => /^[a-z]{7,}$/i.test(w)))!;
      const word = target.name
        .split(' ')
        .find((w) => /^[a-z]{7,}$/i.test(w))!
        .toLowerCase();
      const wrong = word[4] === 'x' ? 'q' : 'x';
      const typos = {
        substituted: `${word.slice(0, 4)}${wrong}${word.slice(5)}`,
        missing: `${word.slice(0, 4)}${word.slice(5)}`,
        extra: `${word.slice(0, 4)}${wrong}${word.slice(4)}`,
      };
      for (const [kind, typo] of Object.entries(typos)) {
        const result = await search(`term=${encodeURIComponent(typo)}&pageSize=100`);
        expect(
          result.items.map((p) => p.name),
          `${kind}: ${typo}`,
        ).toContain(target.name);
      }
    });

    it('gives at most 5 suggestions', async () => {
      const result = await search('term=a&suggest=true&pageSize=50');
      expect(result.items).toHaveLength(5);
      expect(result.totalCount, 'suggestions are not counted').toBe(5);
      expect((await search('term=a')).totalCount).toBeGreaterThan(5);
    });

    it('treats LIKE wildcards literally and refuses an empty or huge term', async () => {
      expect((await search('term=%25%25%25')).items).toEqual([]);
      expect((await search('term=_')).items).toEqual([]);
      expect((await get('/PreOrder/api/V1.0/PreOrder/SearchItems?term=')).statusCode).toBe(400);
      expect((await get('/PreOrder/api/V1.0/PreOrder/SearchItems?term=%20%20')).statusCode).toBe(400);
      expect((await get(`/PreOrder/api/V1.0/PreOrder/SearchItems?term=${'x'.repeat(101)}`)).statusCode).toBe(
        400,
      );
    });
  });

  describe('products', () => {
    it('reads one product by id, and 404 for an unknown one', async () => {
      const [first] = (await page('listKind=all')).items;
      const response = await get(`/MasterData/api/V1.0/Item/GetById?id=${first!.id}`);
      expect(response.statusCode).toBe(200);
      expect(Product.parse(response.json().item).id).toBe(first!.id);
      expect((await get('/MasterData/api/V1.0/Item/GetById?id=999999')).statusCode).toBe(404);
      expect((await get('/MasterData/api/V1.0/Item/GetById?id=abc')).statusCode).toBe(400);
    });

    it('prices products in another currency with GetItemDetail', async () => {
      const items = (await page('listKind=all&pageSize=3')).items;
      const response = await t.app.inject({
        method: 'POST',
        url: '/PreOrder/api/V1.0/PreOrder/GetItemDetail',
        headers,
        payload: { currencyId: 5, itemIds: [...items.map((p) => p.id), 999999] },
      });
      expect(response.statusCode).toBe(200);
      const { availabilitiesRes } = response.json() as { availabilitiesRes: Product[] };
      expect(availabilitiesRes.map((p) => p.id)).toEqual(items.map((p) => p.id));
      expect(availabilitiesRes.every((p) => p.currency === 'AED')).toBe(true);
      for (const payload of [
        { currencyId: 5, itemIds: [] },
        { currencyId: 5 },
        { currencyId: 5, itemIds: [1], currentPrice: 0.01 },
        { currencyId: 'AED', itemIds: [1] },
      ]) {
        const bad = await t.app.inject({
          method: 'POST',
          url: '/PreOrder/api/V1.0/PreOrder/GetItemDetail',
          headers,
          payload,
        });
        expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });

    it('suggests similar items from the same category first, without the current one', async () => {
      const [item] = (await page('listKind=all')).items;
      const similarHeaders = await t.headers(Privilege.PreOrderGetSimilarItems);
      const url = `/PreOrder/api/V1.0/PreOrder/GetSimilarItems?ItemCategoryId=${item!.itemCategoryId}&BrandId=${item!.brandId}&CurrentItemId=${item!.id}`;
      const response = await t.app.inject({ url, headers: similarHeaders });
      expect(response.statusCode).toBe(200);
      const { similarItems } = response.json() as { similarItems: Product[] };
      expect(similarItems.length).toBeGreaterThan(0);
      expect(similarItems.some((p) => p.id === item!.id)).toBe(false);
      const sameCategory = similarItems.filter((p) => p.itemCategoryId === item!.itemCategoryId);
      expect(similarItems.slice(0, sameCategory.length)).toEqual(sameCategory);
      expect((await get(url)).statusCode, 'PreOrder-Access is the wrong label here').toBe(403);
    });
  });

  describe('cached answers', () => {
    const itemsUrl = '/PreOrder/api/V1.0/PreOrder/GetItems?listKind=all&sortBy=ByName&sortOrder=ASC';

    it('sends the same bytes and ETag again, valid against the schema, and 304 for a matching If-None-Match', async () => {
      const first = await get(itemsUrl);
      const again = await get(itemsUrl);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(first.json()).toEqual(ItemsPage.parse(first.json()));
      // The same query written differently (defaults spelt out) is the same answer.
      const spelt = await get(`${itemsUrl}&page=1&currencyId=2`);
      expect(spelt.headers.etag).toBe(first.headers.etag);

      const unchanged = await get(itemsUrl, { 'if-none-match': String(first.headers.etag) });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');
      const other = await get(itemsUrl, { 'if-none-match': '"something-else"' });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    });

    it('sends a gzip copy to clients that take it, with its own ETag', async () => {
      const plain = await get(itemsUrl);
      const zipped = await get(itemsUrl, { 'accept-encoding': 'gzip, deflate, br' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
      expect(zipped.headers.etag).not.toBe(plain.headers.etag);
      const unchanged = await get(itemsUrl, {
        'accept-encoding': 'gzip',
        'if-none-match': String(zipped.headers.etag),
      });
      expect(unchanged.statusCode).toBe(304);
      const refused = await get(itemsUrl, { 'accept-encoding': 'gzip;q=0, identity' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toBe(plain.body);
    });

    it('keeps answers per currency', async () => {
      const usd = await get(`${itemsUrl}&currencyId=2`);
      const other = [...rates.keys()].find((id) => id !== 2)!;
      const converted = await get(`${itemsUrl}&currencyId=${other}`);
      expect(converted.headers.etag).not.toBe(usd.headers.etag);
      expect(ItemsPage.parse(converted.json()).items[0]!.currency).not.toBe(
        ItemsPage.parse(usd.json()).items[0]!.currency,
      );
    });

    it('shows the new stock and a new ETag as soon as a pre-order has taken some', async () => {
      const kit = preOrderKit(t);
      const itemId = await kit.newItem({ stock: 10 });
      const url = `/MasterData/api/V1.0/Item/GetById?id=${itemId}`;
      const before = await get(url);
      expect(before.json().item.quantity).toBe(10);
      expect((await get(url)).headers.etag, 'cached').toBe(before.headers.etag);

      const flight = await kit.newFlight(3 * 86_400_000);
      const placed = await kit.create(kit.body(flight, [{ itemId, quantity: 2 }]), headers, 'cache-test-1');
      expect(placed.statusCode, placed.body).toBe(200);

      const after = await get(url);
      expect(after.json().item.quantity).toBe(8);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const stale = await get(url, { 'if-none-match': String(before.headers.etag) });
      expect(stale.statusCode).toBe(200);
    });
  });
});
