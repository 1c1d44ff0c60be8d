/** Money is an integer count of minor units (cents); the wire carries decimals with two places. */
export type Minor = number;

/** Money between modules (DESIGN.md §4, §10): integer minor units; decimals exist at the HTTP edge only. */
export type Money = Minor;

/** Converts a wire decimal (e.g. 12.5) to minor units, rounding half away from zero. */
export function toMinor(amount: number): Minor {
  return roundHalfUpScaled(amount, 2);
}

/** Converts minor units back to a wire decimal with two places. */
export function fromMinor(minor: Minor): number {
  return Math.round(minor) / 100;
}

/**
 * Converts an amount in minor units from one currency to another through their rates to USD
 * (units of the currency per 1 USD), rounding half-up to the nearest minor unit.
 */
export function convertMinor(minor: Minor, fromRatePerUsd: number, toRatePerUsd: number): Minor {
  if (!(fromRatePerUsd > 0) || !(toRatePerUsd > 0)) throw new RangeError('Rates must be positive');
  if (fromRatePerUsd === toRatePerUsd) return minor;
  return roundHalfUpScaled((minor * toRatePerUsd) / fromRatePerUsd, 0);
}

/** Rounds a miles figure half-up to 2 places (spec §9). */
export function roundMiles(miles: number): number {
  return roundHalfUpScaled(miles, 2) / 100;
}

/**
 * Scales a number by 10^places and rounds half away from zero to an integer. The intermediate
 * toFixed(6) removes binary float noise, so 1.005 at 2 places gives 101, not 100.
 */
export function roundHalfUpScaled(value: number, places: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const shifted = Math.abs(value) * 10 ** places;
  const rounded = Math.round(Number(shifted.toFixed(6)));
  return value < 0 ? -rounded : rounded;
}

/**
 * A formatter per locale and kind, made once: building an `Intl.NumberFormat` costs far more than
 * formatting with it (a list page formats a hundred prices; on a phone each build took about 0.5 ms).
 */
const formatters = new Map<string, Intl.NumberFormat>();
const MAX_FORMATTERS = 32;

function formatter(kind: 'amount' | 'miles', locale: string): Intl.NumberFormat {
  const key = `${kind}:${locale}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: kind === 'amount' ? 2 : 0,
      maximumFractionDigits: 2,
      numberingSystem: 'latn',
    });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, format);
  }
  return format;
}

/**
 * Formats a wire amount with two decimals and thousands separators (spec §9) for a locale,
 * e.g. 1234.5 → "1,234.50". The currency code is shown by the caller.
 */
export function formatAmount(amount: number, locale = 'en'): string {
  return formatter('amount', locale).format(amount);
}

/** Formats a price with its currency code, e.g. "USD 1,234.50". */
export function formatPrice(amount: number, currencyCode: string, locale = 'en'): string {
  return `${currencyCode} ${formatAmount(amount, locale)}`;
}

/**
 * Formats miles one way everywhere (cards, cart, checkout, orders, e-mails): rounded half-up to
 * 2 places (spec §9), thousands separators, no trailing zeros, e.g. 1234.5 → "1,234.5", 12000 → "12,000".
 */
export function formatMiles(miles: number, locale = 'en'): string {
  return formatter('miles', locale).format(roundMiles(miles));
}
