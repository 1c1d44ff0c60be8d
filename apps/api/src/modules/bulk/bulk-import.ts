import { createHash } from 'node:crypto';
import {
  BULK_IMPORT_MAX_ROWS,
  type OpsBulkImportResult,
  type OpsBulkImportRow,
} from '@dfs/contract/ops/bulk';
import { parse } from 'csv-parse/sync';
import { type Db, inTransaction } from '../../db/client';
import { BadRequest, Conflict } from '../../errors';
import type { AuditStep } from '../audit/audit.service';

/** A row that parsed: what it names and the value it sets. */
export interface ParsedRow {
  itemCode: string;
  target: string;
  after: number;
}

/** A parsed row's value now, or why it cannot be imported (an unknown item, list or flight). */
export type Current = { before: number | null } | { error: string };

/** One kind of import (prices, stock): its columns, how a row reads, and how its values are kept. */
export interface Sheet<P extends ParsedRow> {
  /** The audit entity of an import of this kind. */
  entity: string;
  columns: readonly string[];
  required: readonly string[];
  /** A row's cells by column name ('' for a column the file leaves out). */
  parse(cell: (column: string) => string): P | { error: string };
  /** Reads (and locks) the current values of the rows, in their order. */
  current(tx: Db, rows: readonly P[]): Promise<Current[]>;
  /** What to check in a row that may be imported (a large price move), else null. */
  warn?(row: P, before: number | null): string | null;
  /** Writes the rows whose value changes. */
  write(tx: Db, rows: readonly { row: P; before: number | null }[]): Promise<void>;
}

/** Most changed rows listed in the import's audit entry, as "itemCode target": value (the count is always there). */
const AUDITED_ROWS = 5_000;

function readCsv(csv: string, sheet: Sheet<ParsedRow>): { columns: string[]; body: string[][] } {
  let records: string[][];
  try {
    records = parse(csv, { skip_empty_lines: true, relax_column_count: false, bom: true }) as string[][];
  } catch {
    throw new BadRequest('api.staff.csvUnreadable');
  }
  const [header, ...body] = records;
  const columns = (header ?? []).map((c) => c.trim());
  if (
    columns.some((c) => !sheet.columns.includes(c)) ||
    sheet.required.some((c) => !columns.includes(c)) ||
    new Set(columns).size !== columns.length
  )
    throw new BadRequest('api.staff.csvColumns', undefined, {
      required: sheet.required.join(', '),
      optional: sheet.columns.filter((c) => !sheet.required.includes(c)).join(', '),
    });
  if (body.length === 0 || body.length > BULK_IMPORT_MAX_ROWS) throw new BadRequest('api.staff.csvRows');
  return { columns, body };
}

/**
 * A CSV import (prices, stock): every row is checked and its change listed. A dry run writes nothing
 * and answers a checksum of the current values the file changes. Applying needs that checksum: if any
 * of those values changed since, 409. It writes only when no row failed, all in one transaction with
 * one audit entry: nothing is ever half-imported.
 */
export async function runImport<P extends ParsedRow>(
  db: Db,
  sheet: Sheet<P>,
  csv: string,
  options: { dryRun: boolean; checksum?: string | undefined },
  record: AuditStep,
): Promise<OpsBulkImportResult> {
  if (!options.dryRun && !options.checksum) throw new BadRequest('api.staff.importChecksum');
  const { columns, body } = readCsv(csv, sheet as Sheet<ParsedRow>);
  const rows: OpsBulkImportRow[] = [];
  const parsed: { index: number; row: P }[] = [];
  const seen = new Set<string>();
  for (const [index, cells] of body.entries()) {
    const cell = (column: string) => {
      const at = columns.indexOf(column);
      return at < 0 ? '' : (cells[at] ?? '').trim();
    };
    const row = sheet.parse(cell);
    const base = { line: index + 2, itemCode: cell('itemCode'), before: null, after: null, warning: null };
    if ('error' in row) {
      rows.push({ ...base, target: '', error: row.error });
      continue;
    }
    const key = `${row.itemCode}\u0000${row.target}`;
    rows.push({
      ...base,
      target: row.target,
      error: seen.has(key) ? 'listed twice (same item and target)' : null,
    });
    if (seen.has(key)) continue;
    seen.add(key);
    parsed.push({ index, row });
  }

  return inTransaction(db, async (tx) => {
    const current = await sheet.current(
      tx,
      parsed.map((p) => p.row),
    );
    const changes: { row: P; before: number | null }[] = [];
    const hash = createHash('sha256');
    for (const [i, { index, row }] of parsed.entries()) {
      const now = current[i]!;
      const listed = rows[index]!;
      if ('error' in now) {
        listed.error = now.error;
        continue;
      }
      listed.before = now.before;
      listed.after = row.after;
      listed.warning = sheet.warn?.(row, now.before) ?? null;
      hash.update(`${row.itemCode}\u0000${row.target}\u0000${now.before}\n`);
      if (now.before !== row.after) changes.push({ row, before: now.before });
    }
    const checksum = hash.digest('hex');
    const result = { applied: false, checksum, changed: changes.length, rows };
    if (options.dryRun) return result;
    if (options.checksum !== checksum) throw new Conflict('api.staff.importStale');
    if (rows.some((r) => r.error)) return result;
    await sheet.write(tx, changes);
    const listed = changes.slice(0, AUDITED_ROWS);
    await record(tx, {
      action: 'update',
      entity: sheet.entity,
      entityId: checksum.slice(0, 16),
      before: {
        rows: body.length,
        changed: changes.length,
        values: Object.fromEntries(listed.map((c) => [`${c.row.itemCode} ${c.row.target}`, c.before])),
      },
      after: {
        rows: body.length,
        changed: changes.length,
        values: Object.fromEntries(listed.map((c) => [`${c.row.itemCode} ${c.row.target}`, c.row.after])),
      },
    });
    return { ...result, applied: true };
  });
}
