import { OrderRequestStatus } from '@dfs/contract/order-codes';
import type { OrderView } from '@dfs/contract/preorders';
import { TriangleAlert } from 'lucide-react';
import { useCancelPreOrder } from '../api/cancel-pre-order';
import { useMoveToFlight } from '../api/move-to-flight';
import { isApiError } from '../api-client';
import { useFormatters } from '../format';
import { useTranslation } from '../i18n';
import { Button } from './button';

/** "Flight changed": the reason a disrupted order is cancelled with. */
const FLIGHT_CHANGED = 2;

/**
 * The choice a cancelled flight leaves the traveller (issue 18): move the order to another sector of
 * the ticket, or cancel it with a full refund; untouched, it is refunded at `refundAt`.
 */
export function OrderDisruption({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const move = useMoveToFlight();
  const cancel = useCancelPreOrder();
  const disruption = order.disruption;
  if (!disruption) {
    return order.orderRequestStatus === OrderRequestStatus.MovedToAnotherFlight ? (
      <p
        role="status"
        className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900 ring-1 ring-emerald-200"
      >
        {t('orders.disruption.moved')}
      </p>
    ) : null;
  }
  const busy = move.isPending || cancel.isPending;
  const error = move.error ?? cancel.error;
  return (
    <section
      aria-labelledby="disruption-title"
      className="rounded-xl border-2 border-red-300 bg-red-50 p-5 text-navy-950 lg:p-6"
    >
      <h2 id="disruption-title" className="flex items-center gap-2 text-lg font-semibold text-red-900">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {t('orders.disruption.title')}
      </h2>
      <p className="mt-2 text-sm">{t('orders.disruption.intro', { flightNumber: order.flightNumber })}</p>
      <h3 className="mt-4 text-sm font-semibold">{t('orders.disruption.move')}</h3>
      {disruption.sectors.length === 0 ? (
        <p className="mt-1 text-sm text-navy-700">{t('orders.disruption.noSectors')}</p>
      ) : (
        <div className="mt-2 flex flex-col gap-2">
          {disruption.sectors.map((s) => (
            <div key={s.flightId}>
              <Button
                className="w-full justify-start text-start"
                disabled={busy}
                aria-describedby={`move-until-${s.flightId}`}
                onClick={() =>
                  move.mutate({ id: order.id, flightId: s.flightId, viewToken: order.viewToken })
                }
              >
                {t('orders.disruption.moveButton', {
                  flightNumber: s.flightNumber,
                  origin: s.origin,
                  destination: s.destination,
                  date: format.flightTime(s.departureDate, s.origin),
                })}
              </Button>
              <p id={`move-until-${s.flightId}`} className="mt-1 text-xs text-navy-700">
                {t('orders.disruption.moveUntil', { date: format.flightTime(s.cutoffAt, s.origin) })}
              </p>
            </div>
          ))}
        </div>
      )}
      <p className="mt-4 text-sm">{t('orders.disruption.refund')}</p>
      <Button
        variant="secondary"
        className="mt-2 w-full"
        disabled={busy}
        onClick={() =>
          cancel.mutate({ id: order.id, ReasonOfCancellation: FLIGHT_CHANGED, viewToken: order.viewToken })
        }
      >
        {t('orders.disruption.refundButton')}
      </Button>
      <p className="mt-3 text-xs text-navy-700">
        {t('orders.disruption.auto', { date: format.flightTime(disruption.refundAt, order.origin) })}
      </p>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {isApiError(error) ? error.message : t('orders.disruption.failed')}
        </p>
      ) : null}
    </section>
  );
}
