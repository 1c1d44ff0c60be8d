import type { Product } from '@dfs/contract/catalogue';
import { checkAdd } from '@dfs/domain/cart-limits';
import { purchaseConfirmationFor } from '@dfs/domain/regulated-items';
import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCartStore } from '../../../shared/cart-store';
import { useTranslation } from '../../../shared/i18n';
import type { ProductActionsProps } from '../../../shared/product-actions';
import { showToast } from '../../../shared/toast';
import { buttonClass } from '../../../shared/ui/button';
import { isConfirmedOnPage, rememberConfirmation } from '../confirmations-on-page';
import type { ConfirmationKind } from './purchase-confirmation-dialog';

// The dialogs (Radix Dialog) load when a restricted item is first added, keeping them out of the shell chunk.
const PurchaseConfirmationDialog = lazy(() =>
  import('./purchase-confirmation-dialog').then((m) => ({ default: m.PurchaseConfirmationDialog })),
);

/** Spec §9: warnings stay 5 s, the add confirmation 1 s, and the cart opens about 0.7 s after an add. */
const WARNING_TOAST_MS = 5000;
const ADDED_TOAST_MS = 1000;
const GO_TO_CART_AFTER_MS = 700;
/** The add confirmation cuts the product name to 10 characters (spec §4). */
const TOAST_NAME_LENGTH = 10;

// Cards are as narrow as 9 rem on phones: tighter padding keeps "Add to cart" on one line.
const cardButtonClass =
  'inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-md bg-navy-900 px-2 text-sm font-semibold whitespace-nowrap text-white transition-colors hover:bg-navy-700 disabled:cursor-not-allowed disabled:opacity-60';

/** The add-to-cart control of product cards ('card') and the product detail page ('detail'). */
export function AddToCart({ product, quantity, variant }: ProductActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key: pageKey } = useLocation();
  const add = useCartStore((s) => s.add);
  const [asking, setAsking] = useState<ConfirmationKind | null>(null);
  const goToCartTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(goToCartTimer.current), []);
  // Set from the add until the cart opens: a double click (two click events) adds one unit, not two.
  // A ref, not state, so the second click of the pair sees it even before React renders again.
  const adding = useRef(false);
  const [added, setAdded] = useState(false);

  const soldOut = product.quantity < 1;

  const addNow = (item: Product) => {
    if (adding.current) return;
    adding.current = true;
    setAdded(true);
    add(item, quantity);
    showToast('success', t('cart.toast.added', { name: item.name.slice(0, TOAST_NAME_LENGTH) }), {
      duration: ADDED_TOAST_MS,
    });
    window.clearTimeout(goToCartTimer.current);
    goToCartTimer.current = window.setTimeout(() => navigate('/cart'), GO_TO_CART_AFTER_MS);
  };

  const onAdd = () => {
    if (adding.current) return;
    const inCart = useCartStore.getState().entries[product.id]?.quantity ?? 0;
    const check = checkAdd(product, inCart, quantity);
    if (!check.ok) {
      if (check.reason === 'outOfStock') {
        showToast('error', t('cart.toast.outOfStock', { n: check.stock }), { duration: WARNING_TOAST_MS });
      } else {
        showToast('warning', t('cart.toast.maxOrder', { limit: check.limit, n: check.inCart }), {
          duration: WARNING_TOAST_MS,
        });
      }
      return;
    }
    const confirmation = purchaseConfirmationFor(product);
    if (confirmation !== 'none' && !isConfirmedOnPage(pageKey, product.id, confirmation)) {
      setAsking(confirmation);
      return;
    }
    addNow(product);
  };

  const onConfirm = () => {
    if (asking) rememberConfirmation(pageKey, product.id, asking);
    setAsking(null);
    addNow(product);
  };

  return (
    <>
      <button
        type="button"
        disabled={soldOut}
        aria-disabled={added || undefined}
        onClick={onAdd}
        className={variant === 'detail' ? buttonClass('primary', 'w-full') : cardButtonClass}
      >
        <ShoppingBag aria-hidden="true" className={variant === 'detail' ? 'size-5' : 'size-4'} />
        {product.carriedOnFlight === false
          ? t('onboard.notCarried')
          : soldOut
            ? t('cart.outOfStock')
            : t('cart.addToCart')}
      </button>
      {asking && (
        <Suspense fallback={null}>
          <PurchaseConfirmationDialog
            kind={asking}
            productName={product.name}
            onConfirm={onConfirm}
            onExit={() => setAsking(null)}
          />
        </Suspense>
      )}
    </>
  );
}
