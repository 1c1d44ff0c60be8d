import {
  OpsCollection,
  OpsCollectionCreateRequest,
  OpsCollectionList,
  OpsCollectionUpdateRequest,
} from '@dfs/contract/ops/collections';
import { opsApi } from '@dfs/contract/ops/paths';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { AuditStep } from '../audit/audit.service';
import type { CollectionsOpsService } from './collections-ops.service';

const tags = ['Operations: merchandising'];
const noStore = { 'cache-control': 'no-store' };

/** Collections as staff edit them: names in three languages, image, order and their items. */
export const collectionsOpsRoutes: FastifyPluginAsyncZod<{
  ops: CollectionsOpsService;
  auditFor: (staffId: number) => AuditStep;
}> = async (app, { ops, auditFor }) => {
  app.get(
    opsApi.collectionGetAll.path,
    {
      config: { roles: opsApi.collectionGetAll.roles },
      schema: {
        tags,
        summary: 'Every collection, with its items in order',
        response: responses({ 200: OpsCollectionList }),
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return ops.collections();
    },
  );
  app.post(
    opsApi.collectionCreate.path,
    {
      config: { roles: opsApi.collectionCreate.roles },
      schema: {
        tags,
        summary: 'Create a collection with its items',
        body: OpsCollectionCreateRequest,
        response: responses({ 200: OpsCollection }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.save(request.body, auditFor(requireStaff(request).staffId));
    },
  );
  app.put(
    opsApi.collectionUpdate.path,
    {
      config: { roles: opsApi.collectionUpdate.roles },
      schema: {
        tags,
        summary: 'Change a collection and set its items in order (409 if it changed since read)',
        body: OpsCollectionUpdateRequest,
        response: responses({ 200: OpsCollection, 409: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.save(request.body, auditFor(requireStaff(request).staffId));
    },
  );
};
