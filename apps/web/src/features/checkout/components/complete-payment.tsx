import type { OrderView } from '@dfs/contract/preorders';
import { CreditCard, LoaderCircle } from 'lucide-react';
import { isApiError } from '../../../shared/api-client';
import { useTranslation } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/button';
import { useInitiatePayment } from '../api/initiate-payment';

/**
 * An order awaiting its card payment has no proof of order yet: its page offers the payment instead,
 * on the gateway's page (the same order, never a second one).
 */
export function CompletePayment({ order, token }: { order: OrderView; token: string | null }) {
  const { t } = useTranslation();
  const initiate = useInitiatePayment();
  const start = () =>
    initiate.mutate(
      { orderCode: order.orderCode, ...(token ? { viewToken: token } : {}) },
      // The hosted payment page is the gateway's, outside this app: a real page load.
      { onSuccess: ({ paymentRedirectUrl }) => window.location.assign(paymentRedirectUrl) },
    );
  const opening = initiate.isPending || initiate.isSuccess;
  return (
    <>
      <p className="text-sm text-navy-700">{t('checkout.confirmation.awaitingProof')}</p>
      <Button onClick={start} disabled={opening}>
        {opening ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <CreditCard aria-hidden="true" className="size-4" />
        )}
        {opening ? t('checkout.confirmation.openingPayment') : t('checkout.confirmation.completePayment')}
      </Button>
      {initiate.isError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {isApiError(initiate.error) ? initiate.error.message : t('checkout.placeError')}
        </p>
      ) : null}
    </>
  );
}
