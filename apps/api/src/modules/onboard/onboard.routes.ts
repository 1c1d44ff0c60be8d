import { CatalogueBatch } from '@dfs/contract/catalogue';
import { OnboardItemsQuery, TicketLookupQuery, TicketLookupResponse } from '@dfs/contract/onboard';
import { api } from '@dfs/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import type { OnboardService } from './onboard.service';

const tags = ['On board'];

export const onboardRoutes: FastifyPluginAsyncZod<{
  onboard: OnboardService;
  /** Ticket look-ups per minute per address: enough for a traveller, too few to walk ticket numbers. */
  lookupsPerMinute: number;
}> = async (app, { onboard, lookupsPerMinute }) => {
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
};
