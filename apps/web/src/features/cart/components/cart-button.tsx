import { lazy, Suspense, useState } from 'react';
import { selectCartCount, useCartStore } from '../../../shared/cart-store';
import { useTranslation } from '../../../shared/i18n';
import { useCartFollowsSelection } from '../refresh-cart-items';
import { CartTriggerFace, cartTriggerClass } from './cart-trigger-face';

const loadPopover = () => import('./cart-popover');
// The pop-up (Radix Popover and the quote) loads on first use, keeping it out of the shell chunk.
const CartPopover = lazy(() => loadPopover().then((m) => ({ default: m.CartPopover })));

/** The header's cart button: the unit count, and on click the cart pop-up. */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCartStore(selectCartCount);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // The header is on every page, so the cart follows currency and language changes from here.
  useCartFollowsSelection();

  const plainButton = (
    <button
      type="button"
      aria-label={t('header.cartWithCount', { count })}
      aria-haspopup="dialog"
      aria-expanded={open}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => {
        setLoaded(true);
        setOpen(true);
      }}
      className={cartTriggerClass}
    >
      <CartTriggerFace count={count} />
    </button>
  );
  if (!loaded) return plainButton;
  return (
    <Suspense fallback={plainButton}>
      <CartPopover open={open} onOpenChange={setOpen} count={count} />
    </Suspense>
  );
}
