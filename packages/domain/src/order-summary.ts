import type { Money } from './money';

/**
 * The amounts an order's summary shows under its lines, so that they always add up as read:
 * subtotal = the lines as listed (each at the price charged), subtotal − discount = total. The
 * discount is what comes off below the lines (a promotion's bundles); prices already in a line are
 * not taken off a second time.
 */
export function orderSummaryAmounts(
  lineTotalsMinor: readonly Money[],
  totalMinor: Money,
): { subtotalMinor: Money; discountMinor: Money; totalMinor: Money } {
  const subtotalMinor = lineTotalsMinor.reduce((sum, line) => sum + line, 0);
  return { subtotalMinor, discountMinor: Math.max(0, subtotalMinor - totalMinor), totalMinor };
}
