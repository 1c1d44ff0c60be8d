import { CatalogueBatch } from '@dfs/contract/catalogue';
import { OrderAttemptHeaders } from '@dfs/contract/common';
import {
  OnboardItemsQuery,
  SubmitOnBoardOrderRequest,
  TicketLookupQuery,
  TicketLookupResponse,
} from '@dfs/contract/onboard';
import { api } from '@dfs/contract/paths';
import { CreatePreOrderResponse } from '@dfs/contract/preorders';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import { callerOf } from '../../plugins/auth';
import type { OnboardService } from './onboard.service';

export const onboardRoutes: FastifyPluginAsyncZod<{
  onboard: OnboardService;
  /** Ticket look-ups per minute per address: enough for a traveller, too few to walk ticket numbers. */
  lookupsPerMinute: number;
  /** On-board orders per minute per address. */
  ordersPerMinute: number;
}> = async (app, { onboard, lookupsPerMinute, ordersPerMinute }) => {
  app.get(
    api.onboardPassengerFromTicket.path,
    {
      config: {
        privilege: api.onboardPassengerFromTicket.privilege,
        rateLimit: { max: lookupsPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        querystring: TicketLookupQuery,
        response: responses({ 200: TicketLookupResponse }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return onboard.passengerFromTicket(request.query.TicketNumber, request.language);
    },
  );

  app.get(
    api.onboardItems.path,
    {
      config: { privilege: api.onboardItems.privilege },
      schema: {
        querystring: OnboardItemsQuery,
        response: responses({ 200: CatalogueBatch }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=30');
      return onboard.items(request.query, request.language);
    },
  );

  app.post(
    api.submitOnBoardOrder.path,
    {
      config: {
        privilege: api.submitOnBoardOrder.privilege,
        rateLimit: { max: ordersPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        headers: OrderAttemptHeaders,
        body: SubmitOnBoardOrderRequest,
        response: { ...responses({ 200: CreatePreOrderResponse }), 409: Problem, 422: Problem },
      },
    },
    async (request) => {
      return onboard.submitOrder(
        request.body,
        callerOf(request),
        request.headers['idempotency-key'],
        request.language,
      );
    },
  );
};
