import { z } from 'zod';

export const AuditLogQuery = z
  .object({
    page: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000)
      .default(1)
      .meta({ description: 'Page number, from 1', example: 1 }),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(200)
      .default(50)
      .meta({ description: 'Rows per page', example: 50 }),
    staffId: z.coerce
      .number()
      .int()
      .positive()
      .optional()
      .meta({ description: 'Only changes by this staff member', example: 2 }),
    entity: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .meta({ description: 'Only changes to this kind of record', example: 'item' }),
    from: z.iso
      .date()
      .optional()
      .meta({ description: 'From this day (UTC, inclusive)', example: '2026-11-01' }),
    to: z.iso
      .date()
      .optional()
      .meta({ description: 'Up to this day (UTC, inclusive)', example: '2026-11-30' }),
  })
  .meta({ description: 'Filters of the audit log' });
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

export const AuditLogExportQuery = AuditLogQuery.omit({ page: true, pageSize: true }).meta({
  description: 'Filters of the audit log export (every matching row, newest first, at most 50 000)',
});
export type AuditLogExportQuery = z.infer<typeof AuditLogExportQuery>;

export const AuditEntry = z
  .object({
    id: z.number().int().meta({ description: 'The entry id', example: 41 }),
    at: z
      .string()
      .meta({ description: 'When the change was committed (ISO 8601)', example: '2026-11-23T21:04:05.000Z' }),
    staffId: z.number().int().meta({ description: 'Who made the change', example: 2 }),
    staffName: z.string().meta({ description: 'Their display name', example: 'Mina Tesfaye' }),
    action: z.string().meta({ description: 'What was done', example: 'update' }),
    entity: z.string().meta({ description: 'The kind of record changed', example: 'item' }),
    entityId: z.string().meta({ description: 'The id of the record changed', example: '17' }),
    before: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: 'The changed fields before (null for a new record)' }),
    after: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: 'The changed fields after (null for a removal)' }),
  })
  .meta({ description: 'One staff change' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogPage = z
  .object({
    rows: z.array(AuditEntry).meta({ description: 'This page, newest first' }),
    total: z.number().int().meta({ description: 'Rows matching the filters', example: 120 }),
    page: z.number().int().meta({ description: 'This page number', example: 1 }),
    pageSize: z.number().int().meta({ description: 'Rows per page', example: 50 }),
  })
  .meta({ description: 'A page of the audit log' });
export type AuditLogPage = z.infer<typeof AuditLogPage>;
