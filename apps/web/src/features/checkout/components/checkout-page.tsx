import { LoaderCircle, ShoppingBag } from 'lucide-react';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { useCartStore } from '../../../shared/cart-store';
import { usePageLive } from '../../../shared/external-store';
import { useTranslation } from '../../../shared/i18n';
import { useSessionStore } from '../../../shared/session-store';
import { ButtonLink } from '../../../shared/ui/button';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { selectCheckoutLines } from '../checkout-lines';
import { CheckoutForm } from './checkout-form';

/** /checkout: the summary the cart handed over, the pre-order form and the payment option (spec §2). */
export function CheckoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.checkout'));
  // The cart and the session are this browser's: until the page is live they read as empty.
  const live = usePageLive();
  const isSignedIn = useSessionStore((s) => s.isSignedIn);
  const guestProfile = useSessionStore((s) => s.guestProfile);
  const summary = useCartStore((s) => s.summary);
  const entries = useCartStore((s) => s.entries);
  const lines = useMemo(() => selectCheckoutLines({ summary, entries }), [summary, entries]);

  if (live && !isSignedIn && !guestProfile) return <Navigate to="/account?redirectUrl=/checkout" replace />;

  return (
    <section className="container-page py-8 lg:py-12" aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-navy-950 lg:text-3xl">
        {t('pages.checkout')}
      </h1>
      {!live ? (
        <p role="status" className="mt-8 flex items-center gap-2 text-navy-600">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          {t('checkout.loading')}
        </p>
      ) : lines.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-xl border border-dashed border-navy-200 px-6 py-14 text-center">
          <ShoppingBag aria-hidden="true" className="size-12 text-navy-300" strokeWidth={1.5} />
          <p className="mt-4 text-lg font-semibold text-navy-950">{t('checkout.empty')}</p>
          <p className="mt-1 max-w-sm text-navy-600">{t('checkout.emptyHint')}</p>
          <ButtonLink to="/cart" className="mt-6">
            {t('checkout.edit')}
          </ButtonLink>
        </div>
      ) : (
        <CheckoutForm lines={lines} />
      )}
    </section>
  );
}
