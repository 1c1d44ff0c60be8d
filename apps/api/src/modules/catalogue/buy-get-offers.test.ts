import { ItemsPage, Product } from '@dfs/contract/catalogue';
import { api } from '@dfs/contract/paths';
import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';

interface Rule {
  itemId: number;
  getItemId: number;
  en: string;
  zh: string;
  image: string | null;
}

/** Issue "What travellers tripped over", point 2: a buy-get offer names the item it gives. */
describe('buy-get offers name their free item', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.headers(Privilege.PreOrderAccess);
  });
  afterAll(() => t?.close());

  const rules = (other: boolean) =>
    queryRows<Rule>(
      t.database.db,
      sql`SELECT r.item_id AS "itemId", r.get_item_id AS "getItemId", g.name AS en, zh.name AS zh,
            (SELECT url FROM item_images WHERE item_id = g.id ORDER BY is_default DESC, sort_order, id LIMIT 1) AS image
          FROM buy_get_rules r
          JOIN items g ON g.id = r.get_item_id
          JOIN item_translations zh ON zh.item_id = g.id AND zh.locale = 'zh'
          WHERE ${other ? sql`r.item_id <> r.get_item_id` : sql`r.item_id = r.get_item_id`}
          ORDER BY r.item_id LIMIT 1`,
    );
  const product = async (id: number, lng: string) => {
    const response = await t.app.inject({ url: `${api.itemById.path}?id=${id}&lng=${lng}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return Product.parse(response.json().item);
  };

  it('names and pictures another product given free, in the language asked for', async () => {
    const [rule] = await rules(true);
    expect(rule, 'the demo data gives another product with some items').toBeDefined();
    const [inEnglish] = (await product(rule!.itemId, 'en')).buyGetPriceList;
    expect(inEnglish).toMatchObject({
      getItemId: rule!.getItemId,
      getItemName: rule!.en,
      getItemImageUrl: rule!.image,
    });
    expect(inEnglish!.getItemId).not.toBe(rule!.itemId);
    const [inChinese] = (await product(rule!.itemId, 'zh')).buyGetPriceList;
    expect(inChinese!.getItemName).toBe(rule!.zh);
  });

  it('names the same product when the free item is another of it, in lists too', async () => {
    const [rule] = await rules(false);
    const item = await product(rule!.itemId, 'en');
    expect(item.buyGetPriceList[0]).toMatchObject({ getItemId: item.id, getItemName: item.name });
    const list = await t.app.inject({ url: `${api.items.path}?listKind=all&pageSize=100`, headers });
    const withOffer = ItemsPage.parse(list.json()).items.flatMap((p) => p.buyGetPriceList);
    expect(withOffer.length).toBeGreaterThan(0);
    for (const offer of withOffer) expect(offer.getItemName).not.toBe('');
  });
});
