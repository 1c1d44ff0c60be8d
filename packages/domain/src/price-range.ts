/** A price filter's bounds, in one currency; either may be absent. */
export interface PriceRange {
  min?: number | undefined;
  max?: number | undefined;
}

/** Whether a price range can match nothing by construction: its lowest bound is above its highest. */
export function isPriceRangeInverted({ min, max }: PriceRange): boolean {
  return min !== undefined && max !== undefined && min > max;
}

/**
 * The same range in another currency, from each currency's units per US dollar. The bounds widen to
 * whole units (the lowest down, the highest up), so a product on a bound stays in after the switch.
 */
export function convertPriceRange(range: PriceRange, fromRateToUsd: number, toRateToUsd: number): PriceRange {
  const factor = toRateToUsd / fromRateToUsd;
  // Rounded to the cent first, so 50 × 0.92 / 0.92 stays 50 and does not drift to 50.000000001.
  const convert = (amount: number) => Math.round(amount * factor * 100) / 100;
  return {
    min: range.min === undefined ? undefined : Math.floor(convert(range.min)),
    max: range.max === undefined ? undefined : Math.ceil(convert(range.max)),
  };
}
