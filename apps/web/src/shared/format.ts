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
