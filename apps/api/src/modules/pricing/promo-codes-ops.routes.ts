import { opsApi } from '@dfs/contract/ops/paths';
import {
  OpsPromoCode,
  OpsPromoCodeCreateRequest,
  OpsPromoCodeList,
  OpsPromoCodePreview,
  OpsPromoCodePreviewRequest,
  OpsPromoCodeUpdateRequest,
} from '@dfs/contract/ops/promo-codes';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { AuditStep } from '../audit/audit.service';
import type { PromoCodesOpsService } from './promo-codes-ops.service';

const tags = ['Operations: prices'];
const noStore = { 'cache-control': 'no-store' };

/** Promo codes as staff make, change and switch them off, with the before/after preview. */
export const promoCodesOpsRoutes: FastifyPluginAsyncZod<{
  promoCodes: PromoCodesOpsService;
  auditFor: (staffId: number) => AuditStep;
}> = async (app, { promoCodes, auditFor }) => {
  app.get(
    opsApi.promoCodeGetAll.path,
    {
      config: { roles: opsApi.promoCodeGetAll.roles },
      schema: {
        tags,
        summary: 'Every promo code with its limits, uses and stacking rule',
        response: responses({ 200: OpsPromoCodeList }),
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return promoCodes.list();
    },
  );
  app.post(
    opsApi.promoCodePreview.path,
    {
      config: { roles: opsApi.promoCodePreview.roles },
      schema: {
        tags,
        summary:
          'What saving this code would do: each affected item’s USD cart price with the code, before and after',
        description: 'Writes nothing. Items leaving the code are included.',
        body: OpsPromoCodePreviewRequest,
        response: responses({ 200: OpsPromoCodePreview }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      requireStaff(request);
      return promoCodes.preview(request.body);
    },
  );
  app.post(
    opsApi.promoCodeCreate.path,
    {
      config: { roles: opsApi.promoCodeCreate.roles },
      schema: {
        tags,
        summary: 'Create a promo code (409 when another promotion has the code)',
        body: OpsPromoCodeCreateRequest,
        response: responses({ 200: OpsPromoCode, 409: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return promoCodes.create(request.body, auditFor(requireStaff(request).staffId));
    },
  );
  app.put(
    opsApi.promoCodeUpdate.path,
    {
      config: { roles: opsApi.promoCodeUpdate.roles },
      schema: {
        tags,
        summary: 'Change or switch off a promo code (409 if it changed since read, or the code is taken)',
        body: OpsPromoCodeUpdateRequest,
        response: responses({ 200: OpsPromoCode, 409: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return promoCodes.update(request.body, auditFor(requireStaff(request).staffId));
    },
  );
};
