import { api } from '@dfs/contract/paths';
import { describe, expect, it } from 'vitest';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { MasterDataService } from '../master-data/master-data.service';
import { createStoreReads, StoreReadRefused } from './store-reads';

const brand = (id: number) => ({
  id,
  name: `Brand ${id}`,
  description: 'A brand',
  brandImageURL: null,
  isPowerFullBrand: false,
});

/** Services whose read cache hands out `current` until the test replaces it. */
function readsOver(current: { brands: { brandsRes: ReturnType<typeof brand>[] } }) {
  const masterData = { brands: async () => current.brands } as unknown as MasterDataService;
  return createStoreReads({ catalogue: {} as CatalogueService, masterData });
}

describe('store reads (the server render reads the catalogue in-process)', () => {
  it('encodes a cached service answer once and hands every render the same frozen copy', async () => {
    const state = { brands: { brandsRes: [brand(1)] } };
    const reads = readsOver(state);
    const first = await reads.get(api.brands.path, {}, 'en');
    const second = await reads.get(api.brands.path, {}, 'en');
    expect(first).toEqual({ brandsRes: [brand(1)] });
    expect(second).toBe(first);
    expect(first).not.toBe(state.brands);
    expect(Object.isFrozen((first as typeof state.brands).brandsRes[0])).toBe(true);
    expect(() => {
      (first as typeof state.brands).brandsRes.push(brand(9));
    }).toThrow(TypeError);
  });

  it('encodes again once the service hands out a new answer (expired, or staff changed it)', async () => {
    const state = { brands: { brandsRes: [brand(1)] } };
    const reads = readsOver(state);
    const before = await reads.get(api.brands.path, {}, 'en');
    state.brands = { brandsRes: [brand(2)] };
    const after = await reads.get(api.brands.path, {}, 'en');
    expect(after).not.toBe(before);
    expect(after).toEqual({ brandsRes: [brand(2)] });
  });

  it('refuses a call the storefront does not make in-process', async () => {
    const reads = readsOver({ brands: { brandsRes: [] } });
    await expect(reads.get('/User/api/V1.0/Customer/Profile', {}, 'en')).rejects.toBeInstanceOf(
      StoreReadRefused,
    );
  });
});
