import { CurrencyQuery } from '@dfs/contract/common';
import {
  AirportsResponse,
  BannersResponse,
  BrandsResponse,
  CategoriesQuery,
  CategoriesResponse,
  CurrenciesResponse,
} from '@dfs/contract/master-data';
import { api } from '@dfs/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referenceDataCache, responses } from '../../http';
import type { MasterDataService } from './master-data.service';

export const masterDataRoutes: FastifyPluginAsyncZod<{ masterData: MasterDataService }> = async (
  app,
  { masterData },
) => {
  app.get(
    api.categories.path,
    {
      config: { privilege: api.categories.privilege },
      schema: {
        querystring: CategoriesQuery.extend(CurrencyQuery.shape),
        response: responses({ 200: CategoriesResponse }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', referenceDataCache);
      return masterData.categories(request.language);
    },
  );

  app.get(
    api.brands.path,
    {
      config: { privilege: api.brands.privilege },
      schema: {
        querystring: CurrencyQuery,
        response: responses({ 200: BrandsResponse }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', referenceDataCache);
      return masterData.brands(request.language);
    },
  );

  app.get(
    api.currencies.path,
    {
      config: { privilege: api.currencies.privilege },
      schema: {
        querystring: CurrencyQuery,
        response: responses({ 200: CurrenciesResponse }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', referenceDataCache);
      return masterData.currencies(request.language);
    },
  );

  app.get(
    api.banners.path,
    {
      config: { privilege: api.banners.privilege },
      schema: {
        querystring: CurrencyQuery,
        response: responses({ 200: BannersResponse }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', referenceDataCache);
      return masterData.banners(request.language);
    },
  );

  app.get(
    api.airports.path,
    {
      config: { privilege: api.airports.privilege },
      schema: {
        querystring: CurrencyQuery,
        response: responses({ 200: AirportsResponse }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', referenceDataCache);
      return masterData.airports(request.language);
    },
  );
};
