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

/** One read: the route's query schema, the service call, the route's response schema. */
function read<Q extends z.ZodType, R extends z.ZodType>(
  querySchema: Q,
  responseSchema: R,
  load: (query: z.output<Q>, language: Language) => Promise<z.output<R>>,
): Read {
  return async (query, language) => {
    const parsed = querySchema.safeParse(query);
    if (!parsed.success) throw new StoreReadRefused(400);
    try {
      // Exactly what the HTTP API would send: encoded by the same schema, then JSON.
      return JSON.parse(JSON.stringify(z.encode(responseSchema, await load(parsed.data, language))));
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
    [api.itemById.path]: read(ItemByIdQuery, ItemByIdResponse, async (q, lng) => ({
      item: await catalogue.itemById(q.id, q.currencyId, q.flightId, lng),
    })),
    [api.similarItems.path]: read(SimilarItemsQuery, SimilarItemsResponse, async (q, lng) => ({
      similarItems: await catalogue.similarItems(
        q.ItemCategoryId,
        q.BrandId,
        q.CurrentItemId,
        q.currencyId,
        lng,
      ),
    })),
    [api.collectionById.path]: read(CollectionByIdQuery, CollectionResponse, async (q, lng) => ({
      collection: await catalogue.collection(q.id, lng),
    })),
    [api.collections.path]: read(anyQuery, CollectionsResponse, async (_q, lng) => ({
      collections: await catalogue.collections(lng),
    })),
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
