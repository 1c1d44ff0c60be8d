import { OrderRequestStatus, PaymentOption, PaymentStatus } from '@dfs/contract/order-codes';
import type { OrderView } from '@dfs/contract/preorders';
import { CircleCheck, Clock, LoaderCircle, Plane, Printer, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useCartStore } from '../../../shared/cart-store';
import { useFormatters } from '../../../shared/format';
import { useTranslation } from '../../../shared/i18n';
import { useSessionStore } from '../../../shared/session-store';
import { AfterSalesPolicy } from '../../../shared/ui/after-sales-policy';
import { Button, ButtonLink } from '../../../shared/ui/button';
import {
  CancelOrderForm,
  ChangeOrderDetails,
  OrderChangesClosed,
  OrderChangeUntil,
  OrderHandedOver,
  useOrderChangeWindow,
} from '../../../shared/ui/order-changes';
import { OrderDisruption } from '../../../shared/ui/order-disruption';
import { OrderLines } from '../../../shared/ui/order-lines';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useOrderByCode } from '../api/get-order-by-code';
import { CompletePayment } from './complete-payment';

/** /confirmation (titled Confirmation): the order summary, the flight, the QR proof and the policy. */
export function ConfirmationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.confirmation'));
  const [params] = useSearchParams();
  const code = params.get('order');
  const order = useOrderByCode(code, params.get('token'));

  return (
    <section className="container-page py-8 lg:py-12" aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-navy-950 lg:text-3xl">
        {t('pages.confirmation')}
      </h1>
      {!code || order.isError ? (
        <div className="mt-6 max-w-xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100" role="alert">
          <p className="text-navy-800">{t('checkout.confirmation.notFound')}</p>
          <ButtonLink to="/order-tracking" variant="outline" className="mt-4">
            {t('checkout.confirmation.trackOrder')}
          </ButtonLink>
        </div>
      ) : order.data ? (
        <ConfirmedOrder order={order.data} token={params.get('token')} />
      ) : (
        <p className="mt-6 flex items-center gap-2 text-navy-600" role="status">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          {t('checkout.loading')}
        </p>
      )}
    </section>
  );
}

function ConfirmedOrder({ order, token }: { order: OrderView; token: string | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isSignedIn = useSessionStore((s) => s.isSignedIn);
  const remove = useCartStore((s) => s.remove);
  const confirmed = order.orderRequestStatus === OrderRequestStatus.Confirmed;
  const awaitingCard =
    order.orderRequestStatus === OrderRequestStatus.PendingPayment &&
    order.paymentOption === PaymentOption.Card;
  const { summary } = order;

  // The items of a confirmed order leave the cart; a result page that did not pay keeps them.
  useEffect(() => {
    if (!confirmed) return;
    for (const line of order.orderItemRes) remove(line.itemId);
  }, [confirmed, order.orderItemRes, remove]);

  const changes = useOrderChangeWindow(order);

  const facts: [string, string][] = [
    [t('checkout.confirmation.orderCode'), summary.orderCode],
    // In the reader's zone, which the date names (flight times are in the departure airport's).
    [t('checkout.confirmation.date'), format.placedAt(summary.transactionDate)],
    [t('checkout.confirmation.customerName'), summary.customerName],
    [t('checkout.confirmation.paymentOption'), t(`checkout.paymentOption${order.paymentOption}`)],
    // A miles order was paid in miles: no currency to name.
    ...(order.paymentOption === PaymentOption.Mile
      ? []
      : [[t('checkout.confirmation.currency'), summary.currency] as [string, string]]),
  ];
  const flight: [string, string][] = [
    [t('checkout.confirmation.flight'), order.flightNumber],
    [t('checkout.confirmation.route'), `${order.origin} → ${order.destination}`],
    [t('checkout.confirmation.departure'), format.flightTime(order.departureDate, order.origin)],
    [t('checkout.confirmation.ticket'), order.ticketNumber],
    [t('checkout.confirmation.seat'), order.seatNumber],
    [
      t('checkout.confirmation.pickFrom'),
      order.pickFrom === 'Gate' ? t('checkout.pickFromGate') : t('checkout.pickFromOnboard'),
    ],
  ];

  return (
    <div className="mt-6 flex flex-col gap-6">
      <OrderDisruption order={order} />
      {/* The confirmation comes first, on a phone too: before the proof and the cancel form. */}
      <div
        className="flex items-start gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100"
        role="status"
      >
        {order.disruption ? (
          <TriangleAlert aria-hidden="true" className="size-7 shrink-0 text-red-700" />
        ) : confirmed || order.handedOverAt ? (
          <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-emerald-600" />
        ) : (
          <Clock aria-hidden="true" className="size-7 shrink-0 text-gold-700" />
        )}
        <div>
          {order.kind === 'onboard' ? (
            <p className="mb-1 inline-flex items-center gap-1.5 rounded bg-gold-100 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-navy-900">
              <Plane aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
              {t('onboard.confirmation.badge')}
            </p>
          ) : null}
          <p className="text-lg font-semibold text-navy-950">
            {order.disruption
              ? t('orders.disruption.status')
              : confirmed
                ? order.kind === 'onboard'
                  ? t('onboard.confirmation.thanks')
                  : t('checkout.confirmation.thanks')
                : t(`orders.status.${order.orderRequestStatus}`)}
          </p>
          {order.paymentStatus === PaymentStatus.Refunded ? (
            <p className="text-sm text-navy-700">
              {t('orders.paymentStatusLabel')}: {t(`orders.paymentStatus.${order.paymentStatus}`)}
            </p>
          ) : null}
          {order.kind === 'onboard' && order.seatNumber ? (
            <p className="text-sm text-navy-700">
              {t('onboard.confirmation.seat', { seat: order.seatNumber })}
            </p>
          ) : null}
          {!confirmed && order.orderRequestStatus === OrderRequestStatus.PendingPayment ? (
            <p className="text-sm text-navy-600">{t('checkout.confirmation.awaiting')}</p>
          ) : null}
          <OrderChangeUntil order={order} />
          <OrderHandedOver order={order} />
          {summary.milesForAccrual > 0 && isSignedIn ? (
            <p className="text-sm text-navy-600">
              {t('checkout.confirmation.milesEarned', { count: summary.milesForAccrual })}
            </p>
          ) : null}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="flex flex-col gap-6 lg:row-span-2">
          <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100 lg:p-6">
            <dl className="grid gap-x-6 gap-y-3 md:grid-cols-2">
              {[...facts, ...flight].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs uppercase tracking-wide text-navy-500">{label}</dt>
                  <dd className="font-medium text-navy-950">{value}</dd>
                </div>
              ))}
            </dl>
          </div>

          <div className="overflow-x-auto rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100 lg:p-6">
            <OrderLines
              lines={summary.orderItemRes}
              currency={summary.currency}
              paymentOption={order.paymentOption}
            />
            <dl className="mt-3 flex flex-col gap-1 border-t border-navy-100 pt-3 text-sm">
              {/* Subtotal (the lines above) − discount = total: the three always add up as read. */}
              {summary.discount > 0 ? (
                <div className="flex justify-between">
                  <dt className="text-navy-600">{t('checkout.subtotal')}</dt>
                  <dd className="tabular-nums">{format.price(summary.subtotal, summary.currency)}</dd>
                </div>
              ) : null}
              {summary.discount > 0 ? (
                <div className="flex justify-between">
                  <dt className="text-navy-600">{t('checkout.discount')}</dt>
                  <dd className="tabular-nums">−{format.price(summary.discount, summary.currency)}</dd>
                </div>
              ) : null}
              <div className="flex justify-between text-base font-semibold">
                <dt>{t('checkout.total')}</dt>
                <dd className="tabular-nums">
                  {format.paid({ ...summary, paymentOption: order.paymentOption })}
                </dd>
              </div>
            </dl>
          </div>

          {/* The e-mail's link brings a guest here with the order's view token: they manage it here. */}
          {changes.open && order.kind !== 'onboard' ? <ChangeOrderDetails order={order} /> : null}
          <AfterSalesPolicy />
        </div>

        <aside className="order-first flex flex-col gap-4 lg:order-none lg:col-start-2 lg:row-start-1">
          <div className="flex flex-col gap-4 rounded-xl bg-white p-5 text-center shadow-sm ring-1 ring-navy-100">
            {order.qrCode ? (
              <>
                <h2 className="text-lg font-semibold text-navy-950">{t('checkout.confirmation.qrTitle')}</h2>
                <img
                  src={order.qrCode}
                  alt={t('checkout.confirmation.qrAlt', { code: order.orderCode })}
                  className="mx-auto size-52 rounded-md bg-white p-1 ring-1 ring-navy-100"
                />
              </>
            ) : awaitingCard ? null : (
              <p className="text-sm text-navy-700">
                {t(order.disruption ? 'orders.disruption.noProof' : 'checkout.confirmation.noProof')}
              </p>
            )}
            <p className="font-mono text-xl font-semibold tracking-widest text-navy-950" dir="ltr">
              {order.orderCode}
            </p>
            {awaitingCard ? <CompletePayment order={order} token={token} /> : null}
            {order.qrCode ? (
              <>
                <p className="text-sm text-navy-600">{t('checkout.confirmation.qrHint')}</p>
                <Button variant="outline" onClick={() => window.print()}>
                  <Printer aria-hidden="true" className="size-4" />
                  {t('checkout.confirmation.print')}
                </Button>
              </>
            ) : null}
            <div className="flex flex-col gap-2">
              {isSignedIn ? (
                <ButtonLink to="/account/orders" variant="secondary">
                  {t('checkout.confirmation.myOrders')}
                </ButtonLink>
              ) : null}
              <ButtonLink to="/">{t('checkout.confirmation.continue')}</ButtonLink>
            </div>
          </div>
        </aside>
        {/* After the order's details on a phone; under the proof on a wide screen. A cancelled flight's choice replaces the usual cancel form. */}
        <div className="flex flex-col gap-4 lg:col-start-2 lg:row-start-2">
          {order.disruption ? null : changes.open ? (
            <CancelOrderForm order={order} />
          ) : (
            <OrderChangesClosed order={order} />
          )}
        </div>
      </div>
    </div>
  );
}
