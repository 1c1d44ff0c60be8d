import { ITEM_IMPORT_MAX_BYTES, OpsItemImportQuery, OpsItemImportResult } from '@dfs/contract/ops/bulk';
import {
  ITEM_IMAGE_MAX_BYTES,
  ITEM_IMAGE_TYPES,
  OpsItem,
  OpsItemCreateRequest,
  OpsItemImageRequest,
  OpsItemImageUploadQuery,
  OpsItemOptions,
  OpsItemsPage,
  OpsItemsQuery,
  OpsItemUpdateRequest,
} from '@dfs/contract/ops/items';
import { opsApi } from '@dfs/contract/ops/paths';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { AuditStep } from '../audit/audit.service';
import type { CatalogueService } from './catalogue.service';
import type { CatalogueOpsService } from './catalogue-ops.service';
import { exportItems, importItems } from './item-import';

const tags = ['Operations: catalogue'];
const noStore = { 'cache-control': 'no-store' };

/** The catalogue calls of the operations console; every write goes through the audit step. */
export const catalogueOpsRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService;
  ops: CatalogueOpsService;
  db: Db;
  auditFor: (staffId: number) => AuditStep;
}> = async (app, { catalogue, ops, db, auditFor }) => {
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: ITEM_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  // An image upload's body is the picture itself; its content is checked, not only this header.
  app.addContentTypeParser(
    [...ITEM_IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: ITEM_IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

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

  app.get(
    opsApi.itemOptions.path,
    {
      config: { roles: opsApi.itemOptions.roles },
      schema: {
        tags,
        summary: 'The brands and child categories an item form chooses from',
        response: responses({ 200: OpsItemOptions }),
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return ops.options();
    },
  );

  app.post(
    opsApi.itemCreate.path,
    {
      config: { roles: opsApi.itemCreate.roles },
      schema: {
        tags,
        summary: 'Create an item with all its fields and its Chinese and Arabic text',
        description:
          'The item code must be new (409 otherwise, nothing written). The item and its audit entry commit together; the storefront lists and finds it at once when active.',
        body: OpsItemCreateRequest,
        response: responses({ 200: OpsItem, 409: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.createItem(request.body, auditFor(requireStaff(request).staffId));
    },
  );

  app.post(
    opsApi.itemImageUpload.path,
    {
      config: { roles: opsApi.itemImageUpload.roles },
      bodyLimit: ITEM_IMAGE_MAX_BYTES,
      schema: {
        tags,
        summary: 'Upload an image of an item (PNG, JPEG or WebP, at most 10 MB)',
        description:
          "The body is the picture, sent with its content type. It is stored in the storefront's sizes; an item's first image becomes its default. Answers the item with its new version.",
        querystring: OpsItemImageUploadQuery,
        body: z.instanceof(Buffer).meta({ description: 'The picture (PNG, JPEG or WebP bytes)' }),
        response: responses({ 200: OpsItem, 409: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.addImage(request.query, request.body, auditFor(requireStaff(request).staffId));
    },
  );

  app.put(
    opsApi.itemImageSetDefault.path,
    {
      config: { roles: opsApi.itemImageSetDefault.roles },
      schema: {
        tags,
        summary: "Make one image the item's default (the one lists and cards show)",
        body: OpsItemImageRequest,
        response: responses({ 200: OpsItem, 409: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.setDefaultImage(request.body, auditFor(requireStaff(request).staffId));
    },
  );

  app.delete(
    opsApi.itemImageDelete.path,
    {
      config: { roles: opsApi.itemImageDelete.roles },
      schema: {
        tags,
        summary: 'Remove an image of an item (the next becomes the default if it was)',
        body: OpsItemImageRequest,
        response: responses({ 200: OpsItem, 409: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.deleteImage(request.body, auditFor(requireStaff(request).staffId));
    },
  );

  app.post(
    opsApi.itemImport.path,
    {
      config: { roles: opsApi.itemImport.roles },
      bodyLimit: ITEM_IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary: 'Import item prices, stock and active flags from CSV (a dry run by default)',
        description:
          'Lists every row with its change or error. Writes only with dryRun=false and when no row failed, all in one transaction (each change audited); otherwise nothing is written. An apply that sends the dry run’s checksum gets 409 if any item the file names changed since.',
        querystring: OpsItemImportQuery,
        consumes: ['text/csv'],
        body: z.string().meta({ description: 'CSV (text/csv) with a header row' }),
        response: responses({ 200: OpsItemImportResult, 409: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const result = await importItems(
        db,
        request.body,
        request.query,
        auditFor(requireStaff(request).staffId),
      );
      if (result.applied) catalogue.staffChanged();
      return result;
    },
  );

  app.get(
    opsApi.itemExport.path,
    {
      config: { roles: opsApi.itemExport.roles },
      schema: {
        tags,
        summary: 'Every item’s code, name, price, stock and active flag as CSV (the import’s format)',
        produces: ['text/csv'],
        response: responses({
          200: z.string().meta({ description: 'CSV: itemCode, name, price, quantity, active' }),
        }),
      },
    },
    async (_request, reply) =>
      reply
        .headers(noStore)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="items.csv"')
        .send(await exportItems(db)),
  );
};
