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

const tags = ['Master data'];

export const masterDataRoutes: FastifyPluginAsyncZod<{ masterData: MasterDataService }> = async (
  app,
  { masterData },
) => {
  app.get(
    api.categories.path,
    {
      config: { privilege: api.categories.privilege },
      schema: {
        tags,
        summary: 'Category tree (top level with children)',
        querystring: CategoriesQuery.extend(CurrencyQuery.shape),
        response: responses({ 200: CategoriesResponse }),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', referenceDataCache);
      return masterData.categories();
    },
  );

  app.get(
    api.brands.path,
    {
      config: { privilege: api.brands.privilege },
      schema: {
        tags,
        summary: 'All brands',
        querystring: CurrencyQuery,
        response: responses({ 200: BrandsResponse }),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', referenceDataCache);
      return masterData.brands();
    },
  );

  app.get(
    api.currencies.path,
    {
      config: { privilege: api.currencies.privilege },
      schema: {
        tags,
        summary: 'Currencies prices can be shown in',
        querystring: CurrencyQuery,
        response: responses({ 200: CurrenciesResponse }),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', referenceDataCache);
      return masterData.currencies();
    },
  );

  app.get(
    api.banners.path,
    {
      config: { privilege: api.banners.privilege },
      schema: {
        tags,
        summary: 'Home page banners',
        querystring: CurrencyQuery,
        response: responses({ 200: BannersResponse }),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', referenceDataCache);
      return masterData.banners();
    },
  );

  app.get(
    api.airports.path,
    {
      config: { privilege: api.airports.privilege },
      schema: {
        tags,
        summary: 'Airports',
        querystring: CurrencyQuery,
        response: responses({ 200: AirportsResponse }),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', referenceDataCache);
      return masterData.airports();
    },
  );
};
