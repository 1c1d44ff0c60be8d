import {
  OpsCurrency,
  OpsCurrencyList,
  OpsCurrencyPreview,
  OpsCurrencyPreviewRequest,
  OpsCurrencyUpdateRequest,
} from '@dfs/contract/ops/currencies';
import { opsApi } from '@dfs/contract/ops/paths';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { AuditStep } from '../audit/audit.service';
import type { CurrenciesOpsService } from './currencies-ops.service';

const tags = ['Operations: prices'];
const noStore = { 'cache-control': 'no-store' };

/** Currencies and exchange rates as staff edit them, with the preview of an affected price. */
export const currenciesOpsRoutes: FastifyPluginAsyncZod<{
  currencies: CurrenciesOpsService;
  auditFor: (staffId: number) => AuditStep;
}> = async (app, { currencies, auditFor }) => {
  app.get(
    opsApi.currencyGetAll.path,
    {
      config: { roles: opsApi.currencyGetAll.roles },
      schema: { tags, summary: 'Every currency and its rate', response: responses({ 200: OpsCurrencyList }) },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return currencies.list();
    },
  );
  app.post(
    opsApi.currencyPreview.path,
    {
      config: { roles: opsApi.currencyPreview.roles },
      schema: {
        tags,
        summary: 'What a new rate would do to storefront prices in the currency (writes nothing)',
        body: OpsCurrencyPreviewRequest,
        response: responses({ 200: OpsCurrencyPreview }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      requireStaff(request);
      return currencies.preview(request.body);
    },
  );
  app.put(
    opsApi.currencyUpdate.path,
    {
      config: { roles: opsApi.currencyUpdate.roles },
      schema: {
        tags,
        summary: 'Change a currency’s rate or switch it on or off (never USD; 409 if it changed since read)',
        body: OpsCurrencyUpdateRequest,
        response: responses({ 200: OpsCurrency, 409: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return currencies.update(request.body, auditFor(requireStaff(request).staffId));
    },
  );
};
