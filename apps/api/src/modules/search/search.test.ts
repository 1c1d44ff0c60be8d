import { ItemsPage, type Product, SearchPage } from '@dfs/contract/catalogue';
import { Privilege } from '@dfs/contract/privileges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** What the first result of a query must be, checked on its English record. */
interface Expected {
  name?: RegExp;
  brand?: RegExp;
  category?: RegExp;
}

type Language = 'en' | 'zh' | 'ar';

/**
 * Issue 19's table: what a traveller types, in three languages, and what must come first. Typos are
 * one wrong, missing, extra or swapped letter (issue 15 point 28).
 */
const table: Array<[term: string, lng: Language, first: Expected]> = [
  // Exact names, name words, accents.
  ['Crystal Bangle', 'en', { name: /^Crystal Bangle$/ }],
  ['Cedar Noir Eau de Parfum 100 ml', 'en', { name: /^Cedar Noir Eau de Parfum 100 ml$/ }],
  ['single malt', 'en', { name: /Single Malt/ }],
  ['18 year old', 'en', { name: /^18 Year Old Single Malt/ }],
  ['Néroli', 'en', { name: /Néroli/ }],
  ['neroli', 'en', { name: /Néroli/ }],
  ['oud imperial', 'en', { name: /Oud Impérial/ }],
  ['anejo', 'en', { name: /Añejo Tequila/ }],
  ['aviator', 'en', { name: /Aviator/ }],
  ['passport', 'en', { name: /Passport Wallet/ }],
  ['drone', 'en', { name: /Mini Drone/ }],
  ['serum', 'en', { name: /Serum/ }],
  ['lipstick', 'en', { name: /Lipstick/ }],
  ['headphones', 'en', { name: /Headphones/ }],
  ['earbuds', 'en', { name: /Earbuds/ }],
  ['camera', 'en', { name: /Camera/ }],
  ['vodka', 'en', { name: /Vodka/ }],
  ['gin', 'en', { name: /\bGin\b/ }],
  ['rum', 'en', { name: /\bRum\b/ }],
  ['tea', 'en', { name: /\bTea\b/, category: /Coffee & Tea/ }],
  ['coffee', 'en', { name: /Coffee/, category: /Coffee & Tea/ }],
  ['champagne', 'en', { category: /Wine & Champagne/ }],
  ['wallet', 'en', { name: /Wallet/ }],
  // Brands and categories.
  ['helvora', 'en', { brand: /^Helvora$/ }],
  ['Tempora Geneve', 'en', { brand: /^Tempora Genève$/ }],
  ['maison lune', 'en', { brand: /^Maison Lune$/ }],
  ['wanderleather', 'en', { brand: /^Wanderleather$/ }],
  ['sunglasses', 'en', { category: /^Sunglasses$/ }],
  ['toys', 'en', { category: /Toys/ }],
  ['cigar', 'en', { category: /^Cigars/ }],
  ['cigarettes', 'en', { category: /^Cigarettes$/ }],
  ['watches', 'en', { category: /Watches/ }],
  // Descriptions only.
  ['jasmine', 'en', { category: /Fragrances/ }],
  ['sandalwood', 'en', { category: /Fragrances|Unisex/ }],
  // Synonyms.
  ['perfume', 'en', { name: /Parfum/ }],
  ['fragrance', 'en', { category: /Fragrances|Unisex/ }],
  ['whiskey', 'en', { category: /^Whisky$/ }],
  ['scotch', 'en', { name: /Scotch/ }],
  ['watch', 'en', { name: /Watch/, category: /Watches/ }],
  ['moisturizer', 'en', { name: /Moisturiser/ }],
  ['teddy', 'en', { name: /Teddy/ }],
  ['chocolate', 'en', { category: /^Chocolates$/ }],
  ['pralines', 'en', { name: /Pralines/ }],
  // Typos: wrong, missing, extra and swapped letters.
  ['Banxle', 'en', { name: /Bangle/ }],
  ['Whixky', 'en', { category: /^Whisky$/ }],
  ['Perfum', 'en', { name: /Parfum/ }],
  ['wacth', 'en', { name: /Watch/ }],
  ['chronogrpah', 'en', { name: /Chronograph/ }],
  ['neckalce', 'en', { name: /Necklace/ }],
  ['pendnt', 'en', { name: /Pendant/ }],
  ['earings', 'en', { name: /Earrings/ }],
  ['braclet', 'en', { name: /Bracelet/ }],
  ['lipstik', 'en', { name: /Lipstick/ }],
  ['headphonnes', 'en', { name: /Headphones/ }],
  // Chinese: no spaces between words; synonyms reach the English documents.
  ['手表', 'zh', { category: /Watches/ }],
  ['香水', 'zh', { name: /Parfum/ }],
  ['威士忌', 'zh', { category: /^Whisky$/ }],
  ['巧克力', 'zh', { category: /^Chocolates$/ }],
  ['耳机', 'zh', { name: /Headphones|Earbuds/ }],
  ['太阳镜', 'zh', { category: /^Sunglasses$/ }],
  ['戒指', 'zh', { category: /^Rings$/ }],
  ['项链', 'zh', { name: /Necklace|Pendant/, category: /Necklaces/ }],
  ['水晶手镯', 'zh', { name: /^Crystal Bangle/ }],
  ['护照夹', 'zh', { name: /Passport Wallet/ }],
  ['双翼飞机', 'zh', { name: /Wooden Biplane/ }],
  ['泰迪熊', 'zh', { name: /Teddy Bear/ }],
  ['单一麦芽威士忌', 'zh', { name: /Single Malt/ }],
  ['男士腕表', 'zh', { category: /^Men's Watches$/ }],
  // Arabic: alef forms, ta marbuta, diacritics and tatweel do not matter.
  ['سوار كريستال', 'ar', { name: /^Crystal Bangle/ }],
  ['محفظة جواز السفر', 'ar', { name: /Passport Wallet/ }],
  ['طائره خشبيه', 'ar', { name: /Wooden Biplane/ }],
  ['دب تيدي', 'ar', { name: /Teddy Bear/ }],
  ['سنجل مالت', 'ar', { name: /Single Malt/ }],
  ['ساعات رجاليه', 'ar', { category: /^Men's Watches$/ }],
  ['ساعة', 'ar', { category: /Watches/ }],
  ['ساعه', 'ar', { category: /Watches/ }],
  ['ساعـــة', 'ar', { category: /Watches/ }],
  ['عطر', 'ar', { name: /Parfum/ }],
  ['عِطْر', 'ar', { name: /Parfum/ }],
  ['ويسكي', 'ar', { category: /^Whisky$/ }],
  ['شوكولاتة', 'ar', { category: /^Chocolates$/ }],
  ['قهوة', 'ar', { category: /Coffee & Tea/ }],
  ['نظارات', 'ar', { category: /^Sunglasses$/ }],
  ['خاتم', 'ar', { category: /^Rings$/ }],
  ['أقراط', 'ar', { name: /Earrings/ }],
  ['اقراط', 'ar', { name: /Earrings/ }],
];

describe('search', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  /** Every product in English, by id: the table checks names, brands and categories in English. */
  const english = new Map<number, Product>();

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.headers(Privilege.PreOrderAccess);
    for (let page = 1; ; page++) {
      const response = await t.app.inject({
        url: `/PreOrder/api/V1.0/PreOrder/GetItems?listKind=all&pageSize=100&page=${page}`,
        headers,
      });
      const body = ItemsPage.parse(response.json());
      for (const item of body.items) english.set(item.id, item);
      if (page >= body.totalPages) break;
    }
  });
  afterAll(() => t?.close());

  const search = async (query: Record<string, string>, lng: Language = 'en') => {
    const response = await t.app.inject({
      url: `/PreOrder/api/V1.0/PreOrder/SearchItems?${new URLSearchParams(query)}`,
      headers: { ...headers, 'accept-language': lng },
    });
    expect(response.statusCode, response.body).toBe(200);
    return SearchPage.parse(response.json());
  };

  describe(`finds what travellers type (${table.length} queries in three languages)`, () => {
    it.each(table)('%s (%s)', async (term, lng, first) => {
      const result = await search({ term }, lng);
      expect(result.items.length, `${term}: nothing found`).toBeGreaterThan(0);
      const top = english.get(result.items[0]!.id)!;
      const shown = `${term} → ${top.name} | ${top.brand} | ${top.categoryName}`;
      if (first.name) expect(top.name, shown).toMatch(first.name);
      if (first.brand) expect(top.brand, shown).toMatch(first.brand);
      if (first.category) expect(top.categoryName, shown).toMatch(first.category);
    });
  });

  describe('ranking', () => {
    const names = async (term: string) =>
      (await search({ term, pageSize: '100' })).items.map((p) => english.get(p.id)!);

    it('puts the exact name first', async () => {
      const [first, second] = await names('Crystal Bangle');
      expect(first!.name).toBe('Crystal Bangle');
      expect(second!.name).toBe('Crystal Bangle, Gift Set');
    });

    it('in Arabic, puts every watch (ساعة in its name or category) before an "hour" in a description', async () => {
      const watches = (p: Product) => /Watches/.test(p.categoryName);
      const orders: Record<string, string>[] = [
        {},
        { sortBy: 'ByPrice', sortOrder: 'ASC' },
        { sortBy: 'ByName', sortOrder: 'ASC' },
      ];
      for (const query of orders) {
        const found = (await search({ term: 'ساعة', pageSize: '100', ...query }, 'ar')).items.map(
          (p) => english.get(p.id)!,
        );
        const firstOther = found.findIndex((p) => !watches(p));
        expect(firstOther, JSON.stringify(query)).toBeGreaterThan(10);
        expect(
          found.slice(firstOther).every((p) => !watches(p)),
          JSON.stringify(query),
        ).toBe(true);
      }
    });

    it('sorts the matches by price or name when asked, relevance otherwise', async () => {
      const prices = (
        await search({ term: 'watch', pageSize: '100', sortBy: 'ByPrice', sortOrder: 'ASC' })
      ).items.map((p) => p.offerPrice);
      expect(prices.length).toBeGreaterThan(5);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const dearest = (await search({ term: 'watch', pageSize: '100', sortBy: 'ByPrice', sortOrder: 'DESC' }))
        .items;
      expect(dearest[0]!.offerPrice).toBe(Math.max(...prices));
      const relevance = (await search({ term: 'Crystal Bangle', sortBy: 'Default' })).items;
      expect(english.get(relevance[0]!.id)!.name).toBe('Crystal Bangle');
    });

    it('puts names before brands and categories, and those before descriptions', async () => {
      // "gin" is in two names and in the brand Blackfen Gin (whose items do not say gin in their names).
      const found = await names('gin');
      const inName = found.findIndex((p) => !/\bgin\b/i.test(p.name));
      expect(inName).toBeGreaterThan(0);
      expect(found.slice(0, inName).every((p) => /\bgin\b/i.test(p.name))).toBe(true);
      expect(found.slice(inName).some((p) => p.brand === 'Blackfen Gin')).toBe(true);
      // "watch" is in names, a brand and categories; "jasmine" only in descriptions.
      const watch = await names('watch');
      const firstWithoutName = watch.findIndex((p) => !/\bwatch\b/i.test(p.name));
      expect(firstWithoutName).toBeGreaterThan(0);
      expect(watch.slice(firstWithoutName).every((p) => !/\bwatch\b/i.test(p.name))).toBe(true);
      const jasmine = await names('jasmine');
      expect(jasmine.length).toBeGreaterThan(0);
      expect(jasmine.every((p) => !/jasmine/i.test(`${p.name} ${p.brand} ${p.categoryName}`))).toBe(true);
    });

    it('puts the word as typed before a typo of it', async () => {
      // "ring" is a name word; "rings" (one letter more) is the category: the name matches come first.
      const found = await names('ring');
      expect(found[0]!.name).toMatch(/\bRing\b/);
    });
  });

  describe('suggestions', () => {
    it('gives at most 5, from 2 characters, for words still being typed', async () => {
      const wa = await search({ term: 'wa', suggest: 'true' });
      expect(wa.items).toHaveLength(5);
      for (const item of wa.items) {
        const text = [english.get(item.id)!.name, item.brand, english.get(item.id)!.categoryName].join(' ');
        expect(text).toMatch(/\bwa/i);
      }
      const perf = await search({ term: 'perf', suggest: 'true' });
      expect(perf.items.length).toBeGreaterThan(0);
      expect(perf.items.length).toBeLessThanOrEqual(5);
    });

    it('answers in the request language', async () => {
      const zh = await search({ term: '手表', suggest: 'true' }, 'zh');
      expect(zh.items.length).toBeGreaterThan(0);
      expect(zh.items.length).toBeLessThanOrEqual(5);
    });
  });

  describe('when nothing matches', () => {
    it('offers a "did you mean" and the products of its category', async () => {
      const result = await search({ term: 'choclatte' });
      expect(result.totalCount).toBe(0);
      expect(result.didYouMean).toBe('chocolate');
      expect(result.fallback?.categoryName).toBe('Chocolates');
      expect(result.fallback!.items.length).toBeGreaterThan(0);
      expect(result.fallback!.items.every((p) => p.categoryName === 'Chocolates')).toBe(true);
    });

    it('offers nothing for gibberish', async () => {
      const result = await search({ term: 'qqxzzv' });
      expect(result).toMatchObject({ totalCount: 0, didYouMean: null, fallback: null });
    });

    it('never lets a short word carry a typo', async () => {
      expect((await search({ term: 'gim' })).totalCount).toBe(0);
    });
  });

  describe('filters on search results', () => {
    it('narrows by brand, category, price, offer, exclusivity and stock, with counts beside each', async () => {
      const all = await search({ term: 'watch', withFacets: 'true', pageSize: '100' });
      const facets = all.facets!;
      expect(facets.brands.reduce((n, b) => n + b.count, 0)).toBe(all.totalCount);
      expect(facets.categories.reduce((n, c) => n + c.count, 0)).toBe(all.totalCount);

      const brand = facets.brands[0]!;
      const byBrand = await search({ term: 'watch', brandIds: String(brand.id), withFacets: 'true' });
      expect(byBrand.totalCount).toBe(brand.count);
      expect(byBrand.items.every((p) => p.brandId === brand.id)).toBe(true);
      // The brand facet still counts the other brands (each facet ignores its own filter).
      expect(byBrand.facets!.brands).toEqual(facets.brands);

      const inStock = await search({ term: 'watch', inStock: 'true', pageSize: '100' });
      expect(inStock.totalCount).toBe(facets.inStock);
      expect(inStock.items.every((p) => p.quantity > 0)).toBe(true);

      const { min, max } = facets.priceRange!;
      const middle = Math.round(((min + max) / 2) * 100) / 100;
      const cheap = await search({ term: 'watch', maxPrice: String(middle), pageSize: '100' });
      expect(cheap.items.length).toBeGreaterThan(0);
      expect(cheap.items.every((p) => p.offerPrice <= middle)).toBe(true);
    });
  });

  it('refuses bad filters with a 400, never a 500', async () => {
    for (const query of [
      'brandIds=abc',
      'brandIds=1,,2',
      'minPrice=-5',
      'onOffer=yes',
      `brandIds=${'1,'.repeat(60)}1`,
      'sortBy=Cheapest',
      'sortOrder=UP',
    ]) {
      const response = await t.app.inject({
        url: `/PreOrder/api/V1.0/PreOrder/SearchItems?term=watch&${query}`,
        headers,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
