import { AuditLogExportQuery, AuditLogPage, AuditLogQuery } from '@dfs/contract/ops/audit';
import { opsApi } from '@dfs/contract/ops/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../http';
import type { AuditService } from './audit.service';

const tags = ['Operations: audit log'];
const noStore = { 'cache-control': 'no-store' };

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    opsApi.auditLogGetAll.path,
    {
      config: { roles: opsApi.auditLogGetAll.roles },
      schema: {
        tags,
        summary: 'Every staff change, newest first, filtered by staff member, kind of record and days',
        querystring: AuditLogQuery,
        response: responses({ 200: AuditLogPage }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return audit.page(request.query);
    },
  );

  app.get(
    opsApi.auditLogExport.path,
    {
      config: { roles: opsApi.auditLogExport.roles },
      schema: {
        tags,
        summary: 'The filtered audit log as a CSV file (UTF-8, header row, newest first)',
        querystring: AuditLogExportQuery,
        produces: ['text/csv'],
        response: responses({
          200: z.string().meta({
            description: 'CSV: at, staffId, staffName, action, entity, entityId, before, after (JSON)',
          }),
        }),
      },
    },
    async (request, reply) => {
      const body = await audit.csv(request.query);
      reply
        .headers(noStore)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"');
      return body;
    },
  );
};
