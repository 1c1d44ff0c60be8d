import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectCartCount, useCartStore } from '../store';

export function CartButton() {
  const { t } = useTranslation();
  const count = useCartStore(selectCartCount);
  return (
    <Link
      to="/cart"
      aria-label={t('header.cartWithCount', { count })}
      className="relative flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
    >
      <ShoppingBag aria-hidden="true" className="size-6" strokeWidth={1.75} />
      <span
        aria-hidden="true"
        className="absolute -end-0.5 top-0.5 flex min-w-5 items-center justify-center rounded-full bg-gold-500 px-1 text-xs leading-5 font-bold text-navy-950"
      >
        {count}
      </span>
    </Link>
  );
}
