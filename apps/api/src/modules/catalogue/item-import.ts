import { createHash } from 'node:crypto';
import { ITEM_IMPORT_COLUMNS, type OpsItemImportResult } from '@dfs/contract/ops/bulk';
import { activeWithoutPrice } from '@dfs/domain/item-prices';
import { fromMinor, toMinor } from '@dfs/domain/money';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BadRequest, Conflict } from '../../errors';
import { activeNeedsPrice, priceCell, safeCell } from '../../shared/csv-cells';
import type { AuditStep } from '../audit/audit.service';
import { items } from './catalogue.schema';

/** Thrown inside the import's transaction to roll it back (a dry run, or a row failed). */
class RollBack extends Error {}

type Row = OpsItemImportResult['rows'][number];

function parseCell(column: string, raw: string): { value: unknown } | { error: string } {
  const value = raw.trim();
  if (column === 'price') {
    const price = priceCell(value);
    return typeof price === 'number' ? { value: price } : price;
  }
  if (column === 'quantity') {
    if (!/^\d{1,8}$/.test(value)) return { error: 'quantity: a whole number from 0' };
    return { value: Number(value) };
  }
  if (column === 'active') {
    if (!/^(true|false)$/i.test(value)) return { error: 'active: true or false' };
    return { value: value.toLowerCase() === 'true' };
  }
  return { value };
}

/**
 * Item price, stock and active flag from CSV: every row is checked and its change listed; the changes
 * are written (each item's version bumped, each change audited) only when no row failed and it is not a
 * dry run, all in one transaction: nothing is ever half-imported.
 */
export async function importItems(
  db: Db,
  csv: string,
  options: { dryRun: boolean; checksum?: string | undefined },
  record: AuditStep,
): Promise<OpsItemImportResult> {
  const { dryRun } = options;
  let records: string[][];
  try {
    records = parse(csv, { skip_empty_lines: true, relax_column_count: false, bom: true }) as string[][];
  } catch {
    throw new BadRequest('api.staff.csvUnreadable');
  }
  const [header, ...body] = records;
  const columns = (header ?? []).map((c) => c.trim());
  const unknown = columns.filter((c) => !(ITEM_IMPORT_COLUMNS as readonly string[]).includes(c));
  if (!columns.includes('itemCode') || unknown.length > 0 || new Set(columns).size !== columns.length)
    throw new BadRequest('api.staff.csvHeader');
  if (body.length === 0 || body.length > 20_000) throw new BadRequest('api.staff.csvRows');

  const rows: Row[] = [];
  let applied = false;
  let checksum = '';
  try {
    await db.transaction(async (tx) => {
      const codes = body.map((r) => (r[columns.indexOf('itemCode')] ?? '').trim());
      const found = await tx
        .select({
          id: items.id,
          itemCode: items.itemCode,
          basePriceMinor: items.basePriceMinor,
          quantity: items.quantity,
          active: items.active,
        })
        .from(items)
        .where(inArray(items.itemCode, codes.length ? codes : ['']))
        .orderBy(asc(items.id))
        .for('update');
      const byCode = new Map(found.map((f) => [f.itemCode, f]));
      // Of the current values of the items named: a dry run answers it; an apply sending it gets 409 if
      // any of them changed since.
      const hash = createHash('sha256');
      for (const f of found)
        hash.update(`${f.id}\u0000${f.basePriceMinor}\u0000${f.quantity}\u0000${f.active}\n`);
      checksum = hash.digest('hex');
      if (!dryRun && options.checksum && options.checksum !== checksum)
        throw new Conflict('api.staff.importStale');
      const seen = new Set<string>();
      for (const [index, cells] of body.entries()) {
        const itemCode = codes[index]!;
        const row: Row = { line: index + 2, itemCode, changes: {}, error: null };
        rows.push(row);
        const item = byCode.get(itemCode);
        if (!item) {
          row.error = 'itemCode: no item has this code';
          continue;
        }
        if (seen.has(itemCode)) {
          row.error = 'itemCode: listed twice';
          continue;
        }
        seen.add(itemCode);
        const current: Record<string, unknown> = {
          price: fromMinor(item.basePriceMinor),
          quantity: item.quantity,
          active: item.active,
        };
        const next: Record<string, unknown> = {};
        for (const [i, column] of columns.entries()) {
          if (column === 'itemCode' || column === 'name') continue;
          const parsed = parseCell(column, cells[i] ?? '');
          if ('error' in parsed) {
            row.error = parsed.error;
            break;
          }
          if (parsed.value !== current[column]) {
            next[column] = parsed.value;
            row.changes[column] = { before: current[column], after: parsed.value };
          }
        }
        if (row.error || Object.keys(next).length === 0) continue;
        if (activeWithoutPrice({ ...current, ...next } as { active: boolean; price: number })) {
          row.error = activeNeedsPrice;
          continue;
        }
        await tx
          .update(items)
          .set({
            ...(next.price === undefined ? {} : { basePriceMinor: toMinor(next.price as number) }),
            ...(next.quantity === undefined ? {} : { quantity: next.quantity as number }),
            ...(next.active === undefined ? {} : { active: next.active as boolean }),
            version: sql`${items.version} + 1`,
          })
          .where(eq(items.id, item.id));
        await record(tx, {
          action: 'update',
          entity: 'item',
          entityId: item.id,
          before: Object.fromEntries(Object.keys(next).map((k) => [k, current[k]])),
          after: next,
        });
      }
      if (dryRun || rows.some((r) => r.error)) throw new RollBack();
      applied = true;
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  return { applied, checksum, rows };
}

/** Every item's code, name, price, stock and active flag as CSV (the import's columns plus the name). */
export async function exportItems(db: Db): Promise<string> {
  const rows = await db
    .select({
      itemCode: items.itemCode,
      name: items.name,
      basePriceMinor: items.basePriceMinor,
      quantity: items.quantity,
      active: items.active,
    })
    .from(items)
    .orderBy(asc(items.itemCode));
  return stringify(
    rows.map((r) => [
      safeCell(r.itemCode),
      safeCell(r.name),
      fromMinor(r.basePriceMinor).toFixed(2),
      r.quantity,
      String(r.active),
    ]),
    { header: true, columns: ['itemCode', 'name', 'price', 'quantity', 'active'], record_delimiter: '\r\n' },
  );
}
