import { OpsItem, OpsItemsPage, OpsItemsQuery, OpsItemUpdateRequest } from '@dfs/contract/ops/items';
import { opsApi } from '@dfs/contract/ops/paths';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { AuditStep } from '../audit/audit.service';
import type { CatalogueService } from './catalogue.service';

const tags = ['Operations: catalogue'];
const noStore = { 'cache-control': 'no-store' };

/** The catalogue calls of the operations console; every write goes through the audit step. */
export const catalogueOpsRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService;
  auditFor: (staffId: number) => AuditStep;
}> = async (app, { catalogue, auditFor }) => {
  app.get(
    opsApi.itemGetAll.path,
    {
      config: { roles: opsApi.itemGetAll.roles },
      schema: {
        tags,
        summary: 'Items as staff edit them (active or not), paged and searched on the server',
        querystring: OpsItemsQuery,
        response: responses({ 200: OpsItemsPage }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return catalogue.staffItems(request.query);
    },
  );

  app.put(
    opsApi.itemUpdate.path,
    {
      config: { roles: opsApi.itemUpdate.roles },
      schema: {
        tags,
        summary: "Change an item's names, descriptions, price, stock, order limit and active flag",
        description:
          'All basic fields are sent together with the version read. If the item changed since, the answer is 409 and nothing is written. The change and its audit entry commit together; the storefront sees it at once.',
        body: OpsItemUpdateRequest,
        response: responses({ 200: OpsItem, 409: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const record = auditFor(requireStaff(request).staffId);
      return catalogue.updateStaffItem(request.body, (tx, before, after) =>
        record(tx, { action: 'update', entity: 'item', entityId: request.body.id, before, after }),
      );
    },
  );
};
