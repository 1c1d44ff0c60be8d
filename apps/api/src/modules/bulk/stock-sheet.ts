import { STOCK_IMPORT_COLUMNS, STOCK_IMPORT_REQUIRED } from '@dfs/contract/ops/bulk';
import { stringify } from 'csv-stringify/sync';
import { safeCell } from '../../shared/csv-cells';
import type { Current, ParsedRow, Sheet } from './bulk-import';
import { type BulkTables, chunks, noItem, parseQuantity } from './bulk-tables';

interface StockRow extends ParsedRow {
  /** null: the storefront's (warehouse) stock. */
  flightId: number | null;
}

export const storefrontStock = 'storefront';
const flightTarget = (id: number) => `flight ${id}`;
const flightName = (f: { flightNumber: string; departureAt: Date }) =>
  `${f.flightNumber} ${f.departureAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The storefront's stock of each item, and each flight's on-board stock. */
export function stockSheet(tables: BulkTables): Sheet<StockRow> {
  const itemIds = new Map<string, number>();
  return {
    entity: 'stockImport',
    columns: STOCK_IMPORT_COLUMNS,
    required: STOCK_IMPORT_REQUIRED,
    parse(cell) {
      const itemCode = cell('itemCode');
      if (!itemCode) return { error: 'itemCode: empty' };
      const flight = cell('flightId');
      if (!/^([1-9]\d{0,8})?$/.test(flight))
        return { error: 'flightId: empty (the storefront) or the id of a flight' };
      const quantity = parseQuantity(cell('quantity'));
      if (typeof quantity !== 'number') return quantity;
      const flightId = flight === '' ? null : Number(flight);
      return {
        itemCode,
        flightId,
        target: flightId === null ? storefrontStock : flightTarget(flightId),
        after: quantity,
      };
    },
    async current(tx, rows): Promise<Current[]> {
      const items = await tables.items.lockByCodes(
        tx,
        rows.map((r) => r.itemCode),
      );
      const byCode = new Map(items.map((i) => [i.itemCode, i]));
      for (const item of items) itemIds.set(item.itemCode, item.id);
      const wanted = [...new Set(rows.flatMap((r) => (r.flightId === null ? [] : [r.flightId])))];
      const flights = new Set((await tables.flights.flightsByIds(wanted, tx)).map((f) => f.id));
      const stock = await tables.onboardStock.lock(
        tx,
        [...flights],
        items.map((i) => i.id),
      );
      const carried = new Map(stock.map((s) => [`${s.flightId}:${s.itemId}`, s.quantity]));
      return rows.map((row) => {
        const item = byCode.get(row.itemCode);
        if (!item) return { error: noItem };
        if (row.flightId === null) return { before: item.quantity };
        if (!flights.has(row.flightId)) return { error: 'flightId: no flight has this id' };
        return { before: carried.get(`${row.flightId}:${item.id}`) ?? null };
      });
    },
    async write(tx, changes) {
      const id = (code: string) => itemIds.get(code)!;
      await tables.items.setItems(
        tx,
        changes
          .filter((c) => c.row.flightId === null)
          .map((c) => ({ id: id(c.row.itemCode), quantity: c.row.after })),
      );
      const carried = changes
        .filter((c) => c.row.flightId !== null)
        .map((c) => ({ flightId: c.row.flightId!, itemId: id(c.row.itemCode), quantity: c.row.after }));
      for (const part of chunks(carried)) await tables.onboardStock.set(tx, part);
    },
  };
}

/** Every item's storefront stock, then every flight's on-board stock, as CSV in the import's format. */
export async function exportStock(tables: BulkTables): Promise<string> {
  const items = await tables.items.all();
  const byId = new Map(items.map((i) => [i.id, i]));
  const rows: (string | number)[][] = items.map((i) => [
    safeCell(i.itemCode),
    safeCell(i.name),
    '',
    '',
    i.quantity,
  ]);
  const onboard = await tables.onboardStock.all();
  const flights = new Map(
    (await tables.flights.flightsByIds([...new Set(onboard.map((s) => s.flightId))])).map((f) => [f.id, f]),
  );
  for (const s of onboard) {
    const item = byId.get(s.itemId);
    const flight = flights.get(s.flightId);
    if (!item || !flight) continue;
    rows.push([safeCell(item.itemCode), safeCell(item.name), s.flightId, flightName(flight), s.quantity]);
  }
  return stringify(rows, { header: true, columns: [...STOCK_IMPORT_COLUMNS], record_delimiter: '\r\n' });
}
