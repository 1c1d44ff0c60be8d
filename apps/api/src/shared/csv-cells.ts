import { parsePlainPrice } from '@dfs/domain/item-prices';

/** A spreadsheet must not run a cell as a formula (CSV injection): such cells get a leading quote. */
export const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A price cell of an import (items, prices): its value, or the row's error. */
export function priceCell(raw: string): number | { error: string } {
  return (
    parsePlainPrice(raw) ?? {
      error: 'price: a plain number from 0 to 1,000,000 with at most two decimals (such as 12.50, not 1e3)',
    }
  );
}

/** The row error of an import that would leave an item active without a price above 0. */
export const activeNeedsPrice = 'price: an active item needs a price above 0 (or make it inactive)';
