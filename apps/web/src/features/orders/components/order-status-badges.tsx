import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

const tones: Record<number, string> = {
  1: 'bg-gold-100 text-gold-800',
  2: 'bg-emerald-50 text-emerald-800',
  3: 'bg-navy-100 text-navy-800',
  4: 'bg-navy-100 text-navy-600',
  5: 'bg-red-50 text-red-800',
};

/** The order's status and payment status as two labelled badges. */
export function OrderStatusBadges({ status, paymentStatus }: { status: number; paymentStatus: number }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-2 text-xs font-semibold">
      <span className={clsx('rounded-full px-2.5 py-1', tones[status] ?? tones[3])}>
        <span className="sr-only">{t('orders.statusLabel')}: </span>
        {t(`orders.status.${status as 1 | 2 | 3 | 4 | 5}`)}
      </span>
      <span className="rounded-full bg-white px-2.5 py-1 text-navy-700 ring-1 ring-navy-200">
        {t('orders.paymentStatusLabel')}: {t(`orders.paymentStatus.${paymentStatus as 1 | 2 | 3 | 4}`)}
      </span>
    </span>
  );
}
