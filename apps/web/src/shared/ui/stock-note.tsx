import { stockState } from '@dfs/domain/cart-limits';
import { clsx } from 'clsx';
import { useTranslation } from '../i18n';

/** "Only n left in stock - order soon." below 3, "Out of Stock" below 1 (spec §8); nothing otherwise. */
export function StockNote({ quantity, className }: { quantity: number; className?: string }) {
  const { t } = useTranslation();
  const state = stockState(quantity);
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
