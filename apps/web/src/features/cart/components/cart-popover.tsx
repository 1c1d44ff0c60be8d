import { mediaAtWidth } from '@dfs/contract/media';
import { ArrowRight, ShoppingBag, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { type CartEntry, selectEntries, useCartStore } from '../../../shared/cart-store';
import { useFormatters } from '../../../shared/format';
import { useTranslation } from '../../../shared/i18n';
import { defaultImageOf } from '../../../shared/product-display';
import { buttonClass } from '../../../shared/ui/button';
import { usePricedCart } from '../use-priced-cart';
import { CartTotals } from './cart-totals';
import { CartTriggerFace, cartTriggerClass } from './cart-trigger-face';

interface CartPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
}

/** The cart pop-up (spec §2): the lines with image, name, quantity and price, the totals, "Go to cart". */
export function CartPopover({ open, onOpenChange, count }: CartPopoverProps) {
  const { t } = useTranslation();
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger aria-label={t('header.cartWithCount', { count })} className={cartTriggerClass}>
        <CartTriggerFace count={count} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('cart.popover.title')}
          className="animate-fade-in z-50 flex max-h-[min(34rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-xl bg-white text-navy-950 shadow-2xl ring-1 ring-navy-950/10"
        >
          <CartPopoverBody onNavigate={() => onOpenChange(false)} />
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function CartPopoverBody({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const entries = useCartStore(useShallow(selectEntries));
  const { quote } = usePricedCart();

  return (
    <>
      <div className="flex items-center justify-between border-b border-navy-100 px-4 py-3">
        <p className="font-semibold">{t('cart.popover.title')}</p>
        <Popover.Close
          aria-label={t('header.closeMenu')}
          className="flex size-9 items-center justify-center rounded-full text-navy-600 hover:bg-navy-50"
        >
          <X aria-hidden="true" className="size-4" />
        </Popover.Close>
      </div>
      {entries.length === 0 ? (
        <div className="flex flex-col items-center px-6 py-8 text-center">
          <ShoppingBag aria-hidden="true" className="size-10 text-navy-300" strokeWidth={1.5} />
          <p className="mt-3 font-medium">{t('cart.empty')}</p>
          <Link to="/" onClick={onNavigate} className={buttonClass('outline', 'mt-4')}>
            {t('cart.startShopping')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="min-h-0 flex-1 divide-y divide-navy-100 overflow-y-auto px-4">
            {entries.map((entry) => (
              <PopoverLine
                key={entry.item.id}
                entry={entry}
                lineTotal={quote?.lines.find((line) => line.itemId === entry.item.id)?.lineTotal}
                currency={quote?.currency}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
          <div className="border-t border-navy-100 px-4 py-3">
            {quote && <CartTotals quote={quote} compact />}
            <Link to="/cart" onClick={onNavigate} className={buttonClass('primary', 'mt-3 w-full')}>
              {t('cart.popover.goToCart')}
              <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Link>
          </div>
        </>
      )}
    </>
  );
}

function PopoverLine({
  entry,
  lineTotal,
  currency,
  onNavigate,
}: {
  entry: CartEntry;
  lineTotal: number | undefined;
  currency: string | undefined;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { item, quantity, selected } = entry;
  const image = defaultImageOf(item);
  const price =
    selected && lineTotal !== undefined && currency
      ? format.price(lineTotal, currency)
      : format.price(item.offerPrice * quantity, item.currency);
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="size-14 shrink-0 overflow-hidden rounded-md border border-navy-100 bg-navy-50">
        {image && (
          <img
            src={mediaAtWidth(image, 160)}
            alt=""
            className="size-full object-contain p-1"
            loading="lazy"
          />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <Link
          to={`/product-detail/${item.id}`}
          onClick={onNavigate}
          className="line-clamp-2 text-sm font-medium hover:underline"
        >
          {item.name}
        </Link>
        <p className="mt-0.5 text-xs text-navy-600">{t('cart.popover.quantity', { count: quantity })}</p>
      </div>
      <p className={selected ? 'text-sm font-semibold tabular-nums' : 'text-sm text-navy-500 tabular-nums'}>
        {price}
      </p>
    </li>
  );
}
