import { opsApi } from '@dfs/contract/ops/paths';
import {
  OpsPriceRule,
  OpsPriceRuleCreateRequest,
  OpsPriceRuleList,
  OpsPriceRulePreview,
  OpsPriceRulePreviewRequest,
  OpsPriceRuleUpdateRequest,
} from '@dfs/contract/ops/price-rules';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { AuditStep } from '../audit/audit.service';
import type { PriceRulesOpsService } from './price-rules-ops.service';

const tags = ['Operations: prices'];
const noStore = { 'cache-control': 'no-store' };

/** Volume and buy-get price lists as staff edit them, with the before/after preview. */
export const priceRulesOpsRoutes: FastifyPluginAsyncZod<{
  priceRules: PriceRulesOpsService;
  auditFor: (staffId: number) => AuditStep;
}> = async (app, { priceRules, auditFor }) => {
  app.get(
    opsApi.priceRuleGetAll.path,
    {
      config: { roles: opsApi.priceRuleGetAll.roles },
      schema: {
        tags,
        summary: 'Every volume and buy-get price list with its tiers or rules',
        response: responses({ 200: OpsPriceRuleList }),
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return priceRules.list();
    },
  );
  app.post(
    opsApi.priceRulePreview.path,
    {
      config: { roles: opsApi.priceRulePreview.roles },
      schema: {
        tags,
        summary:
          'What saving this list would do: the cart’s USD unit price and free units per item and quantity, before and after',
        description:
          'Writes nothing. Items leaving the list are included. 422 when a volume tier starts above its item’s per-order limit (no order could reach it).',
        body: OpsPriceRulePreviewRequest,
        response: responses({ 200: OpsPriceRulePreview, 422: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      requireStaff(request);
      return priceRules.preview(request.body);
    },
  );
  app.post(
    opsApi.priceRuleCreate.path,
    {
      config: { roles: opsApi.priceRuleCreate.roles },
      schema: {
        tags,
        summary:
          'Create a volume or buy-get price list (400 when another active list of its kind covers an item at the same time)',
        description:
          'A volume tier must start at or below its item’s per-order limit (its orderQuantity, else the shop’s default): else 422, naming the item and its limit.',
        body: OpsPriceRuleCreateRequest,
        response: responses({ 200: OpsPriceRule, 422: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return priceRules.create(request.body, auditFor(requireStaff(request).staffId));
    },
  );
  app.put(
    opsApi.priceRuleUpdate.path,
    {
      config: { roles: opsApi.priceRuleUpdate.roles },
      schema: {
        tags,
        summary: 'Change or switch off a volume or buy-get price list (409 if it changed since read)',
        description:
          'A volume tier must start at or below its item’s per-order limit (its orderQuantity, else the shop’s default): else 422, naming the item and its limit.',
        body: OpsPriceRuleUpdateRequest,
        response: responses({ 200: OpsPriceRule, 409: Problem, 422: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return priceRules.update(request.body, auditFor(requireStaff(request).staffId));
    },
  );
};
