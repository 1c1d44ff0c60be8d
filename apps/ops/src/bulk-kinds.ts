import type { OpsBulkImportResult, OpsItemImportResult } from '@dfs/contract/ops/bulk';
import { opsApi } from '@dfs/contract/ops/paths';
import type { StaffRole } from '@dfs/contract/ops/roles';

/** What the Import / export screen imports and exports, and how a dry run's rows read. */
export type Kind = 'items' | 'prices' | 'stock';

/** One line of the dry-run table, whatever the kind of import. */
export interface Line {
  line: number;
  itemCode: string;
  target: string;
  before: string;
  after: string;
  error: string | null;
  /** What to check before applying (a price moving far); the row can still be applied. */
  warning: string | null;
  changed: boolean;
}

export const kinds: Record<
  Kind,
  {
    label: string;
    importCall: { path: string; roles: readonly StaffRole[] };
    exportCall: { path: string; roles: readonly StaffRole[] };
    file: string;
    columns: string;
  }
> = {
  items: {
    label: 'Items',
    importCall: opsApi.itemImport,
    exportCall: opsApi.itemExport,
    file: 'items.csv',
    columns: 'itemCode, and any of price (USD), quantity, active (true/false); name is ignored.',
  },
  prices: {
    label: 'Prices',
    importCall: opsApi.priceImport,
    exportCall: opsApi.priceExport,
    file: 'prices.csv',
    columns:
      'itemCode, priceList (base, or the id of a unit price list), price (USD); currency may be USD; name and priceListName are ignored.',
  },
  stock: {
    label: 'Stock',
    importCall: opsApi.stockImport,
    exportCall: opsApi.stockExport,
    file: 'stock.csv',
    columns:
      'itemCode, quantity, and flightId (empty: the storefront’s stock; a flight id: its on-board stock); name and flight are ignored.',
  },
};

const shown = (value: unknown) => (value === null || value === undefined ? '—' : String(value));
/** "1 row", "2 rows". */
export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** Most rows the dry-run table lists (errors first, then changes). */
export const ROWS_SHOWN = 500;

/** An item field's value as shown: prices with cents. */
const field = (name: string, value: unknown) =>
  name === 'price' && typeof value === 'number' ? value.toFixed(2) : shown(value);

export function itemLines(result: OpsItemImportResult): Line[] {
  return result.rows.map((r) => {
    const fields = Object.entries(r.changes);
    return {
      line: r.line,
      itemCode: r.itemCode,
      target: fields.map(([f]) => f).join(', '),
      before: fields.map(([f, c]) => `${f} ${field(f, c.before)}`).join('; '),
      after: fields.map(([f, c]) => `${f} ${field(f, c.after)}`).join('; '),
      error: r.error,
      warning: null,
      changed: fields.length > 0,
    };
  });
}

export function bulkLines(result: OpsBulkImportResult, kind: Kind): Line[] {
  const value = (n: number | null) => (n === null ? '—' : kind === 'prices' ? n.toFixed(2) : String(n));
  return result.rows.map((r) => ({
    ...r,
    before: value(r.before),
    after: value(r.after),
    changed: r.error === null && r.before !== r.after,
  }));
}
