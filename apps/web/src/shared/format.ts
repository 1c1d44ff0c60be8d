import { formatPrice, roundMiles } from '@dfs/domain/money';
import { useTranslation } from 'react-i18next';
import { useCurrencyStore } from './currency-store';

/** Formats miles rounded to 2 places (spec §9), e.g. 1234.5 → "1,234.5". */
export function formatMiles(miles: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2, numberingSystem: 'latn' }).format(
    roundMiles(miles),
  );
}

/** Price and miles formatters bound to the active language and selected currency. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const currencyCode = useCurrencyStore((s) => s.currencyCode);
  const locale = i18n.resolvedLanguage ?? 'en';
  return {
    price: (amount: number, code: string = currencyCode) => formatPrice(amount, code, locale),
    miles: (miles: number) => formatMiles(miles, locale),
  };
}

/**
 * A departure time as the airport's wall clock: the ISO string carries the local time and its offset
 * (DESIGN.md §4), so the local part is formatted as it stands, in the reader's language.
 */
export function formatLocalDateTime(iso: string, locale = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    numberingSystem: 'latn',
  }).format(new Date(Date.UTC(y, mo - 1, d, h, mi)));
}
