import { z } from 'zod';

/** Columns an item import may carry (the header row names them); itemCode is required, name is ignored (the export carries it). */
export const ITEM_IMPORT_COLUMNS = ['itemCode', 'name', 'price', 'quantity', 'active'] as const;
/** The largest import accepted (bytes). */
export const ITEM_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const OpsItemImportQuery = z
  .object({
    dryRun: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true')
      .meta({ description: 'true (the default): list each row’s change or error and write nothing' }),
  })
  .meta({
    description:
      'The request body is CSV (text/csv) with a header row: itemCode, and any of price, quantity, active',
  });

export const OpsItemImportResult = z
  .object({
    applied: z
      .boolean()
      .meta({ description: 'Whether the changes were written (never when any row failed)' }),
    rows: z.array(
      z.object({
        line: z.number().int().meta({ description: 'The CSV line (the header is line 1)' }),
        itemCode: z.string(),
        changes: z
          .record(z.string(), z.object({ before: z.unknown(), after: z.unknown() }))
          .meta({ description: 'Each changed field, before and after; empty: nothing to change' }),
        error: z.string().nullable().meta({ description: 'Why this row cannot be imported; null: it can' }),
      }),
    ),
  })
  .meta({ description: 'Every row of the import with its change or its error' });
export type OpsItemImportResult = z.infer<typeof OpsItemImportResult>;
