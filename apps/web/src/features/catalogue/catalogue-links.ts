import type { Brand } from '@dfs/contract/master-data';

/** Spec §9: the brand mega menu shows up to 21 brands flagged isPowerFullBrand. */
export const MEGA_MENU_BRAND_COUNT = 21;

export function categoryPath(category: { id: number; name: string }): string {
  return `/product-list/${encodeURIComponent(category.name)}/${category.id}`;
}

export function brandPath(brand: { id: number; name: string }): string {
  return `/product-list-by-brand/${encodeURIComponent(brand.name)}/${brand.id}`;
}

export function collectionPath(collection: { id: number }): string {
  return `/collections/${collection.id}`;
}

export function megaMenuBrands(brands: readonly Brand[]): Brand[] {
  return brands.filter((brand) => brand.isPowerFullBrand).slice(0, MEGA_MENU_BRAND_COUNT);
}
