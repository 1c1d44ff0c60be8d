import type { Product } from '@dfs/contract/catalogue';
import { clsx } from 'clsx';
import { useFormatters } from '../format';
import { useTranslation } from '../i18n';

interface ProductPriceProps {
  product: Pick<Product, 'currency' | 'currentPrice' | 'offerPrice' | 'milesForRedeem'>;
  size?: 'card' | 'detail';
  className?: string;
}

/** The price in the product's own currency, the pre-offer price struck through, and miles when redeemable. */
export function ProductPrice({ product, size = 'card', className }: ProductPriceProps) {
  const { t } = useTranslation();
  const { price, miles } = useFormatters();
  const discounted = product.offerPrice < product.currentPrice;
  return (
    <div className={clsx('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span
        dir="ltr"
        className={clsx(
          'font-semibold text-navy-950',
          size === 'detail' ? 'text-2xl lg:text-3xl' : 'text-base',
          discounted && 'text-red-700',
        )}
      >
        {discounted && <span className="sr-only">{t('product.nowPrice')} </span>}
        {price(product.offerPrice, product.currency)}
      </span>
      {discounted && (
        <s dir="ltr" className={clsx('text-navy-500', size === 'detail' ? 'text-base' : 'text-sm')}>
          <span className="sr-only">{t('product.wasPrice')} </span>
          {price(product.currentPrice, product.currency)}
        </s>
      )}
      {product.milesForRedeem ? (
        <span className={clsx('text-navy-600', size === 'detail' ? 'text-base' : 'text-sm')}>
          {t('product.orMiles', { miles: miles(product.milesForRedeem) })}
        </span>
      ) : null}
    </div>
  );
}
