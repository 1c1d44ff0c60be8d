import { createReadCache, type ReadCache } from '../../read-cache';
import type { MasterDataService } from '../master-data/master-data.service';
import type { OnboardStock } from '../onboard/onboard-stock';
import type { ItemOffers } from '../pricing/item-offers';
import type { SearchService } from '../search/search.service';
import type { CatalogueRepository } from './catalogue.repository';
import { productsOf } from './products';
import { shownPrices } from './shown-prices';

/** What the catalogue service is given (one deps object; other modules only by their service). */
export interface CatalogueDeps {
  repository: CatalogueRepository;
  /** The price lists open to everyone on items (pricing's). */
  offers: ItemOffers;
  /** A flight's on-board stock (onboard's). */
  onboardStock: Pick<OnboardStock, 'of' | 'reserve' | 'release'>;
  masterData: Pick<MasterDataService, 'currency'>;
  now: () => Date;
  /** Caches the storefront's list, search and product reads; stock checks never read through it. */
  cache?: ReadCache;
  search?: Pick<SearchService, 'plan' | 'didYouMean'> & Partial<Pick<SearchService, 'rebuild'>>;
  /** Tells every API process's read caches (this one's too) that staff changed what they show. */
  published?: () => void;
}

/** What the catalogue's reads and writes share: the deps, the read cache, shown prices and products. */
export function catalogueContext(deps: CatalogueDeps) {
  const cache = deps.cache ?? createReadCache({ ttlMs: 0 });
  const prices = shownPrices(deps.repository, deps.now);
  function invalidate() {
    cache.clear();
    prices.forget();
  }
  return {
    ...deps,
    cache,
    /** Lists sort by the shown price: called before every list or search reads it. */
    freshShownPrices: prices.fresh,
    /** Forget cached reads (objects and serialised answers), after prices or offers changed. */
    invalidate,
    /**
     * Stock moved (an order, a flight's range): forget cached reads, which show stock, but keep the
     * shown prices: stock never changes a price (DESIGN.md §18), so no whole-catalogue refresh follows.
     */
    stockChanged: () => cache.clear(),
    /** After a committed staff write: forget cached reads here and in every other API process. */
    staffChanged() {
      invalidate();
      deps.published?.();
    },
    toProducts: productsOf(deps),
  };
}

export type CatalogueContext = ReturnType<typeof catalogueContext>;
