import { type CatalogueDeps, catalogueContext } from './catalogue-context';
import { staffWrites } from './staff-writes';
import { stockMoves } from './stock-moves';
import { storefrontLists } from './storefront-lists';
import { storefrontProducts } from './storefront-products';
import { storefrontSearch } from './storefront-search';

export type { CatalogueDeps } from './catalogue-context';
export { bestOffer, type OfferRow } from './products';

/**
 * The catalogue (DESIGN.md §3, §12): the storefront's reads (lists, search, products), staff edits of
 * items, and the stock orders move, over one read cache that staff writes clear in every process.
 */
export function createCatalogueService(deps: CatalogueDeps) {
  const ctx = catalogueContext(deps);
  return {
    ...storefrontLists(ctx),
    ...storefrontSearch(ctx),
    ...storefrontProducts(ctx),
    ...stockMoves(ctx),
    ...staffWrites(ctx),
    invalidate: ctx.invalidate,
    stockChanged: ctx.stockChanged,
    staffChanged: ctx.staffChanged,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
