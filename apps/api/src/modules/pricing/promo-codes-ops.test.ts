import { opsApi } from '@dfs/contract/ops/paths';
import { api } from '@dfs/contract/paths';
import { Privilege } from '@dfs/contract/privileges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preOrderKit } from '../preorders/preorders-test-kit';

let t: TestApp;
let kit: ReturnType<typeof preOrderKit>;
let merchandiser: { authorization: string; staffId: number };
let admin: { authorization: string; staffId: number };
let itemId: number;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  kit = preOrderKit(t);
  merchandiser = await signInStaff(t, 'merchandiser');
  admin = await signInStaff(t, 'admin');
  itemId = await kit.newItem({ stock: 50, price: 40 });
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: merchandiser.authorization },
  });
const promo = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Promo ${code}`,
  kind: 3,
  salesRate: 25,
  isPercentage: true,
  validFrom: new Date(t.clock.now().getTime() - 60_000).toISOString(),
  validTo: null,
  usageLimit: 10,
  perCustomerLimit: 1,
  stacksWithOffers: false,
  active: true,
  items: [{ itemId, price: null }],
  ...extra,
});
const storefrontStatus = async (code: string) =>
  (
    await t.app.inject({
      url: `${api.priceListByPromoCode.path}?PromoCode=${code}`,
      headers: await t.headers(Privilege.PreOrderAccess),
    })
  ).json().status;

describe('promo codes', () => {
  it('previews, creates, is accepted by the cart, switches off; stale edits get 409; audited', async () => {
    const preview = await send('POST', opsApi.promoCodePreview.path, promo('OPS25'));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows).toEqual([
      expect.objectContaining({ itemId, shown: 40, before: 40, after: 30 }),
    ]);
    const created = await send('POST', opsApi.promoCodeCreate.path, promo('OPS25'));
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json();
    expect(saved).toMatchObject({ code: 'OPS25', usedCount: 0, perCustomerLimit: 1, bundles: 0 });

    const quote = await t.app.inject({
      method: 'POST',
      url: api.cartQuote.path,
      headers: await t.headers(Privilege.PreOrderAccess),
      payload: { currencyId: 2, promoCode: 'ops25', items: [{ itemId, quantity: 2 }] },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ promoCode: 'OPS25', total: 60 });

    const off = await send('PUT', opsApi.promoCodeUpdate.path, { ...saved, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await storefrontStatus('OPS25')).toBe(0);
    const stale = await send('PUT', opsApi.promoCodeUpdate.path, { ...saved, active: true });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    const on = await send('PUT', opsApi.promoCodeUpdate.path, { ...(off.json() as object), active: true });
    expect(on.statusCode).toBe(200);
    expect(await storefrontStatus('ops25')).toBe(1);

    const audit = await t.app.inject({
      url: `${opsApi.auditLogGetAll.path}?entity=promoCode`,
      headers: { authorization: admin.authorization },
    });
    const rows = audit.json().rows as { action: string; before: { active?: boolean } | null }[];
    expect(rows.map((r) => r.action)).toEqual(['update', 'update', 'create']);
    expect(rows[1]!.before).toMatchObject({ active: true });
  });

  it('holds each customer to the per-customer limit when orders are placed', async () => {
    await send('POST', opsApi.promoCodeCreate.path, promo('ONCE-EACH', { usageLimit: null }));
    const flight = await kit.newFlight(3 * DAY);
    const order = (email: string) =>
      kit.create(
        kit.body(flight, [{ itemId, quantity: 1 }], {
          promoCode: 'once-each',
          guest: { ...kit.guest, email },
        }),
      );
    const first = await order('first@example.com');
    expect(first.statusCode, first.body).toBe(200);
    expect((await order('FIRST@example.com')).statusCode).toBe(422);
    expect((await order('second@example.com')).statusCode).toBe(200);
  });

  it('refuses duplicate codes, bad windows, bad limits and unknown items', async () => {
    const duplicate = await send('POST', opsApi.promoCodeCreate.path, promo('ops25'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toHaveProperty('Code');
    // Issue 46: not "already used by another account".
    expect(duplicate.json().message).toBe('Another promotion already has this code.');
    const bad = await send(
      'POST',
      opsApi.promoCodeCreate.path,
      promo('BAD WINDOW', {
        validFrom: '2026-12-02T00:00:00Z',
        validTo: '2026-12-01T00:00:00Z',
        perCustomerLimit: -1,
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(bad.json().errors).sort()).toEqual(['Code', 'PerCustomerLimit', 'ValidTo']);
    const unknown = await send('POST', opsApi.promoCodeCreate.path, {
      ...promo('GHOST'),
      items: [{ itemId: 99_999_999, price: null }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('Items');
    expect(await storefrontStatus('GHOST')).toBe(0);
  });
});
