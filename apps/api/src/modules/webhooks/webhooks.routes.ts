import { opsApi } from '@dfs/contract/ops/paths';
import {
  WebhookDeliveriesPage,
  WebhookDeliveriesQuery,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointCreateRequest,
  WebhookEndpointList,
  WebhookEndpointUpdateRequest,
  WebhookIdQuery,
  WebhookReplayRequest,
} from '@dfs/contract/ops/webhooks';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { AuditStep } from '../audit/audit.service';
import type { Webhooks } from './webhooks.service';

const tags = ['Operations: webhooks'];
const noStore = { 'cache-control': 'no-store' };

/** Partner channels' webhook endpoints (admin only); every write is audited. */
export const webhooksRoutes: FastifyPluginAsyncZod<{
  webhooks: Webhooks;
  auditFor: (staffId: number) => AuditStep;
}> = async (app, { webhooks, auditFor }) => {
  app.post(
    opsApi.webhookCreate.path,
    {
      config: { roles: opsApi.webhookCreate.roles },
      schema: {
        tags,
        summary: 'Register a webhook endpoint; the answer shows its signing secret, once',
        description:
          'The receiver must be https and resolve to public addresses only (422 otherwise) unless WEBHOOK_ALLOW_PRIVATE_TARGETS is set.',
        body: WebhookEndpointCreateRequest,
        response: responses({ 200: WebhookEndpointCreated, 422: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return webhooks.createEndpoint(request.body, auditFor(requireStaff(request).staffId));
    },
  );

  app.get(
    opsApi.webhookGetAll.path,
    {
      config: { roles: opsApi.webhookGetAll.roles },
      schema: {
        tags,
        summary: 'Every webhook endpoint (secrets are never shown again)',
        response: responses({ 200: WebhookEndpointList }),
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return { endpoints: await webhooks.listEndpoints() };
    },
  );

  app.put(
    opsApi.webhookUpdate.path,
    {
      config: { roles: opsApi.webhookUpdate.roles },
      schema: {
        tags,
        summary: 'Change an endpoint, switch it off or on again (409 when it changed since read)',
        body: WebhookEndpointUpdateRequest,
        response: responses({ 200: WebhookEndpoint, 404: Problem, 409: Problem, 422: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return webhooks.updateEndpoint(request.body, auditFor(requireStaff(request).staffId));
    },
  );

  app.delete(
    opsApi.webhookDelete.path,
    {
      config: { roles: opsApi.webhookDelete.roles },
      schema: {
        tags,
        summary: 'Remove an endpoint and its delivery log; answers the endpoint removed',
        querystring: WebhookIdQuery,
        response: responses({ 200: WebhookEndpoint, 404: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return webhooks.deleteEndpoint(request.query.id, auditFor(requireStaff(request).staffId));
    },
  );

  app.get(
    opsApi.webhookGetDeliveries.path,
    {
      config: { roles: opsApi.webhookGetDeliveries.roles },
      schema: {
        tags,
        summary: "An endpoint's deliveries, newest first, with each attempt's status, latency and error",
        querystring: WebhookDeliveriesQuery,
        response: responses({ 200: WebhookDeliveriesPage }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return webhooks.deliveries(request.query);
    },
  );

  app.post(
    opsApi.webhookReplay.path,
    {
      config: { roles: opsApi.webhookReplay.roles },
      schema: {
        tags,
        summary: 'Send a delivery again, with the same webhook-id',
        body: WebhookReplayRequest,
        response: responses({ 200: WebhookDelivery, 404: Problem, 422: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return webhooks.replay(request.body.id, auditFor(requireStaff(request).staffId));
    },
  );
};
