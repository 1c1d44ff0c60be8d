import { CurrencyQuery } from '@dfs/contract/common';
import { api } from '@dfs/contract/paths';
import {
  CartQuoteRequest,
  CartQuoteResponse,
  OfferPriceListsResponse,
  OfferTypeQuery,
  PromoCodeQuery,
  PromoCodeResponse,
  VolumePricesRequest,
  VolumePricesResponse,
} from '@dfs/contract/pricing';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import type { PricingService } from './pricing.service';

export const pricingRoutes: FastifyPluginAsyncZod<{ pricing: PricingService }> = async (app, { pricing }) => {
  app.post(
    api.volumePrices.path,
    {
      config: { privilege: api.volumePrices.privilege },
      schema: {
        querystring: CurrencyQuery,
        body: VolumePricesRequest,
        response: responses({ 200: VolumePricesResponse }),
      },
    },
    async (request) => pricing.volumePrices(request.body[0]!.itemId, request.query.currencyId),
  );

  app.get(
    api.priceListByPromoCode.path,
    {
      config: { privilege: api.priceListByPromoCode.privilege },
      schema: {
        querystring: PromoCodeQuery,
        response: responses({ 200: PromoCodeResponse }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pricing.promoCode(request.query.PromoCode, request.query.currencyId, request.language);
    },
  );

  app.get(
    api.priceListsByOfferType.path,
    {
      config: { privilege: api.priceListsByOfferType.privilege },
      schema: {
        querystring: OfferTypeQuery,
        response: responses({ 200: OfferPriceListsResponse }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return pricing.offerLists(request.query.offerType, request.language);
    },
  );

  app.post(
    api.cartQuote.path,
    {
      config: { privilege: api.cartQuote.privilege },
      schema: {
        body: CartQuoteRequest,
        response: responses({ 200: CartQuoteResponse, 422: Problem }),
      },
    },
    async (request) => pricing.cachedQuote(request.body, request.language),
  );
};
