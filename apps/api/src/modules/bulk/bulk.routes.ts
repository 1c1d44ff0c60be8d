import { BULK_IMPORT_MAX_BYTES, OpsBulkImportQuery, OpsBulkImportResult } from '@dfs/contract/ops/bulk';
import { opsApi } from '@dfs/contract/ops/paths';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { AuditStep } from '../audit/audit.service';
import { type ParsedRow, runImport, type Sheet } from './bulk-import';
import type { BulkTables } from './bulk-tables';
import { exportPrices, priceSheet } from './price-sheet';
import { exportStock, stockSheet } from './stock-sheet';

const tags = ['Operations: bulk import and export'];
const noStore = { 'cache-control': 'no-store' };
const csvBody = z.string().meta({ description: 'CSV (text/csv) with a header row' });
const importDescription =
  'Lists every row with its value now, the value it sets, or its error; writes nothing (dryRun=true, the default). With dryRun=false and the dry run’s checksum it writes every change in one transaction with one audit entry, but only when no row failed; 409 when something the file changes was changed since the dry run. Bodies over 5 MB answer 413.';

/** CSV import and export of prices (merchandisers) and stock (stations), DESIGN.md §11. */
export const bulkRoutes: FastifyPluginAsyncZod<{
  db: Db;
  tables: BulkTables;
  auditFor: (staffId: number) => AuditStep;
  /** After an import was written: every API process forgets its cached store reads. */
  published: () => void;
  /** A price import's row moving a price more than this many times up or down carries a warning. */
  priceChangeWarnFactor: number;
}> = async (app, { db, tables, auditFor, published, priceChangeWarnFactor }) => {
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: BULK_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  const sheetOf = (kind: 'price' | 'stock'): Sheet<ParsedRow> =>
    kind === 'price' ? priceSheet(tables, priceChangeWarnFactor) : stockSheet(tables);
  for (const kind of ['price', 'stock'] as const) {
    const call = kind === 'price' ? opsApi.priceImport : opsApi.stockImport;
    app.post(
      call.path,
      {
        config: { roles: call.roles },
        bodyLimit: BULK_IMPORT_MAX_BYTES,
        schema: {
          tags,
          summary:
            kind === 'price'
              ? 'Import base prices and unit price lists’ prices (USD) from CSV: itemCode, priceList, price'
              : 'Import storefront and on-board stock from CSV: itemCode, flightId (empty: storefront), quantity',
          description: importDescription,
          querystring: OpsBulkImportQuery,
          consumes: ['text/csv'],
          body: csvBody,
          response: responses({ 200: OpsBulkImportResult, 409: Problem }),
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        const result = await runImport(
          db,
          sheetOf(kind),
          request.body,
          request.query,
          auditFor(requireStaff(request).staffId),
        );
        if (result.applied && result.changed > 0) published();
        return result;
      },
    );
  }

  for (const kind of ['price', 'stock'] as const) {
    const call = kind === 'price' ? opsApi.priceExport : opsApi.stockExport;
    app.get(
      call.path,
      {
        config: { roles: call.roles },
        schema: {
          tags,
          summary:
            kind === 'price'
              ? 'Every base price and unit price list price as CSV (the import’s format)'
              : 'Every item’s storefront stock and every flight’s on-board stock as CSV (the import’s format)',
          produces: ['text/csv'],
          response: responses({
            200: z.string().meta({
              description:
                kind === 'price'
                  ? 'CSV: itemCode, name, priceList, priceListName, currency, price'
                  : 'CSV: itemCode, name, flightId, flight, quantity',
            }),
          }),
        },
      },
      async (_request, reply) =>
        reply
          .headers(noStore)
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${kind === 'price' ? 'prices' : 'stock'}.csv"`,
          )
          .send(kind === 'price' ? await exportPrices(tables) : await exportStock(tables)),
    );
  }
};
