import { OrderRequestStatus, type PaymentStatus } from '@dfs/contract/order-codes';
import { clsx } from 'clsx';
import { useTranslation } from '../../../shared/i18n';

const S = OrderRequestStatus;
const tones: Record<OrderRequestStatus, string> = {
  [S.PendingPayment]: 'bg-gold-100 text-gold-800',
  [S.Confirmed]: 'bg-emerald-50 text-emerald-800',
  [S.HandedOver]: 'bg-navy-100 text-navy-800',
  [S.Cancelled]: 'bg-navy-100 text-navy-600',
  [S.PaymentFailed]: 'bg-red-50 text-red-800',
  [S.NotCollected]: 'bg-navy-100 text-navy-600',
  [S.Replaced]: 'bg-navy-100 text-navy-800',
  [S.RefundedByStaff]: 'bg-navy-100 text-navy-600',
  [S.MovedToAnotherFlight]: 'bg-gold-100 text-gold-800',
};

/**
 * The order's status and payment status as two labelled badges; an order waiting on a cancelled
 * flight (`disrupted`) says so instead of "Confirmed".
 */
export function OrderStatusBadges({
  status,
  paymentStatus,
  disrupted = false,
}: {
  status: OrderRequestStatus;
  paymentStatus: PaymentStatus;
  disrupted?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-2 text-xs font-semibold">
      <span
        className={clsx('rounded-full px-2.5 py-1', disrupted ? 'bg-red-50 text-red-800' : tones[status])}
      >
        <span className="sr-only">{t('orders.statusLabel')}: </span>
        {disrupted ? t('orders.disruption.status') : t(`orders.status.${status}`)}
      </span>
      <span className="rounded-full bg-white px-2.5 py-1 text-navy-700 ring-1 ring-navy-200">
        {t('orders.paymentStatusLabel')}: {t(`orders.paymentStatus.${paymentStatus}`)}
      </span>
    </span>
  );
}
