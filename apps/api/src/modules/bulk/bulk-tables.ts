import type { Db } from '../../db/client';

/**
 * What imports and exports read and write, each part kept by the module that owns its table
 * (catalogue: items; pricing: unit price lists; flights; onboard: on-board stock). app.ts hands
 * them in, so this module reaches no other module's tables.
 */
export interface BulkTables {
  items: {
    lockByCodes(
      tx: Db,
      codes: readonly string[],
    ): Promise<{ id: number; itemCode: string; basePriceMinor: number; quantity: number; active: boolean }[]>;
    setItems(
      tx: Db,
      rows: readonly { id: number; basePriceMinor?: number; quantity?: number }[],
    ): Promise<void>;
    all(): Promise<
      { id: number; itemCode: string; name: string; basePriceMinor: number; quantity: number }[]
    >;
  };
  unitPrices: {
    unitLists(tx: Db, ids: readonly number[]): Promise<{ id: number; name: string }[]>;
    lockUnitPrices(
      tx: Db,
      listIds: readonly number[],
      itemIds: readonly number[],
    ): Promise<{ priceListId: number; itemId: number; amountMinor: number | null }[]>;
    setUnitPrices(
      tx: Db,
      rows: readonly { priceListId: number; itemId: number; amountMinor: number }[],
    ): Promise<void>;
    allUnitPrices(): Promise<
      { priceListId: number; priceListName: string; itemId: number; amountMinor: number | null }[]
    >;
  };
  flights: {
    flightsByIds(
      ids: readonly number[],
      tx?: Db,
    ): Promise<{ id: number; flightNumber: string; departureAt: Date }[]>;
  };
  onboardStock: {
    lock(
      tx: Db,
      flightIds: readonly number[],
      itemIds: readonly number[],
    ): Promise<{ flightId: number; itemId: number; quantity: number }[]>;
    set(tx: Db, rows: readonly { flightId: number; itemId: number; quantity: number }[]): Promise<void>;
    all(): Promise<{ flightId: number; itemId: number; quantity: number }[]>;
  };
}

/** Splits writes so one statement never carries too many parameters. */
export function* chunks<T>(rows: readonly T[], size = 2_000): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

export const noItem = 'itemCode: no item has this code';

/** A stock figure: a whole number from 0; else an error text. */
export function parseQuantity(raw: string): number | { error: string } {
  if (!/^\d{1,8}$/.test(raw)) return { error: 'quantity: a whole number from 0' };
  return Number(raw);
}
