import type { Order } from '@dfs/contract/preorders';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useCancelPreOrder } from '../../../shared/api/cancel-pre-order';
import { isApiError } from '../../../shared/api-client';
import { useFormatters } from '../../../shared/format';
import { useTranslation } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/button';
import { useOrdersOnMyTickets } from '../api/get-orders-on-my-tickets';
import { OrderStatusBadges } from './order-status-badges';

/** "Other cancellation" (4): the passenger did not place it. */
const NOT_MINE = 4;

/**
 * On "My orders": open pre-orders somebody else placed on the signed-in passenger's tickets, each of
 * which the passenger may cancel (its goods go back on sale, any payment back to whoever paid).
 * Nothing shows while there are none, or while the list cannot be read.
 */
export function OrdersOnMyTickets() {
  const { t } = useTranslation();
  const placed = useOrdersOnMyTickets();
  if (!placed.data || placed.data.orders.length === 0) return null;
  return (
    <section
      aria-labelledby="on-my-tickets"
      className="mt-8 rounded-xl bg-amber-50 p-5 ring-1 ring-amber-200"
    >
      <h2 id="on-my-tickets" className="flex items-center gap-2 font-semibold text-navy-950">
        <TriangleAlert aria-hidden="true" className="size-5 text-amber-700" />
        {t('orders.onMyTickets.title')}
      </h2>
      <p className="mt-1 text-sm text-navy-800">{t('orders.onMyTickets.intro')}</p>
      <ul className="mt-4 flex flex-col gap-3">
        {placed.data.orders.map((order) => (
          <PlacedByOther key={order.id} order={order} />
        ))}
      </ul>
    </section>
  );
}

function PlacedByOther({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const cancel = useCancelPreOrder();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="rounded-lg bg-white p-4 ring-1 ring-navy-100">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-navy-950">{t('orders.orderCode', { code: order.orderCode })}</h3>
          <p className="text-sm text-navy-600">
            {t('orders.flight', {
              flightNumber: order.flightNumber,
              origin: order.origin,
              destination: order.destination,
            })}{' '}
            · {t('orders.placedOn', { date: format.placedAt(order.transactionDate) })}
          </p>
        </div>
        <OrderStatusBadges status={order.orderRequestStatus} paymentStatus={order.paymentStatus} />
      </div>
      <p className="mt-2 text-sm text-navy-700">
        {order.orderItemRes.map((line) => `${line.name} × ${line.quantity}`).join(', ')} ·{' '}
        {format.paid(order)}
      </p>
      {cancel.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {isApiError(cancel.error) ? cancel.error.message : t('orders.onMyTickets.cancelError')}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {confirming ? (
          <>
            <Button
              variant="secondary"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate({ id: order.id, ReasonOfCancellation: NOT_MINE })}
            >
              {t('orders.onMyTickets.confirm', { code: order.orderCode })}
            </Button>
            <Button variant="outline" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
              {t('orders.onMyTickets.keep')}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t('orders.onMyTickets.cancel')}
            <span className="sr-only"> {order.orderCode}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
