import {
  OpsOffer,
  OpsOfferCreateRequest,
  OpsOfferList,
  OpsOfferPreview,
  OpsOfferPreviewRequest,
  OpsOfferUpdateRequest,
} from '@dfs/contract/ops/offers';
import { opsApi } from '@dfs/contract/ops/paths';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { AuditStep } from '../audit/audit.service';
import type { OffersOpsService } from './offers-ops.service';

const tags = ['Operations: prices'];
const noStore = { 'cache-control': 'no-store' };

/** Offer price lists as staff edit them, with the before/after preview. */
export const offersOpsRoutes: FastifyPluginAsyncZod<{
  offers: OffersOpsService;
  auditFor: (staffId: number) => AuditStep;
}> = async (app, { offers, auditFor }) => {
  app.get(
    opsApi.offerGetAll.path,
    {
      config: { roles: opsApi.offerGetAll.roles },
      schema: {
        tags,
        summary: 'Every offer price list (unit and percentage)',
        response: responses({ 200: OpsOfferList }),
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return offers.list();
    },
  );
  app.post(
    opsApi.offerPreview.path,
    {
      config: { roles: opsApi.offerPreview.roles },
      schema: {
        tags,
        summary:
          'What saving this offer would do: each affected item’s storefront USD price before and after',
        description: 'Writes nothing. Items leaving the list are included (their price goes back).',
        body: OpsOfferPreviewRequest,
        response: responses({ 200: OpsOfferPreview }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      requireStaff(request);
      return offers.preview(request.body);
    },
  );
  app.post(
    opsApi.offerCreate.path,
    {
      config: { roles: opsApi.offerCreate.roles },
      schema: {
        tags,
        summary: 'Create an offer price list',
        body: OpsOfferCreateRequest,
        response: responses({ 200: OpsOffer }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return offers.create(request.body, auditFor(requireStaff(request).staffId));
    },
  );
  app.put(
    opsApi.offerUpdate.path,
    {
      config: { roles: opsApi.offerUpdate.roles },
      schema: {
        tags,
        summary: 'Change an offer price list (409 if it changed since read)',
        body: OpsOfferUpdateRequest,
        response: responses({ 200: OpsOffer, 409: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return offers.update(request.body, auditFor(requireStaff(request).staffId));
    },
  );
};
