import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preOrderKit } from '../preorders/preorders-test-kit';

const DAY = 24 * 60 * 60 * 1000;

/** Issue 43 point 2: an order moves stock, never prices, so it sets off no whole-catalogue price refresh. */
describe('an order and the shown prices', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Cached reads on, as in production: the order must still make the next read see its stock.
    t = await createTestApp({ catalogueCacheMs: 60_000 });
  });
  afterAll(() => t?.close());

  it('shows the stock an order took at once, without working the shown prices out again', async () => {
    const kit = preOrderKit(t);
    const headers = await t.headers(Privilege.PreOrderAccess);
    const [bystander, bought] = [
      await kit.newItem({ stock: 10, price: 40 }),
      await kit.newItem({ stock: 1, price: 30 }),
    ];
    const list = () =>
      t.app.inject({ url: '/PreOrder/api/V1.0/PreOrder/GetItems?PageNumber=1&PageSize=50', headers });
    expect((await list()).statusCode).toBe(200);
    const shownOf = async (id: number) =>
      (
        await queryRows<{ shown: number }>(
          t.database.db,
          sql`SELECT shown_price_minor AS shown FROM items WHERE id = ${id}`,
        )
      )[0]!.shown;
    const shown = await shownOf(bystander);
    // A marker no refresh would keep: if the order set off one, the next list read would overwrite it.
    await queryRows(
      t.database.db,
      sql`UPDATE items SET shown_price_minor = 1 WHERE id = ${bystander} RETURNING id`,
    );

    const flight = await kit.newFlight(3 * DAY);
    const placed = await kit.create(kit.body(flight, [{ itemId: bought, quantity: 1 }]), headers);
    expect(placed.statusCode, placed.body).toBe(200);
    const detail = await t.app.inject({
      method: 'POST',
      url: '/PreOrder/api/V1.0/PreOrder/GetItemDetail',
      headers,
      payload: { currencyId: 2, itemIds: [bought] },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().availabilitiesRes[0].quantity).toBe(0);
    expect((await list()).statusCode).toBe(200);
    expect(await shownOf(bystander)).toBe(1);
    expect(shown).toBeGreaterThan(1);
  });
});
