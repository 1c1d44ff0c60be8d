import { PRICE_IMPORT_COLUMNS, PRICE_IMPORT_REQUIRED } from '@dfs/contract/ops/bulk';
import { activeWithoutPrice, priceMovesBeyond } from '@dfs/domain/item-prices';
import { fromMinor, toMinor } from '@dfs/domain/money';
import { stringify } from 'csv-stringify/sync';
import { activeNeedsPrice, priceCell, safeCell } from '../../shared/csv-cells';
import type { Current, ParsedRow, Sheet } from './bulk-import';
import { type BulkTables, chunks, noItem } from './bulk-tables';

interface PriceRow extends ParsedRow {
  /** null: the item's base price. */
  listId: number | null;
}

export const basePrice = 'base price';
const listTarget = (id: number) => `price list ${id}`;

/**
 * Base prices (items) and unit price lists' prices, in USD, per item. A row whose price moves more
 * than `warnFactor` times up or down from the current one is imported with a warning.
 */
export function priceSheet(tables: BulkTables, warnFactor: number): Sheet<PriceRow> {
  const itemIds = new Map<string, number>();
  return {
    entity: 'priceImport',
    columns: PRICE_IMPORT_COLUMNS,
    required: PRICE_IMPORT_REQUIRED,
    parse(cell) {
      const itemCode = cell('itemCode');
      if (!itemCode) return { error: 'itemCode: empty' };
      const list = cell('priceList');
      if (!/^(base|[1-9]\d{0,8})$/i.test(list))
        return { error: 'priceList: `base` or the id of a unit price list' };
      if (!/^(usd)?$/i.test(cell('currency')))
        return { error: 'currency: prices are kept in USD (other currencies follow the exchange rates)' };
      const price = priceCell(cell('price'));
      if (typeof price !== 'number') return price;
      const listId = /^base$/i.test(list) ? null : Number(list);
      // An item sells at its unit price while the list is open: never for nothing.
      if (listId !== null && price === 0) return { error: 'price: a unit price list’s price is above 0' };
      return { itemCode, listId, target: listId === null ? basePrice : listTarget(listId), after: price };
    },
    async current(tx, rows): Promise<Current[]> {
      const items = await tables.items.lockByCodes(
        tx,
        rows.map((r) => r.itemCode),
      );
      const byCode = new Map(items.map((i) => [i.itemCode, i]));
      for (const item of items) itemIds.set(item.itemCode, item.id);
      const listIds = [...new Set(rows.flatMap((r) => (r.listId === null ? [] : [r.listId])))];
      const lists = new Set((await tables.unitPrices.unitLists(tx, listIds)).map((l) => l.id));
      const prices = await tables.unitPrices.lockUnitPrices(
        tx,
        [...lists],
        items.map((i) => i.id),
      );
      const priceOf = new Map(prices.map((p) => [`${p.priceListId}:${p.itemId}`, p.amountMinor]));
      return rows.map((row) => {
        const item = byCode.get(row.itemCode);
        if (!item) return { error: noItem };
        if (row.listId === null)
          return activeWithoutPrice({ active: item.active, price: row.after })
            ? { error: activeNeedsPrice }
            : { before: fromMinor(item.basePriceMinor) };
        if (!lists.has(row.listId)) return { error: 'priceList: no unit price list has this id' };
        const minor = priceOf.get(`${row.listId}:${item.id}`);
        return { before: minor === undefined || minor === null ? null : fromMinor(minor) };
      });
    },
    warn(row, before) {
      if (before === null || !priceMovesBeyond(before, row.after, warnFactor)) return null;
      return `price: ${before.toFixed(2)} → ${row.after.toFixed(2)} moves more than ${warnFactor} times up or down: check it before applying`;
    },
    async write(tx, changes) {
      const id = (code: string) => itemIds.get(code)!;
      await tables.items.setItems(
        tx,
        changes
          .filter((c) => c.row.listId === null)
          .map((c) => ({ id: id(c.row.itemCode), basePriceMinor: toMinor(c.row.after) })),
      );
      const listed = changes
        .filter((c) => c.row.listId !== null)
        .map((c) => ({
          priceListId: c.row.listId!,
          itemId: id(c.row.itemCode),
          amountMinor: toMinor(c.row.after),
        }));
      for (const part of chunks(listed)) await tables.unitPrices.setUnitPrices(tx, part);
    },
  };
}

/** Every item's base price, then every unit price list's prices, as CSV in the import's format. */
export async function exportPrices(tables: BulkTables): Promise<string> {
  const items = await tables.items.all();
  const byId = new Map(items.map((i) => [i.id, i]));
  const rows: string[][] = items.map((i) => [
    safeCell(i.itemCode),
    safeCell(i.name),
    'base',
    '',
    'USD',
    fromMinor(i.basePriceMinor).toFixed(2),
  ]);
  for (const p of await tables.unitPrices.allUnitPrices()) {
    const item = byId.get(p.itemId);
    if (!item || p.amountMinor === null) continue;
    rows.push([
      safeCell(item.itemCode),
      safeCell(item.name),
      String(p.priceListId),
      safeCell(p.priceListName),
      'USD',
      fromMinor(p.amountMinor).toFixed(2),
    ]);
  }
  return stringify(rows, { header: true, columns: [...PRICE_IMPORT_COLUMNS], record_delimiter: '\r\n' });
}
