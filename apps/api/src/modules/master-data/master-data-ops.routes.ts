import {
  OpsBanner,
  OpsBannerCreateRequest,
  OpsBannerList,
  OpsBannerUpdateRequest,
  OpsBrand,
  OpsBrandCreateRequest,
  OpsBrandList,
  OpsBrandUpdateRequest,
  OpsCategory,
  OpsCategoryCreateRequest,
  OpsCategoryList,
  OpsCategoryUpdateRequest,
  OpsMediaUploadQuery,
  OpsMediaUploadResponse,
} from '@dfs/contract/ops/content';
import { ITEM_IMAGE_MAX_BYTES, ITEM_IMAGE_TYPES } from '@dfs/contract/ops/items';
import { opsApi } from '@dfs/contract/ops/paths';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { AuditStep } from '../audit/audit.service';
import type { MasterDataOpsService } from './master-data-ops.service';

const tags = ['Operations: merchandising'];
const noStore = { 'cache-control': 'no-store' };

/** Categories, brands and banners as staff edit them, and the upload of their art. */
export const masterDataOpsRoutes: FastifyPluginAsyncZod<{
  ops: MasterDataOpsService;
  saveArt: (kind: string, body: Buffer) => Promise<string>;
  auditFor: (staffId: number) => AuditStep;
}> = async (app, { ops, saveArt, auditFor }) => {
  app.addContentTypeParser(
    [...ITEM_IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: ITEM_IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const stale = { 409: Problem };

  const lists = [
    [opsApi.categoryGetAll, OpsCategoryList, () => ops.categories(), 'Every category, as a tree'],
    [opsApi.brandGetAll, OpsBrandList, () => ops.brands(), 'Every brand'],
    [opsApi.bannerGetAll, OpsBannerList, () => ops.banners(), 'Every banner, scheduled or not'],
  ] as const;
  for (const [call, schema, read, summary] of lists)
    app.get(
      call.path,
      { config: { roles: call.roles }, schema: { tags, summary, response: responses({ 200: schema }) } },
      async (_request, reply) => {
        reply.headers(noStore);
        return read();
      },
    );

  app.post(
    opsApi.categoryCreate.path,
    {
      config: { roles: opsApi.categoryCreate.roles },
      schema: {
        tags,
        summary: 'Create a category (top, or a child of a top category)',
        body: OpsCategoryCreateRequest,
        response: responses({ 200: OpsCategory }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.saveCategory(request.body, auditFor(requireStaff(request).staffId));
    },
  );
  app.put(
    opsApi.categoryUpdate.path,
    {
      config: { roles: opsApi.categoryUpdate.roles },
      schema: {
        tags,
        summary: 'Change a category (409 if it changed since read)',
        body: OpsCategoryUpdateRequest,
        response: responses({ 200: OpsCategory, ...stale }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.saveCategory(request.body, auditFor(requireStaff(request).staffId));
    },
  );
  app.post(
    opsApi.brandCreate.path,
    {
      config: { roles: opsApi.brandCreate.roles },
      schema: {
        tags,
        summary: 'Create a brand',
        body: OpsBrandCreateRequest,
        response: responses({ 200: OpsBrand, ...stale }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.saveBrand(request.body, auditFor(requireStaff(request).staffId));
    },
  );
  app.put(
    opsApi.brandUpdate.path,
    {
      config: { roles: opsApi.brandUpdate.roles },
      schema: {
        tags,
        summary: 'Change a brand (409 if it changed since read)',
        body: OpsBrandUpdateRequest,
        response: responses({ 200: OpsBrand, ...stale }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.saveBrand(request.body, auditFor(requireStaff(request).staffId));
    },
  );
  app.post(
    opsApi.bannerCreate.path,
    {
      config: { roles: opsApi.bannerCreate.roles },
      schema: {
        tags,
        summary: 'Create a banner',
        body: OpsBannerCreateRequest,
        response: responses({ 200: OpsBanner }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.saveBanner(request.body, auditFor(requireStaff(request).staffId));
    },
  );
  app.put(
    opsApi.bannerUpdate.path,
    {
      config: { roles: opsApi.bannerUpdate.roles },
      schema: {
        tags,
        summary: 'Change a banner (409 if it changed since read)',
        body: OpsBannerUpdateRequest,
        response: responses({ 200: OpsBanner, ...stale }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.saveBanner(request.body, auditFor(requireStaff(request).staffId));
    },
  );

  app.post(
    opsApi.mediaUpload.path,
    {
      config: { roles: opsApi.mediaUpload.roles },
      bodyLimit: ITEM_IMAGE_MAX_BYTES,
      schema: {
        tags,
        summary: 'Upload art for a brand, category, banner or collection (PNG, JPEG or WebP, at most 10 MB)',
        description: 'The body is the picture. Answers its URL, to name in the entity saved next.',
        querystring: OpsMediaUploadQuery,
        body: z.instanceof(Buffer).meta({ description: 'The picture (PNG, JPEG or WebP bytes)' }),
        response: responses({ 200: OpsMediaUploadResponse }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      requireStaff(request);
      return { url: await saveArt(request.query.kind, request.body) };
    },
  );
};
