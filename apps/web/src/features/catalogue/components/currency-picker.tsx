import { useLocation, useNavigate } from 'react-router';
import { useCurrencyStore } from '../../../shared/currency-store';
import { useTranslation } from '../../../shared/i18n';
import { convertListPriceFilters } from '../../../shared/list-filters';
import { NativeSelect } from '../../../shared/ui/native-select';
import { useCurrencies } from '../api/get-currencies';

interface CurrencyPickerProps {
  variant: 'header' | 'drawer';
}

/**
 * Changing the currency refetches every query (wired in providers), so every price on screen follows;
 * a list's price filter in the address is converted to the new currency with it.
 */
export function CurrencyPicker({ variant }: CurrencyPickerProps) {
  const { t } = useTranslation();
  const { data: currencies = [] } = useCurrencies();
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const setCurrency = useCurrencyStore((s) => s.setCurrency);
  const location = useLocation();
  const navigate = useNavigate();
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
        if (!picked) return;
        const current = currencies.find((c) => c.id === currencyId);
        const converted =
          current &&
          convertListPriceFilters(new URLSearchParams(location.search), current.rateToUsd, picked.rateToUsd);
        if (converted) navigate({ search: converted }, { replace: true });
        setCurrency(picked.id, picked.currencyCode);
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
