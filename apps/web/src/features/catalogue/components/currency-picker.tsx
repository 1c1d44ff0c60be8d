import { useCurrencyStore } from '../../../shared/currency-store';
import { useTranslation } from '../../../shared/i18n';
import { NativeSelect } from '../../../shared/ui/native-select';
import { useCurrencies } from '../api/get-currencies';

interface CurrencyPickerProps {
  variant: 'header' | 'drawer';
}

/** Changing the currency refetches every query (wired in providers), so every price on screen follows. */
export function CurrencyPicker({ variant }: CurrencyPickerProps) {
  const { t } = useTranslation();
  const { data: currencies = [] } = useCurrencies();
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const setCurrency = useCurrencyStore((s) => s.setCurrency);
  if (currencies.length === 0) return null;
  return (
    <NativeSelect
      id={`currency-${variant}`}
      label={t('header.currency')}
      hideLabel={variant === 'header'}
      tone={variant === 'header' ? 'onDark' : 'onLight'}
      value={currencyId}
      onChange={(event) => {
        const picked = currencies.find((c) => c.id === Number(event.target.value));
        if (picked) setCurrency(picked.id, picked.currencyCode);
      }}
    >
      {currencies.map((currency) => (
        <option key={currency.id} value={currency.id}>
          {variant === 'header'
            ? currency.currencyCode
            : `${currency.currencyCode} · ${currency.currencyName}`}
        </option>
      ))}
    </NativeSelect>
  );
}
