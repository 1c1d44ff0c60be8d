import {
  FeedbackRequest,
  MessageResponse,
  SubscribeRequest,
  UnsubscribeRequest,
} from '@dfs/contract/engagement';
import { api } from '@dfs/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import type { EngagementService } from './engagement.service';

export const engagementRoutes: FastifyPluginAsyncZod<{
  engagement: EngagementService;
  /** Forms a person submits by hand: a few a minute from one address is plenty. */
  formsPerMinute: number;
}> = async (app, { engagement, formsPerMinute }) => {
  const formRateLimit = { max: formsPerMinute, timeWindow: '1 minute' };

  app.post(
    api.subscribe.path,
    {
      config: { privilege: api.subscribe.privilege, rateLimit: formRateLimit },
      schema: {
        body: SubscribeRequest,
        response: responses({ 200: MessageResponse }),
      },
    },
    async (request) => engagement.subscribe(request.body.email, request.language),
  );

  app.post(
    api.unsubscribe.path,
    {
      config: { privilege: api.unsubscribe.privilege, rateLimit: formRateLimit },
      schema: {
        body: UnsubscribeRequest,
        response: responses({ 200: MessageResponse }),
      },
    },
    async (request) => engagement.unsubscribe(request.body.token, request.language),
  );

  app.post(
    api.feedback.path,
    {
      config: { privilege: api.feedback.privilege, rateLimit: formRateLimit },
      schema: {
        body: FeedbackRequest,
        response: responses({ 200: MessageResponse }),
      },
    },
    async (request) => engagement.feedback(request.body, request.language),
  );
};
