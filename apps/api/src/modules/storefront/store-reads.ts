import {
  CatalogueBatch,
  CollectionByIdQuery,
  CollectionResponse,
  CollectionsResponse,
  GetItemsQuery,
  ItemByIdQuery,
  ItemByIdResponse,
  ItemsPage,
  SearchItemsQuery,
  SearchPage,
  SimilarItemsQuery,
  SimilarItemsResponse,
} from '@dfs/contract/catalogue';
import { CurrencyQuery } from '@dfs/contract/common';
import {
  BannersResponse,
  BrandsResponse,
  CategoriesResponse,
  CurrenciesResponse,
} from '@dfs/contract/master-data';
import { api } from '@dfs/contract/paths';
import type { Language } from '@dfs/i18n/languages';
import { z } from 'zod';
import { DomainError } from '../../errors';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { MasterDataService } from '../master-data/master-data.service';

/** A refused read, as the HTTP API would have answered it (the page shows its error state). */
export class StoreReadRefused extends Error {
  constructor(readonly status: number) {
    super(`store read refused (${status})`);
  }
}

type Read = (query: Record<string, unknown>, language: Language) => Promise<unknown>;

/** Freezes a JSON value and everything in it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** One read: the route's query schema, the service call, the route's response schema. */
function read<Q extends z.ZodType, R extends z.ZodType, L = z.output<R>>(
  querySchema: Q,
  responseSchema: R,
  load: (query: z.output<Q>, language: Language) => Promise<L>,
  /** The answer made of what `load` gave, when the route wraps it (e.g. `{ item }`). */
  answerOf: (loaded: L) => z.output<R> = (loaded) => loaded as z.output<R>,
): Read {
  // The services' read cache hands out the same object until it expires or staff change the catalogue,
  // so its encoding is kept beside it: each render of a page reads it without encoding it again. The
  // copy is shared by every render, so it is frozen (a render that changed it would throw).
  const encoded = new WeakMap<object, unknown>();
  return async (query, language) => {
    const parsed = querySchema.safeParse(query);
    if (!parsed.success) throw new StoreReadRefused(400);
    try {
      const loaded = await load(parsed.data, language);
      const key = typeof loaded === 'object' && loaded !== null ? loaded : null;
      const known = key && encoded.get(key);
      if (known) return known;
      // Exactly what the HTTP API would send: encoded by the same schema, then JSON.
      const answer = deepFreeze(JSON.parse(JSON.stringify(z.encode(responseSchema, answerOf(loaded)))));
      if (key) encoded.set(key, answer);
      return answer;
    } catch (error) {
      if (error instanceof DomainError) throw new StoreReadRefused(error.status);
      throw error;
    }
  };
}

const anyQuery = z.object({}).passthrough();

/**
 * The store API's public reads, called in-process by the server render (no HTTP to itself): the
 * same services, query schemas and response encoding as the routes in catalogue.routes.ts and
 * master-data.routes.ts, keyed by the contract path the storefront asks for.
 */
export function createStoreReads(services: { catalogue: CatalogueService; masterData: MasterDataService }) {
  const { catalogue, masterData } = services;
  const reads: Record<string, Read> = {
    [api.categories.path]: read(anyQuery, CategoriesResponse, (_q, lng) => masterData.categories(lng)),
    [api.brands.path]: read(anyQuery, BrandsResponse, (_q, lng) => masterData.brands(lng)),
    [api.currencies.path]: read(anyQuery, CurrenciesResponse, (_q, lng) => masterData.currencies(lng)),
    [api.banners.path]: read(anyQuery, BannersResponse, (_q, lng) => masterData.banners(lng)),
    [api.preOrderItems.path]: read(CurrencyQuery, CatalogueBatch, (q, lng) =>
      catalogue.preOrderItems(q.currencyId, lng),
    ),
    [api.items.path]: read(GetItemsQuery, ItemsPage, (q, lng) => catalogue.items(q, lng)),
    [api.searchItems.path]: read(SearchItemsQuery, SearchPage, (q, lng) => catalogue.search(q, lng)),
    [api.itemById.path]: read(
      ItemByIdQuery,
      ItemByIdResponse,
      (q, lng) => catalogue.itemById(q.id, q.currencyId, q.flightId, lng),
      (item) => ({ item }),
    ),
    [api.similarItems.path]: read(
      SimilarItemsQuery,
      SimilarItemsResponse,
      (q, lng) => catalogue.similarItems(q.ItemCategoryId, q.BrandId, q.CurrentItemId, q.currencyId, lng),
      (similarItems) => ({ similarItems }),
    ),
    [api.collectionById.path]: read(
      CollectionByIdQuery,
      CollectionResponse,
      (q, lng) => catalogue.collection(q.id, lng),
      (collection) => ({ collection }),
    ),
    [api.collections.path]: read(
      anyQuery,
      CollectionsResponse,
      (_q, lng) => catalogue.collections(lng),
      (collections) => ({ collections }),
    ),
  };

  return {
    /** Answers a GET of the storefront; a call the server does not make (anything private) is refused. */
    async get(path: string, query: Record<string, unknown>, language: Language): Promise<unknown> {
      const handler = reads[path];
      if (!handler) throw new StoreReadRefused(403);
      return handler(query, language);
    },
    /** The currencies, to resolve the currency cookie (an unknown id falls back to the default). */
    currencies: (language: Language) => masterData.currencies(language),
  };
}

export type StoreReads = ReturnType<typeof createStoreReads>;
