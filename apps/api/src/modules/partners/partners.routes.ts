import {
  PartnerClient,
  PartnerClientCreated,
  PartnerClientCreateRequest,
  PartnerClientList,
  PartnerClientRevokeRequest,
} from '@dfs/contract/ops/partners';
import { opsApi } from '@dfs/contract/ops/paths';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { AuditStep } from '../audit/audit.service';
import type { PartnerClients } from './partner-clients';

const tags = ['Operations: partners'];
const noStore = { 'cache-control': 'no-store' };

/** Partners' API clients (admin only); every write is audited. */
export const partnersRoutes: FastifyPluginAsyncZod<{
  partners: PartnerClients;
  auditFor: (staffId: number) => AuditStep;
}> = async (app, { partners, auditFor }) => {
  app.get(
    opsApi.partnerGetAll.path,
    {
      config: { roles: opsApi.partnerGetAll.roles },
      schema: {
        tags,
        summary: "Every partner's API client (secrets are never shown again)",
        response: responses({ 200: PartnerClientList }),
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return { clients: await partners.list() };
    },
  );

  app.post(
    opsApi.partnerCreate.path,
    {
      config: { roles: opsApi.partnerCreate.roles },
      schema: {
        tags,
        summary: 'Make a partner API client; the answer shows its secret, once',
        body: PartnerClientCreateRequest,
        response: responses({ 200: PartnerClientCreated }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { staffId } = requireStaff(request);
      return partners.create(request.body.name, staffId, auditFor(staffId));
    },
  );

  app.post(
    opsApi.partnerRevoke.path,
    {
      config: { roles: opsApi.partnerRevoke.roles },
      schema: {
        tags,
        summary: "Revoke a partner's client: Token/Startup refuses it and its tokens stop working",
        body: PartnerClientRevokeRequest,
        response: responses({ 200: PartnerClient, 404: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return partners.revoke(request.body.id, auditFor(requireStaff(request).staffId));
    },
  );
};
