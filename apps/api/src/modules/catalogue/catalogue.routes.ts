import {
  CatalogueBatch,
  CollectionByIdQuery,
  CollectionResponse,
  GetItemDetailRequest,
  GetItemDetailResponse,
  GetItemsQuery,
  ItemByIdQuery,
  ItemByIdResponse,
  ItemsPage,
  SearchItemsQuery,
  SimilarItemsQuery,
  SimilarItemsResponse,
} from '@dfs/contract/catalogue';
import { CurrencyQuery } from '@dfs/contract/common';
import { api } from '@dfs/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedAnswer } from '../../cached-answer';
import { responses } from '../../http';
import type { ReadCache } from '../../read-cache';
import type { CatalogueService } from './catalogue.service';

const tags = ['Catalogue'];
/** Catalogue reads are the same for every visitor; stock moves, so keep them briefly. */
const catalogueCache = 'public, max-age=30, stale-while-revalidate=60';

export const catalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService;
  /** Serialised answers with their ETags; the catalogue service clears it when stock moves. */
  answers: ReadCache;
}> = async (app, { catalogue, answers }) => {
  const cached = { cache: answers, cacheControl: catalogueCache };

  app.get(
    api.preOrderItems.path,
    {
      config: { privilege: api.preOrderItems.privilege },
      schema: {
        tags,
        summary: 'The catalogue batch: new arrivals, all products, offers, exclusives, best sellers, deals',
        querystring: CurrencyQuery,
        response: responses({ 200: CatalogueBatch }),
      },
    },
    (request, reply) =>
      sendCachedAnswer(request, reply, {
        ...cached,
        schema: CatalogueBatch,
        load: () => catalogue.preOrderItems(request.query.currencyId),
      }),
  );

  app.get(
    api.items.path,
    {
      config: { privilege: api.items.privilege },
      schema: {
        tags,
        summary: 'A page of a product list (category with its children, brand, collection or a curated list)',
        querystring: GetItemsQuery,
        response: responses({ 200: ItemsPage }),
      },
    },
    (request, reply) =>
      sendCachedAnswer(request, reply, {
        ...cached,
        schema: ItemsPage,
        load: () => catalogue.items(request.query),
      }),
  );

  app.get(
    api.searchItems.path,
    {
      config: { privilege: api.searchItems.privilege },
      schema: {
        tags,
        summary: 'Search by name (suggest=true: at most 5 for the search box)',
        querystring: SearchItemsQuery,
        response: responses({ 200: ItemsPage }),
      },
    },
    (request, reply) =>
      sendCachedAnswer(request, reply, {
        ...cached,
        schema: ItemsPage,
        load: () => catalogue.search(request.query),
      }),
  );

  app.get(
    api.itemById.path,
    {
      config: { privilege: api.itemById.privilege },
      schema: {
        tags,
        summary: 'One product',
        querystring: ItemByIdQuery,
        response: responses({ 200: ItemByIdResponse }),
      },
    },
    (request, reply) => {
      const { id, currencyId, flightId } = request.query;
      return sendCachedAnswer(request, reply, {
        ...cached,
        schema: ItemByIdResponse,
        load: async () => ({ item: await catalogue.itemById(id, currencyId, flightId) }),
      });
    },
  );

  app.post(
    api.itemDetail.path,
    {
      config: { privilege: api.itemDetail.privilege },
      schema: {
        tags,
        summary: 'Products by id in a given currency',
        body: GetItemDetailRequest,
        response: responses({ 200: GetItemDetailResponse }),
      },
    },
    async (request) => ({
      availabilitiesRes: await catalogue.itemDetails(
        request.body.itemIds,
        request.body.currencyId,
        request.body.flightId,
      ),
    }),
  );

  app.get(
    api.similarItems.path,
    {
      config: { privilege: api.similarItems.privilege },
      schema: {
        tags,
        summary: 'Related products: same category first, then same brand, priciest first',
        querystring: SimilarItemsQuery,
        response: responses({ 200: SimilarItemsResponse }),
      },
    },
    (request, reply) => {
      const q = request.query;
      return sendCachedAnswer(request, reply, {
        ...cached,
        schema: SimilarItemsResponse,
        load: async () => ({
          similarItems: await catalogue.similarItems(
            q.ItemCategoryId,
            q.BrandId,
            q.CurrentItemId,
            q.currencyId,
          ),
        }),
      });
    },
  );

  app.get(
    api.collectionById.path,
    {
      config: { privilege: api.collectionById.privilege },
      schema: {
        tags,
        summary: 'A collection',
        querystring: CollectionByIdQuery,
        response: responses({ 200: CollectionResponse }),
      },
    },
    (request, reply) =>
      sendCachedAnswer(request, reply, {
        ...cached,
        schema: CollectionResponse,
        load: async () => ({ collection: await catalogue.collection(request.query.id) }),
      }),
  );
};
