import type { CartQuoteResponse } from '@dfs/contract/pricing';
import { clsx } from 'clsx';
import { useFormatters } from '../../../shared/format';
import { useTranslation } from '../../../shared/i18n';

interface CartTotalsProps {
  quote: Pick<CartQuoteResponse, 'currency' | 'subtotal' | 'discount' | 'total' | 'totalMiles'>;
  compact?: boolean;
}

/** Subtotal, discount and total in the quote's currency, and in miles when every line can be paid in miles. */
export function CartTotals({ quote, compact = false }: CartTotalsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <dl className={clsx('grid gap-2 text-sm', compact ? 'text-navy-800' : 'text-navy-900')}>
      <div className="flex justify-between gap-4">
        <dt>{t('cart.subtotal')}</dt>
        <dd className="tabular-nums">{format.price(quote.subtotal, quote.currency)}</dd>
      </div>
      {quote.discount > 0 && (
        <div className="flex justify-between gap-4 text-emerald-700">
          <dt>{t('cart.discount')}</dt>
          <dd className="tabular-nums" dir="ltr">
            −{format.price(quote.discount, quote.currency)}
          </dd>
        </div>
      )}
      <div
        className={clsx(
          'flex justify-between gap-4 border-t border-navy-100 pt-2 font-semibold text-navy-950',
          compact ? 'text-base' : 'text-lg',
        )}
      >
        <dt>{t('cart.total')}</dt>
        <dd className="text-end tabular-nums">
          {format.price(quote.total, quote.currency)}
          {quote.totalMiles !== null && (
            <span className="mt-0.5 block text-sm font-normal text-navy-600">
              {t('cart.totalMiles', { miles: format.miles(quote.totalMiles) })}
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}
