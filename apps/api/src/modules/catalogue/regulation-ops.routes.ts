import { opsApi } from '@dfs/contract/ops/paths';
import {
  OpsAgeRestrictedSetRequest,
  OpsRegulatedItemAddRequest,
  OpsRegulatedItemRemoveRequest,
  OpsRegulation,
} from '@dfs/contract/ops/regulation';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { AuditStep } from '../audit/audit.service';
import type { RegulationService } from './regulation.service';

const tags = ['Operations: catalogue'];
const noStore = { 'cache-control': 'no-store' };

/** The regulated items and age-restricted categories the storefront asks confirmations for (decision 035). */
export const regulationOpsRoutes: FastifyPluginAsyncZod<{
  regulation: RegulationService;
  auditFor: (staffId: number) => AuditStep;
}> = async (app, { regulation, auditFor }) => {
  app.get(
    opsApi.regulationGet.path,
    {
      config: { roles: opsApi.regulationGet.roles },
      schema: {
        tags,
        summary: 'The regulated items and every top category with whether it is age-restricted',
        response: responses({ 200: OpsRegulation }),
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return regulation.read();
    },
  );
  app.post(
    opsApi.regulationAddItem.path,
    {
      config: { roles: opsApi.regulationAddItem.roles },
      schema: {
        tags,
        summary:
          'Put an item on the regulated list (the storefront asks its confirmation; 409 if listed already)',
        body: OpsRegulatedItemAddRequest,
        response: responses({ 200: OpsRegulation, 409: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return regulation.addItem(request.body, auditFor(requireStaff(request).staffId));
    },
  );
  app.post(
    opsApi.regulationRemoveItem.path,
    {
      config: { roles: opsApi.regulationRemoveItem.roles },
      schema: {
        tags,
        summary: 'Take an item off the regulated list (404 if it is not on it)',
        body: OpsRegulatedItemRemoveRequest,
        response: responses({ 200: OpsRegulation, 404: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return regulation.removeItem(request.body, auditFor(requireStaff(request).staffId));
    },
  );
  app.put(
    opsApi.regulationSetAgeRestricted.path,
    {
      config: { roles: opsApi.regulationSetAgeRestricted.roles },
      schema: {
        tags,
        summary: 'Replace the age-restricted top categories (their items need the 18+ confirmation)',
        body: OpsAgeRestrictedSetRequest,
        response: responses({ 200: OpsRegulation }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return regulation.setAgeRestricted(request.body, auditFor(requireStaff(request).staffId));
    },
  );
};
