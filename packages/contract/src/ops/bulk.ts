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
    checksum: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional()
      .meta({
        description:
          'With dryRun=false: the checksum the dry run answered; if any item the file names changed since, 409 and nothing is written',
      }),
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
    checksum: z.string().meta({
      description: 'Of the current values of the items the file names; send it back with dryRun=false',
    }),
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

/**
 * Columns of a price import: itemCode, priceList and price are required. priceList is `base` (the
 * item's base price) or the id of a unit price list; prices are kept in USD, so currency, when given,
 * is USD. name and priceListName are ignored (the export carries them).
 */
export const PRICE_IMPORT_COLUMNS = [
  'itemCode',
  'name',
  'priceList',
  'priceListName',
  'currency',
  'price',
] as const;
export const PRICE_IMPORT_REQUIRED = ['itemCode', 'priceList', 'price'] as const;

/**
 * Columns of a stock import: itemCode and quantity are required. An empty or missing flightId is the
 * storefront's stock; a flight id is that flight's on-board stock. name and flight are ignored.
 */
export const STOCK_IMPORT_COLUMNS = ['itemCode', 'name', 'flightId', 'flight', 'quantity'] as const;
export const STOCK_IMPORT_REQUIRED = ['itemCode', 'quantity'] as const;

/** The largest price or stock import accepted (bytes); a larger body answers 413. */
export const BULK_IMPORT_MAX_BYTES = ITEM_IMPORT_MAX_BYTES;
/** The most rows one import may hold. */
export const BULK_IMPORT_MAX_ROWS = 20_000;

export const OpsBulkImportQuery = z
  .object({
    dryRun: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true')
      .meta({ description: 'true (the default): list each row’s change or error and write nothing' }),
    checksum: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional()
      .meta({
        description:
          'Required with dryRun=false: the checksum the dry run answered. If anything the file changes was changed since, the answer is 409 and nothing is written.',
      }),
  })
  .meta({ description: 'The request body is CSV (text/csv) with a header row' });
export type OpsBulkImportQuery = z.infer<typeof OpsBulkImportQuery>;

export const OpsBulkImportRow = z.object({
  line: z.number().int().meta({ description: 'The CSV line (the header is line 1)', example: 2 }),
  itemCode: z.string().meta({ example: 'PF-0017' }),
  target: z.string().meta({
    description: 'What the row sets: `base price`, `price list 3`, `storefront` or `flight 12`',
    example: 'base price',
  }),
  before: z.number().nullable().meta({ description: 'The value now; null: none yet', example: 42.5 }),
  after: z
    .number()
    .nullable()
    .meta({ description: 'The value the row sets; null when the row failed', example: 39.9 }),
  error: z.string().nullable().meta({ description: 'Why this row cannot be imported; null: it can' }),
  warning: z.string().nullable().meta({
    description:
      'What to check before applying, though the row may be imported (a price moving more than PRICE_CHANGE_WARN_FACTOR times up or down); null: nothing',
    example: null,
  }),
});
export type OpsBulkImportRow = z.infer<typeof OpsBulkImportRow>;

export const OpsBulkImportResult = z
  .object({
    applied: z
      .boolean()
      .meta({ description: 'Whether the changes were written (never when any row failed)' }),
    checksum: z.string().meta({
      description: 'Of the current values the file changes; send it back with dryRun=false to apply',
    }),
    changed: z.number().int().meta({ description: 'Rows whose value differs from the current one' }),
    rows: z.array(OpsBulkImportRow).meta({ description: 'Every row, in file order' }),
  })
  .meta({ description: 'Every row of the import with its change or its error' });
export type OpsBulkImportResult = z.infer<typeof OpsBulkImportResult>;
