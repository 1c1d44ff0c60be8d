import { ShoppingBag } from 'lucide-react';
import { Navigate } from 'react-router';
import { useCartStore } from '../../../shared/cart-store';
import { useTranslation } from '../../../shared/i18n';
import { useSessionStore } from '../../../shared/session-store';
import { ButtonLink } from '../../../shared/ui/button';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { CheckoutForm } from './checkout-form';

/** /checkout: the summary the cart handed over, the pre-order form and the payment option (spec §2). */
export function CheckoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.checkout'));
  const isSignedIn = useSessionStore((s) => s.isSignedIn);
  const guestProfile = useSessionStore((s) => s.guestProfile);
  const summary = useCartStore((s) => s.summary);

  if (!isSignedIn && !guestProfile) return <Navigate to="/account?redirectUrl=/checkout" replace />;

  return (
    <section className="container-page py-8 lg:py-12" aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-navy-950 lg:text-3xl">
        {t('pages.checkout')}
      </h1>
      {summary.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-xl border border-dashed border-navy-200 px-6 py-14 text-center">
          <ShoppingBag aria-hidden="true" className="size-12 text-navy-300" strokeWidth={1.5} />
          <p className="mt-4 text-lg font-semibold text-navy-950">{t('checkout.empty')}</p>
          <p className="mt-1 max-w-sm text-navy-600">{t('checkout.emptyHint')}</p>
          <ButtonLink to="/cart" className="mt-6">
            {t('checkout.edit')}
          </ButtonLink>
        </div>
      ) : (
        <CheckoutForm />
      )}
    </section>
  );
}
