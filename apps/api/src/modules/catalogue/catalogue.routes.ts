import {
  CatalogueBatch,
  CollectionByIdQuery,
  CollectionResponse,
  CollectionsResponse,
  GetItemDetailRequest,
  GetItemDetailResponse,
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
import { api } from '@dfs/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedAnswer } from '../../cached-answer';
import { responses } from '../../http';
import type { ReadCache } from '../../read-cache';
import type { CatalogueService } from './catalogue.service';

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
        querystring: CurrencyQuery,
        response: responses({ 200: CatalogueBatch }),
      },
    },
    (request, reply) =>
      sendCachedAnswer(request, reply, {
        ...cached,
        schema: CatalogueBatch,
        load: () => catalogue.preOrderItems(request.query.currencyId, request.language),
      }),
  );

  app.get(
    api.items.path,
    {
      config: { privilege: api.items.privilege },
      schema: {
        querystring: GetItemsQuery,
        response: responses({ 200: ItemsPage }),
      },
    },
    (request, reply) =>
      sendCachedAnswer(request, reply, {
        ...cached,
        schema: ItemsPage,
        load: () => catalogue.items(request.query, request.language),
      }),
  );

  app.get(
    api.searchItems.path,
    {
      config: { privilege: api.searchItems.privilege },
      schema: {
        querystring: SearchItemsQuery,
        response: responses({ 200: SearchPage }),
      },
    },
    (request, reply) =>
      sendCachedAnswer(request, reply, {
        ...cached,
        schema: SearchPage,
        load: () => catalogue.search(request.query, request.language),
      }),
  );

  app.get(
    api.itemById.path,
    {
      config: { privilege: api.itemById.privilege },
      schema: {
        querystring: ItemByIdQuery,
        response: responses({ 200: ItemByIdResponse }),
      },
    },
    (request, reply) => {
      const { id, currencyId, flightId } = request.query;
      return sendCachedAnswer(request, reply, {
        ...cached,
        schema: ItemByIdResponse,
        load: async () => ({ item: await catalogue.itemById(id, currencyId, flightId, request.language) }),
      });
    },
  );

  app.post(
    api.itemDetail.path,
    {
      config: { privilege: api.itemDetail.privilege },
      schema: {
        body: GetItemDetailRequest,
        response: responses({ 200: GetItemDetailResponse }),
      },
    },
    async (request) => ({
      availabilitiesRes: await catalogue.itemDetails(
        request.body.itemIds,
        request.body.currencyId,
        request.body.flightId,
        request.language,
      ),
    }),
  );

  app.get(
    api.similarItems.path,
    {
      config: { privilege: api.similarItems.privilege },
      schema: {
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
            request.language,
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
        querystring: CollectionByIdQuery,
        response: responses({ 200: CollectionResponse }),
      },
    },
    (request, reply) =>
      sendCachedAnswer(request, reply, {
        ...cached,
        schema: CollectionResponse,
        load: async () => ({ collection: await catalogue.collection(request.query.id, request.language) }),
      }),
  );

  app.get(
    api.collections.path,
    {
      config: { privilege: api.collections.privilege },
      schema: {
        querystring: CurrencyQuery,
        response: responses({ 200: CollectionsResponse }),
      },
    },
    (request, reply) =>
      sendCachedAnswer(request, reply, {
        ...cached,
        schema: CollectionsResponse,
        load: async () => ({ collections: await catalogue.collections(request.language) }),
      }),
  );
};
