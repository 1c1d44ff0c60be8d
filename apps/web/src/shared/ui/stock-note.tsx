import type { Product } from '@dfs/contract/catalogue';
import { stockState } from '@dfs/domain/cart-limits';
import { clsx } from 'clsx';
import { useTranslation } from '../i18n';

/**
 * "Only n left in stock - order soon." below 3, "Out of Stock" below 1 (spec §8); nothing otherwise. On
 * board, an item the flight does not carry says so instead: none of it is on this flight to sell out.
 */
export function StockNote({
  product,
  className,
}: {
  product: Pick<Product, 'quantity' | 'carriedOnFlight'>;
  className?: string;
}) {
  const { t } = useTranslation();
  if (product.carriedOnFlight === false) {
    return <p className={clsx('text-sm font-medium text-red-700', className)}>{t('onboard.notCarried')}</p>;
  }
  const state = stockState(product.quantity);
  if (state.kind === 'inStock') return null;
  return (
    <p
      className={clsx(
        'text-sm font-medium',
        state.kind === 'outOfStock' ? 'text-red-700' : 'text-amber-800',
        className,
      )}
    >
      {state.kind === 'outOfStock' ? t('product.outOfStock') : t('product.lowStock', { left: state.left })}
    </p>
  );
}
