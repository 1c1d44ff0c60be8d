import { opsApi } from '@dfs/contract/ops/paths';
import type { OpsPriceRule } from '@dfs/contract/ops/price-rules';
import { api } from '@dfs/contract/paths';
import { Privilege } from '@dfs/contract/privileges';
import { DEFAULT_ORDER_QUANTITY_LIMIT } from '@dfs/domain/cart-limits';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preOrderKit } from '../preorders/preorders-test-kit';

let t: TestApp;
let merchandiser: { authorization: string; staffId: number };
let admin: { authorization: string; staffId: number };
let itemId: number;
let otherId: number;
/** An item without its own per-order limit: the shop's default applies. */
let defaultLimitId: number;

beforeAll(async () => {
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  merchandiser = await signInStaff(t, 'merchandiser');
  admin = await signInStaff(t, 'admin');
  const kit = preOrderKit(t);
  itemId = await kit.newItem({ stock: 50, price: 40 });
  otherId = await kit.newItem({ stock: 50, price: 12 });
  defaultLimitId = await kit.newItem({ stock: 50, price: 20 });
  await queryRows(t.database.db, sql`UPDATE items SET order_quantity = NULL WHERE id = ${defaultLimitId}`);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: merchandiser.authorization },
  });
const since = () => new Date(t.clock.now().getTime() - 60_000).toISOString();
const volume = (extra: Record<string, unknown> = {}) => ({
  name: 'Buy more',
  kind: 1,
  validFrom: since(),
  validTo: null,
  active: true,
  tiers: [
    { itemId, startQuantity: 2, endQuantity: 4, price: 35 },
    { itemId, startQuantity: 5, endQuantity: 9, price: 30 },
  ],
  buyGet: [],
  ...extra,
});
async function quote(id: number, quantity: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: api.cartQuote.path,
    headers: await t.headers(Privilege.PreOrderAccess),
    payload: { currencyId: 2, items: [{ itemId: id, quantity }] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('volume and buy-get price lists', () => {
  it('previews and saves volume tiers the cart applies; a stale edit gets 409; audited', async () => {
    const preview = await send('POST', opsApi.priceRulePreview.path, volume());
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows.map((r: { quantity: number; before: number; after: number }) => r)).toEqual([
      expect.objectContaining({ itemId, quantity: 2, before: 40, after: 35 }),
      expect.objectContaining({ itemId, quantity: 5, before: 40, after: 30 }),
    ]);
    const created = await send('POST', opsApi.priceRuleCreate.path, volume());
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json();
    expect((await quote(itemId, 5)).lines[0]).toMatchObject({ unitPrice: 30, source: 'volume' });

    const cheaper = { ...saved, tiers: [{ itemId, startQuantity: 5, endQuantity: 20, price: 28 }] };
    const again = await send('POST', opsApi.priceRulePreview.path, cheaper);
    expect(again.json().rows).toEqual([
      expect.objectContaining({ quantity: 2, before: 35, after: 40 }),
      expect.objectContaining({ quantity: 5, before: 30, after: 28 }),
    ]);
    expect((await send('PUT', opsApi.priceRuleUpdate.path, cheaper)).statusCode).toBe(200);
    expect((await quote(itemId, 6)).lines[0]).toMatchObject({ unitPrice: 28 });
    const stale = await send('PUT', opsApi.priceRuleUpdate.path, { ...saved, name: 'stale' });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');

    const audit = await t.app.inject({
      url: `${opsApi.auditLogGetAll.path}?entity=priceRule`,
      headers: { authorization: admin.authorization },
    });
    expect(audit.json().rows.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);
  });

  it('refuses an overlapping window, overlapping ranges, a backwards window and unknown items', async () => {
    const clash = await send('POST', opsApi.priceRuleCreate.path, volume({ name: 'Clash' }));
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors).toEqual({
      ValidFrom: ['Another price list of this kind covers the same item at the same time.'],
    });
    // Switched off, it may overlap (it is not applied).
    expect((await send('POST', opsApi.priceRuleCreate.path, volume({ active: false }))).statusCode).toBe(200);

    const bad = await send('POST', opsApi.priceRuleCreate.path, {
      ...volume({ validFrom: '2026-12-02T00:00:00Z', validTo: '2026-12-01T00:00:00Z' }),
      tiers: [
        { itemId: otherId, startQuantity: 2, endQuantity: 6, price: 10 },
        { itemId: otherId, startQuantity: 5, endQuantity: 9, price: 9 },
        { itemId: otherId, startQuantity: 12, endQuantity: 10, price: -1 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'Tiers[0].StartQuantity',
      'Tiers[1].StartQuantity',
      'Tiers[2].EndQuantity',
      'Tiers[2].Price',
      'ValidTo',
    ]);
    const unknown = await send('POST', opsApi.priceRulePreview.path, {
      ...volume(),
      tiers: [{ itemId: 99_999_999, startQuantity: 1, endQuantity: 2, price: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('Items');
  });

  it('previews and saves a buy-get rule: the cart adds the free units', async () => {
    const rule = {
      name: 'Two and one free',
      kind: 4,
      validFrom: since(),
      validTo: null,
      active: true,
      tiers: [],
      buyGet: [{ itemId: otherId, buyQuantity: 2, getQuantity: 1, getItemId: otherId }],
    };
    const preview = await send('POST', opsApi.priceRulePreview.path, rule);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows).toEqual([
      expect.objectContaining({
        itemId: otherId,
        quantity: 2,
        before: 12,
        after: 12,
        freeBefore: 0,
        freeAfter: 1,
      }),
    ]);
    expect((await send('POST', opsApi.priceRuleCreate.path, rule)).statusCode).toBe(200);
    expect((await quote(otherId, 4)).freeLines).toEqual([
      expect.objectContaining({ itemId: otherId, quantity: 2 }),
    ]);
    const wrongRows = await send('POST', opsApi.priceRuleCreate.path, { ...rule, tiers: volume().tiers });
    expect(wrongRows.statusCode).toBe(400);
  });

  it('refuses (422) a volume tier that starts above its item’s per-order limit, naming the item and the limit', async () => {
    const above = DEFAULT_ORDER_QUANTITY_LIMIT + 1;
    const lists = async () =>
      (
        await t.app.inject({
          url: opsApi.priceRuleGetAll.path,
          headers: { authorization: merchandiser.authorization },
        })
      ).json().rows.length;
    const count = await lists();
    const unreachable = volume({
      name: 'Buy three',
      tiers: [{ itemId: defaultLimitId, startQuantity: above, endQuantity: 9, price: 15 }],
    });
    for (const path of [opsApi.priceRulePreview.path, opsApi.priceRuleCreate.path]) {
      const refused = await send('POST', path, unreachable);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json().code).toBe('unprocessable');
      expect(refused.json().message).toMatch(
        new RegExp(
          `^TST-\\w+ Test item TST-\\w+ sells at most ${DEFAULT_ORDER_QUANTITY_LIMIT} per order, so a tier from ${above} would never apply`,
        ),
      );
    }
    // Switched off, it is refused too: switching it on later would not make it reachable.
    expect(
      (await send('POST', opsApi.priceRuleCreate.path, { ...unreachable, active: false })).statusCode,
    ).toBe(422);
    // An item's own limit counts (5 here): a tier from 6 is refused on update as well.
    const reachable = volume({
      name: 'Buy two',
      tiers: [
        { itemId: defaultLimitId, startQuantity: DEFAULT_ORDER_QUANTITY_LIMIT, endQuantity: 9, price: 15 },
      ],
    });
    const created = await send('POST', opsApi.priceRuleCreate.path, reachable);
    expect(created.statusCode, created.body).toBe(200);
    const saved: OpsPriceRule = created.json();
    const moved = await send('PUT', opsApi.priceRuleUpdate.path, {
      ...saved,
      tiers: [...saved.tiers, { itemId: otherId, startQuantity: 6, endQuantity: 9, price: 10 }],
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().message).toContain('sells at most 5 per order, so a tier from 6 would never apply');
    expect(await lists()).toBe(count + 1);
    expect((await quote(defaultLimitId, DEFAULT_ORDER_QUANTITY_LIMIT)).lines[0]).toMatchObject({
      unitPrice: 15,
    });
  });
});
