import type { CartQuoteResponse } from '@dfs/contract/pricing';
import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { useFormatters } from '../../../shared/format';
import { useTranslation } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/button';

/** The checkout's order summary: the quoted lines, free items, discount and total (in miles when paid so). */
export function SummaryBody({
  quote,
  loading,
  failed,
  retry,
  showMiles,
  milesBalance,
}: {
  quote: CartQuoteResponse | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  /** Mile is the chosen payment: the total in miles is the main figure. */
  showMiles: boolean;
  milesBalance: number | null;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (loading) {
    return (
      <p className="mt-4 flex items-center gap-2 text-sm text-navy-600" role="status">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('checkout.loading')}
      </p>
    );
  }
  if (failed || !quote) {
    return (
      <div className="mt-4 text-sm" role="alert">
        <p className="text-red-800">{t('checkout.quoteError')}</p>
        <Button variant="outline" className="mt-3" onClick={retry}>
          {t('checkout.retry')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <ul className="mt-4 divide-y divide-navy-100">
        {quote.lines.map((line) => (
          <li key={line.itemId} className="flex justify-between gap-3 py-2.5 text-sm">
            <span className="text-navy-900">
              {line.name} <span className="text-navy-500">× {line.quantity}</span>
            </span>
            <span className="shrink-0 font-medium tabular-nums">
              {format.price(line.lineTotal, quote.currency)}
            </span>
          </li>
        ))}
        {quote.freeLines.map((line) => (
          <li key={`free-${line.itemId}`} className="flex justify-between gap-3 py-2.5 text-sm">
            <span className="text-navy-900">
              {line.name} <span className="text-navy-500">× {line.quantity}</span>
            </span>
            <span className="shrink-0 font-medium text-emerald-700">{t('checkout.free')}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 flex flex-col gap-1.5 border-t border-navy-100 pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-navy-600">{t('checkout.subtotal')}</dt>
          <dd className="tabular-nums">{format.price(quote.subtotal, quote.currency)}</dd>
        </div>
        {quote.discount > 0 ? (
          <div className="flex justify-between">
            <dt className="text-navy-600">{t('checkout.discount')}</dt>
            <dd className="tabular-nums text-emerald-700">−{format.price(quote.discount, quote.currency)}</dd>
          </div>
        ) : null}
        {showMiles && quote.totalMiles !== null ? (
          <>
            <div className="flex justify-between text-base font-semibold">
              <dt>{t('checkout.totalMiles')}</dt>
              <dd className="tabular-nums">
                {t('checkout.miles', { miles: format.miles(quote.totalMiles) })}
              </dd>
            </div>
            {milesBalance !== null ? (
              <div className="flex justify-between">
                <dt className="text-navy-600">{t('checkout.yourMilesBalance')}</dt>
                <dd
                  className={clsx(
                    'tabular-nums',
                    milesBalance < quote.totalMiles ? 'font-medium text-red-700' : 'text-navy-700',
                  )}
                >
                  {t('checkout.miles', { miles: format.miles(milesBalance) })}
                </dd>
              </div>
            ) : null}
            <div className="flex justify-between">
              <dt className="text-navy-600">{t('checkout.total')}</dt>
              <dd className="tabular-nums text-navy-700">{format.price(quote.total, quote.currency)}</dd>
            </div>
          </>
        ) : (
          <div className="flex justify-between text-base font-semibold">
            <dt>{t('checkout.total')}</dt>
            <dd className="tabular-nums">{format.price(quote.total, quote.currency)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}
