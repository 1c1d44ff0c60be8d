import { OrderRequestStatus } from '@dfs/contract/order-codes';
import { clsx } from 'clsx';
import { Ban, CircleAlert, CircleX, Clock, type LucideIcon, RefreshCw, ShoppingCart } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { useSessionStore } from '../../../shared/session-store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useOrderByCode } from '../api/get-order-by-code';

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

/**
 * /payment-pending: the bank has not decided yet. The order is placed and its goods held, so the page
 * names the order, says what happens next and checks again on request; it never offers to pay the
 * same cart again (the shop refuses a second payment for it meanwhile).
 */
export function PaymentPendingPage() {
  const { t, i18n } = useTranslation();
  const title = t('payment.pending.title');
  useDocumentTitle(title);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('order');
  const token = params.get('token');
  const isSignedIn = useSessionStore((s) => s.isSignedIn);
  const order = useOrderByCode(code, token);
  const status = order.data?.orderRequestStatus;

  // Paid meanwhile: the confirmation (with its proof of order) is the page to be on.
  useEffect(() => {
    if (status !== OrderRequestStatus.Confirmed || !code) return;
    const query = `order=${encodeURIComponent(code)}${token ? `&token=${encodeURIComponent(token)}` : ''}`;
    navigate(`/confirmation?${query}`, { replace: true });
  }, [status, code, token, navigate]);

  const settledUnpaid =
    status === OrderRequestStatus.PaymentFailed || status === OrderRequestStatus.Cancelled;
  const checkedAt = order.dataUpdatedAt
    ? new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(order.dataUpdatedAt)
    : '';

  return (
    <section className="container-page flex justify-center py-12 lg:py-20" aria-labelledby="page-title">
      <div className="w-full max-w-lg rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-navy-100 sm:p-8">
        <span
          className={clsx(
            'mx-auto flex size-16 items-center justify-center rounded-full',
            looks.pending.tone,
          )}
        >
          <Clock aria-hidden="true" className="size-9" strokeWidth={1.75} />
        </span>
        <h1 id="page-title" className="mt-5 text-2xl font-semibold tracking-tight">
          {title}
        </h1>
        {code ? (
          <p className="mt-4 text-sm text-navy-600">
            {t('payment.pending.orderCode')}
            <span
              className="mt-1 block font-mono text-xl font-semibold tracking-widest text-navy-950"
              dir="ltr"
            >
              {code}
            </span>
          </p>
        ) : null}
        <div role="status" className="mt-4">
          {settledUnpaid ? (
            <p className="text-navy-800">
              {t(
                status === OrderRequestStatus.PaymentFailed
                  ? 'payment.pending.failed'
                  : 'payment.pending.cancelled',
              )}
            </p>
          ) : order.isError ? (
            <p className="text-navy-800">{t('payment.pending.checkFailed')}</p>
          ) : (
            <>
              <p className="text-navy-700">{t('payment.pending.body')}</p>
              {order.data && checkedAt ? (
                <p className="mt-2 text-sm text-navy-600">
                  {t('payment.pending.stillWaiting', { time: checkedAt })}
                </p>
              ) : null}
            </>
          )}
        </div>
        {settledUnpaid ? (
          <ButtonLink to="/cart" variant="secondary" className="mt-7">
            <ShoppingCart aria-hidden="true" className="size-4" />
            {t('payment.backToCart')}
          </ButtonLink>
        ) : (
          <>
            <div className="mt-6 rounded-xl bg-navy-50 p-4 text-start ring-1 ring-navy-100">
              <h2 className="font-semibold text-navy-950">{t('payment.pending.nextTitle')}</h2>
              <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-navy-700">
                {(['next1', 'next2', 'next3', 'next4'] as const).map((key) => (
                  <li key={key}>{t(`payment.pending.${key}`)}</li>
                ))}
              </ul>
            </div>
            <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
              {code ? (
                <Button onClick={() => order.refetch()} disabled={order.isFetching}>
                  <RefreshCw
                    aria-hidden="true"
                    className={clsx('size-4', order.isFetching && 'animate-spin')}
                  />
                  {order.isFetching ? t('payment.pending.checking') : t('payment.pending.checkAgain')}
                </Button>
              ) : null}
              {isSignedIn ? (
                <ButtonLink to="/account/orders" variant="outline">
                  {t('checkout.confirmation.myOrders')}
                </ButtonLink>
              ) : (
                <ButtonLink to="/order-tracking" variant="outline">
                  {t('payment.pending.trackOrder')}
                </ButtonLink>
              )}
              <ButtonLink to="/" variant="outline">
                {t('payment.pending.continueShopping')}
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

export function PaymentErrorPage() {
  return <PaymentResultScreen result="error" />;
}
