import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preOrderKit } from './preorders-test-kit';

const DAY = 24 * 60 * 60 * 1000;

describe('promo codes on placed orders', () => {
  let t: TestApp;
  let kit: ReturnType<typeof preOrderKit>;

  beforeAll(async () => {
    t = await createTestApp();
    kit = preOrderKit(t);
  });
  afterAll(() => t?.close());

  const promoOf = async (orderId: number) =>
    (
      await queryRows<{ promo_code: string | null }>(
        t.database.db,
        sql`SELECT promo_code FROM orders WHERE id = ${orderId}`,
      )
    )[0]!.promo_code;

  it('uses up a single-use code only on an order it discounts', async () => {
    const discounted = await kit.newItem({ stock: 10, price: 12 });
    const other = await kit.newItem({ stock: 10, price: 20 });
    const promo = await kit.newPromo({ items: [discounted], percent: 15, usageLimit: 1 });
    const flight = await kit.newFlight(3 * DAY);

    // The code takes nothing off this order: it stays for one it does discount.
    const untouched = await kit.create(
      kit.body(flight, [{ itemId: other, quantity: 1 }], { promoCode: promo.code }),
    );
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json().summary).toMatchObject({ discount: 0, total: 20 });
    expect(await kit.promoUses(promo.id)).toBe(0);
    expect(await promoOf(untouched.json().id)).toBeNull();
    // Cancelling it gives back no use it never took.
    expect((await kit.cancel(untouched.json())).statusCode).toBe(200);
    expect(await kit.promoUses(promo.id)).toBe(0);

    const used = await kit.create(
      kit.body(flight, [{ itemId: discounted, quantity: 1 }], { promoCode: promo.code }),
    );
    expect(used.statusCode).toBe(200);
    expect(used.json().summary.total).toBe(10.2);
    expect(await kit.promoUses(promo.id)).toBe(1);
    expect(await promoOf(used.json().id)).toBe(promo.code);

    // Used up now: the next order it would discount is refused, and takes nothing.
    const refused = await kit.create(
      kit.body(flight, [{ itemId: discounted, quantity: 1 }], { promoCode: promo.code }),
    );
    expect(refused.statusCode).toBe(422);
    expect(await kit.stockOf(discounted)).toBe(9);
  });

  it('answers a summary whose lines add up: the lines make the subtotal, subtotal − discount = total', async () => {
    const item = await kit.newItem({ stock: 10, price: 12 });
    const promo = await kit.newPromo({ items: [item], percent: 15 });
    const flight = await kit.newFlight(3 * DAY);
    const placed = await kit.create(
      kit.body(flight, [{ itemId: item, quantity: 1 }], { promoCode: promo.code }),
    );
    expect(placed.statusCode).toBe(200);
    const { summary } = placed.json() as {
      summary: { subtotal: number; discount: number; total: number; orderItemRes: { totalPrice: number }[] };
    };
    // The promo rate is in the line (10.20): it is not taken off a second time (10.20 − 1.80 = 10.20).
    expect(summary.orderItemRes.map((l) => l.totalPrice)).toEqual([10.2]);
    expect(summary).toMatchObject({ subtotal: 10.2, discount: 0, total: 10.2 });

    const page = await t.app.inject({
      url: `/PreOrder/api/V1.0/PreOrder/GetOrderByCode?orderCode=${placed.json().orderCode}&token=${encodeURIComponent(placed.json().viewToken)}`,
      headers: await t.headers(Privilege.PreOrderAccess),
    });
    const shown = page.json().summary as typeof summary;
    const lines = shown.orderItemRes.reduce((sum, l) => sum + Math.round(l.totalPrice * 100), 0);
    expect(Math.round(shown.subtotal * 100)).toBe(lines);
    expect(Math.round((shown.subtotal - shown.discount) * 100)).toBe(Math.round(shown.total * 100));
  });
});
