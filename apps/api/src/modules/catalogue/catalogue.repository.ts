import type { Db } from '../../db/client';
import type { SearchMatching } from '../search/search-match';
import { createCollectionsRepository } from './collections.repository';
import { type FlightStockSql, itemFilters } from './item-filters';
import { createItemListsRepository } from './item-lists.repository';
import { createItemSearchRepository } from './item-search.repository';
import { itemStockRepository } from './item-stock.repository';
import { createStaffItemsRepository } from './staff-items.repository';

export type { ItemFilters, ItemRow, ListFilter, PageRequest } from './item-query';
export { NEW_ARRIVAL_DAYS } from './item-query';
export type { StaffItemRow, StaffItemValues } from './staff-items.repository';

/**
 * What the catalogue's queries take from modules that depend on it, given in app.ts: the catalogue
 * imports only their types, so the modules meet one way (decision 050).
 */
export interface CatalogueQueryParts {
  /** Whether and how much a flight carries (onboard's). */
  flightStock: FlightStockSql;
  /** Which items a search plan matches, and how well (search's). */
  matching: SearchMatching;
}

/**
 * The catalogue's queries: the storefront's lists and products, its search, collections and stock
 * (item-lists, item-search, collections, item-stock) and staff edits (staff-items). Brand and category
 * names come from master data's published reads (decision 022).
 */
export function createCatalogueRepository(db: Db, parts: CatalogueQueryParts) {
  const filterSql = itemFilters(parts.flightStock);
  const collections = createCollectionsRepository(db);
  return {
    ...createItemListsRepository(db, filterSql, collections),
    ...createItemSearchRepository(db, parts.matching, filterSql),
    ...collections,
    ...itemStockRepository,
    ...createStaffItemsRepository(db),
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
