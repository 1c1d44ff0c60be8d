import { clsx } from 'clsx';
import { Ban, CircleAlert, CircleX, Clock, type LucideIcon, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/ui/button';
import { useDocumentTitle } from '../../../shared/use-document-title';

type PaymentResult = 'failure' | 'cancel' | 'pending' | 'error';

const looks: Record<PaymentResult, { icon: LucideIcon; tone: string }> = {
  failure: { icon: CircleX, tone: 'bg-red-50 text-red-700' },
  cancel: { icon: Ban, tone: 'bg-navy-100 text-navy-700' },
  pending: { icon: Clock, tone: 'bg-gold-100 text-gold-700' },
  error: { icon: CircleAlert, tone: 'bg-red-50 text-red-700' },
};

/** Where the card gateway sends the traveller back when the payment did not go through. */
function PaymentResultScreen({ result }: { result: PaymentResult }) {
  const { t } = useTranslation();
  const title = t(`payment.${result}.title`);
  useDocumentTitle(title);
  const { icon: Icon, tone } = looks[result];
  return (
    <section className="container-page flex justify-center py-12 lg:py-20" aria-labelledby="page-title">
      <div className="w-full max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-navy-100">
        <span className={clsx('mx-auto flex size-16 items-center justify-center rounded-full', tone)}>
          <Icon aria-hidden="true" className="size-9" strokeWidth={1.75} />
        </span>
        <h1 id="page-title" className="mt-5 text-2xl font-semibold tracking-tight">
          {title}
        </h1>
        <p className="mt-3 text-navy-600">{t(`payment.${result}.body`)}</p>
        <ButtonLink to="/cart" variant="secondary" className="mt-7">
          <ShoppingCart aria-hidden="true" className="size-4" />
          {t('payment.backToCart')}
        </ButtonLink>
      </div>
    </section>
  );
}

export function PaymentFailurePage() {
  return <PaymentResultScreen result="failure" />;
}

export function PaymentCancelPage() {
  return <PaymentResultScreen result="cancel" />;
}

export function PaymentPendingPage() {
  return <PaymentResultScreen result="pending" />;
}

export function PaymentErrorPage() {
  return <PaymentResultScreen result="error" />;
}
