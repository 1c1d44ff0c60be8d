import { CatalogueBatch } from '@dfs/contract/catalogue';
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
import { z } from 'zod';
import { BadRequest } from '../../errors';
import { responses } from '../../http';
import { callerOf } from '../../plugins/auth';
import type { OnboardService } from './onboard.service';

const tags = ['On board'];

const IdempotencyKey = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[\w.:-]+$/);

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
        tags,
        summary: 'The flights (sectors) a ticket holds that can still be shopped for',
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
        tags,
        summary: 'The catalogue batch of what one flight carries, with that flight’s stock',
        querystring: OnboardItemsQuery,
        response: responses({ 200: CatalogueBatch }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=30');
      return onboard.items(request.query);
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
        tags,
        summary:
          'Place an on-board order from the flight’s stock; send an Idempotency-Key header per attempt',
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        body: SubmitOnBoardOrderRequest,
        response: { ...responses({ 200: CreatePreOrderResponse }), 409: Problem, 422: Problem },
      },
    },
    async (request) => {
      const header = request.headers['idempotency-key'];
      const key = header === undefined ? undefined : IdempotencyKey.safeParse(header);
      if (key && !key.success) throw new BadRequest(undefined, { IdempotencyKey: ['api.zod.invalidValue'] });
      return onboard.submitOrder(request.body, callerOf(request), key?.data, request.language);
    },
  );
};
