import { opsApi } from '@dfs/contract/ops/paths';
import { api } from '@dfs/contract/paths';
import { Privilege } from '@dfs/contract/privileges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let merchandiser: { authorization: string; staffId: number };
let admin: { authorization: string; staffId: number };

beforeAll(async () => {
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  merchandiser = await signInStaff(t, 'merchandiser');
  admin = await signInStaff(t, 'admin');
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: merchandiser.authorization },
  });
async function currency(code: string) {
  const list = await t.app.inject({
    url: opsApi.currencyGetAll.path,
    headers: { authorization: merchandiser.authorization },
  });
  expect(list.statusCode).toBe(200);
  return list.json().rows.find((c: { code: string }) => c.code === code);
}
const storefrontCodes = async () =>
  (await t.app.inject({ url: api.currencies.path, headers: await t.headers(Privilege.PreOrderAccess) }))
    .json()
    .currenciesRes.map((c: { currencyCode: string }) => c.currencyCode);

describe('currencies', () => {
  it('previews a rate, saves it, refuses a stale edit and audits the change', async () => {
    const sar = await currency('SAR');
    const preview = await send('POST', opsApi.currencyPreview.path, { id: sar.id, rateToUsd: 4 });
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = preview.json().rows as { usd: number; before: number; after: number }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.before).toBeCloseTo(row.usd * sar.rateToUsd, 1);
      expect(row.after).toBeCloseTo(row.usd * 4, 1);
    }
    const saved = await send('PUT', opsApi.currencyUpdate.path, { ...sar, rateToUsd: 4 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ rateToUsd: 4, version: sar.version + 1 });
    const stale = await send('PUT', opsApi.currencyUpdate.path, { ...sar, rateToUsd: 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    const audit = await t.app.inject({
      url: `${opsApi.auditLogGetAll.path}?entity=currency`,
      headers: { authorization: admin.authorization },
    });
    expect(audit.json().rows[0]).toMatchObject({
      action: 'update',
      before: { rateToUsd: sar.rateToUsd },
      after: { rateToUsd: 4 },
    });
  });

  it('switches a currency off for the storefront and on again; never USD', async () => {
    const gbp = await currency('GBP');
    expect(await storefrontCodes()).toContain('GBP');
    const off = await send('PUT', opsApi.currencyUpdate.path, { ...gbp, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await storefrontCodes()).not.toContain('GBP');
    const on = await send('PUT', opsApi.currencyUpdate.path, { ...(off.json() as object), active: true });
    expect(on.statusCode).toBe(200);
    expect(await storefrontCodes()).toContain('GBP');

    const usd = await currency('USD');
    const usdOff = await send('PUT', opsApi.currencyUpdate.path, { ...usd, active: false });
    expect(usdOff.statusCode).toBe(400);
    expect(usdOff.json().errors).toHaveProperty('Active');
    expect((await send('PUT', opsApi.currencyUpdate.path, { ...usd, rateToUsd: 2 })).statusCode).toBe(400);
  });

  it('refuses negative, zero and unknown rates with problem+json', async () => {
    const eur = await currency('EUR');
    for (const rateToUsd of [-1, 0, 'x']) {
      const bad = await send('PUT', opsApi.currencyUpdate.path, { ...eur, rateToUsd });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(bad.json().errors).toHaveProperty('RateToUsd');
    }
    expect((await send('PUT', opsApi.currencyUpdate.path, { ...eur, id: 999 })).statusCode).toBe(404);
    expect((await send('POST', opsApi.currencyPreview.path, { id: eur.id, rateToUsd: -2 })).statusCode).toBe(
      400,
    );
  });
});
