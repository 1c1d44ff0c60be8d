import type { CartQuoteResponse } from '@dfs/contract/pricing';
import { clsx } from 'clsx';
import { ArrowRight, LoaderCircle, ShoppingBag } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { isApiError } from '../../../shared/api-client';
import { type CartEntry, selectEntries, useCartStore } from '../../../shared/cart-store';
import { useCurrencyStore } from '../../../shared/currency-store';
import { useTranslation } from '../../../shared/i18n';
import { defaultImageOf } from '../../../shared/product-display';
import { useSessionStore } from '../../../shared/session-store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useItemDetail } from '../api/get-item-detail';
import { usePricedCart } from '../use-priced-cart';
import { CartLine, FreeLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { PromoCodeForm } from './promo-code-form';

/** /cart: the lines priced by the server (selected lines only), promo code, totals and checkout. */
export function CartPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.cart'));
  const entries = useCartStore(useShallow(selectEntries));

  return (
    <section className="container-page py-8 lg:py-12" aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-navy-950 lg:text-3xl">
        {t('pages.cart')}
      </h1>
      {entries.length === 0 ? <EmptyCart /> : <FilledCart entries={entries} />}
    </section>
  );
}

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className="mt-8 flex flex-col items-center rounded-xl border border-dashed border-navy-200 px-6 py-14 text-center">
      <ShoppingBag aria-hidden="true" className="size-12 text-navy-300" strokeWidth={1.5} />
      <p className="mt-4 text-lg font-semibold text-navy-950">{t('cart.empty')}</p>
      <p className="mt-1 max-w-sm text-navy-600">{t('cart.emptyHint')}</p>
      <ButtonLink to="/" className="mt-6">
        {t('cart.startShopping')}
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </ButtonLink>
    </div>
  );
}

function FilledCart({ entries }: { entries: CartEntry[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isSignedIn = useSessionStore((s) => s.isSignedIn);
  const selectAll = useCartStore((s) => s.selectAll);
  const moveSelectedToSummary = useCartStore((s) => s.moveSelectedToSummary);
  const { request, quote, query } = usePricedCart();
  const currencyId = useCurrencyStore((s) => s.currencyId);
  // Free items that are not in the cart themselves are read once for their images.
  const freeItemIds = [...new Set((quote?.freeLines ?? []).map((line) => line.itemId))]
    .filter((id) => !entries.some((entry) => entry.item.id === id))
    .sort((a, b) => a - b);
  const freeItems = useItemDetail(freeItemIds, currencyId).data ?? [];
  const imageOf = (itemId: number) => {
    const item =
      entries.find((entry) => entry.item.id === itemId)?.item ??
      freeItems.find((product) => product.id === itemId);
    return item ? defaultImageOf(item) : null;
  };

  const allSelected = entries.every((entry) => entry.selected);
  const selectedCount = entries.filter((entry) => entry.selected).length;
  // A refused quote is being recovered from (promo code dropped or items read again): keep waiting.
  const recovering = isApiError(query.error) && query.error.status === 422;
  const failed = query.isError && !recovering && !quote;
  const pricing = request !== null && !quote && !failed;
  const problems = quote?.problems ?? [];

  const proceed = () => {
    moveSelectedToSummary();
    navigate(isSignedIn ? '/checkout' : '/account?redirectUrl=/checkout');
  };

  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div>
        <div className="flex items-center justify-between gap-4 border-b border-navy-200 pb-3">
          <label className="flex min-h-10 items-center gap-3 text-sm font-medium text-navy-900">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={() => selectAll(!allSelected)}
              className="size-5 accent-navy-900"
            />
            {t('cart.selectAll')}
          </label>
          <p className="text-sm text-navy-600">{t('cart.items', { count: entries.length })}</p>
        </div>
        <ul>
          {entries.map((entry) => (
            <CartLineWithFreebies
              key={entry.item.id}
              entry={entry}
              imageOf={imageOf}
              quote={quote}
              pricing={pricing}
            />
          ))}
        </ul>
      </div>

      <aside
        aria-labelledby="cart-summary"
        className="rounded-xl border border-navy-100 bg-navy-50/60 p-5 lg:sticky lg:top-40"
      >
        <h2 id="cart-summary" className="text-lg font-semibold text-navy-950">
          {t('cart.summary')}
        </h2>
        <div className="mt-4">
          <PromoCodeForm mode="cart" />
        </div>
        <div className="mt-5" aria-live="polite" aria-busy={pricing || query.isFetching}>
          {request === null ? (
            <p className="text-sm text-navy-600">{t('cart.nothingSelected')}</p>
          ) : failed ? (
            <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              <p>{t('cart.loadError')}</p>
              <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
                {t('cart.retry')}
              </Button>
            </div>
          ) : quote ? (
            <div className={clsx('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
              <CartTotals quote={quote} />
            </div>
          ) : (
            <p className="flex items-center gap-2 text-sm text-navy-600">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              {t('cart.loading')}
            </p>
          )}
        </div>
        {problems.length > 0 && <p className="mt-4 text-sm text-red-800">{t('cart.fixProblems')}</p>}
        <Button
          className="mt-5 w-full"
          disabled={selectedCount === 0 || !quote || problems.length > 0 || query.isPlaceholderData}
          onClick={proceed}
        >
          {t('cart.checkout')}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Button>
      </aside>
    </div>
  );
}

function CartLineWithFreebies({
  entry,
  imageOf,
  quote,
  pricing,
}: {
  entry: CartEntry;
  imageOf: (itemId: number) => string | null;
  quote: CartQuoteResponse | undefined;
  pricing: boolean;
}) {
  const id = entry.item.id;
  const quoteLine = entry.selected ? quote?.lines.find((line) => line.itemId === id) : undefined;
  const problems = entry.selected ? (quote?.problems.filter((problem) => problem.itemId === id) ?? []) : [];
  const freeLines = entry.selected ? (quote?.freeLines.filter((line) => line.fromItemId === id) ?? []) : [];
  return (
    <>
      <CartLine
        entry={entry}
        quoteLine={quoteLine}
        currency={quote?.currency ?? entry.item.currency}
        problems={problems}
        pricing={pricing}
      />
      {freeLines.map((line) => (
        <FreeLine
          key={`free-${line.itemId}-${line.fromItemId}`}
          name={line.name}
          quantity={line.quantity}
          fromName={entry.item.name}
          image={imageOf(line.itemId)}
          currency={quote?.currency ?? entry.item.currency}
        />
      ))}
    </>
  );
}
