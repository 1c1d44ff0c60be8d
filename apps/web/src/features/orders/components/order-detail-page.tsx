import type { OrderView } from '@dfs/contract/preorders';
import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api-client';
import { useFormatters } from '../../../shared/format';
import { useTranslation } from '../../../shared/i18n';
import { RequireSignIn } from '../../../shared/require-sign-in';
import { AccountPageFrame } from '../../../shared/ui/account-side-menu';
import { AfterSalesPolicy } from '../../../shared/ui/after-sales-policy';
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
import { useMyOrder } from '../api/get-my-order';
import { OrderStatusBadges } from './order-status-badges';

/** /account/orders/{id}: one order; cancel with a reason and change collecting details until the cut-off. */
export function OrderDetailPage() {
  return (
    <RequireSignIn>
      <OrderDetailFrame />
    </RequireSignIn>
  );
}

function OrderDetailFrame() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.orderDetail'));
  const rawId = useParams().id ?? '';
  const id = Number(rawId);
  // Order ids are positive whole numbers (PostgreSQL integers): anything else is no order at all.
  const isOrderId = /^[1-9]\d{0,9}$/.test(rawId) && id <= 2_147_483_647;
  const order = useMyOrder(id, isOrderId);
  const notFound = !isOrderId || (isApiError(order.error) && order.error.status === 404);

  return (
    <AccountPageFrame
      current="orders"
      title={order.data ? t('orders.orderCode', { code: order.data.orderCode }) : t('pages.orderDetail')}
    >
      <Link
        to="/account/orders"
        className="inline-flex items-center gap-1 text-sm font-medium text-navy-700 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('orders.back')}
      </Link>
      {notFound ? (
        <p className="mt-6 text-red-800" role="alert">
          {t('orders.notFound')}
        </p>
      ) : order.isError ? (
        <p className="mt-6 text-red-800" role="alert">
          {t('orders.loadError')}
        </p>
      ) : order.data ? (
        <OrderDetail order={order.data} />
      ) : (
        <p className="mt-6 flex items-center gap-2 text-navy-600" role="status">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          {t('orders.loading')}
        </p>
      )}
    </AccountPageFrame>
  );
}

function OrderDetail({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const window = useOrderChangeWindow(order);
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="flex flex-col gap-6">
        <OrderDisruption order={order} />
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100 lg:p-6">
          <OrderStatusBadges
            status={order.orderRequestStatus}
            paymentStatus={order.paymentStatus}
            disrupted={order.disruption !== undefined}
          />
          <OrderHandedOver order={order} />
          {order.ReasonOfCancellation ? (
            <p className="mt-2 text-sm text-navy-600">
              {t('orders.cancelledReason', {
                reason: t(`orders.reason.${order.ReasonOfCancellation as 1 | 2 | 3 | 4}`),
              })}
            </p>
          ) : null}
          <p className="mt-3 text-sm text-navy-800">
            {t('orders.flight', {
              flightNumber: order.flightNumber,
              origin: order.origin,
              destination: order.destination,
            })}{' '}
            · {t('orders.departs', { date: format.flightTime(order.departureDate, order.origin) })}
          </p>
          <p className="mt-1 text-sm text-navy-600">
            {t('checkout.confirmation.ticket')}: <span dir="ltr">{order.ticketNumber}</span> ·{' '}
            {t('checkout.confirmation.seat')}: {order.seatNumber} ·{' '}
            {t(`checkout.paymentOption${order.paymentOption}`)}
          </p>
          <div className="mt-3">
            <OrderChangeUntil order={order} />
          </div>
        </div>
        <div className="overflow-x-auto rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100 lg:p-6">
          <OrderLines
            lines={order.orderItemRes}
            currency={order.currency}
            paymentOption={order.paymentOption}
          />
          <p className="mt-3 flex justify-between border-t border-navy-100 pt-3 font-semibold">
            <span>{t('orders.total')}</span>
            <span className="tabular-nums">{format.paid(order)}</span>
          </p>
        </div>
        {/* An on-board order is brought to the seat: only cancelling applies to it. */}
        {window.open && order.kind !== 'onboard' ? <ChangeOrderDetails order={order} /> : null}
        <AfterSalesPolicy />
      </div>
      <aside className="flex flex-col gap-4 lg:sticky lg:top-24">
        {order.qrCode ? (
          <div className="rounded-xl bg-white p-5 text-center shadow-sm ring-1 ring-navy-100">
            <h2 className="text-lg font-semibold text-navy-950">{t('checkout.confirmation.qrTitle')}</h2>
            <img
              src={order.qrCode}
              alt={t('checkout.confirmation.qrAlt', { code: order.orderCode })}
              className="mx-auto mt-3 size-44 rounded-md bg-white p-1 ring-1 ring-navy-100"
            />
            <p className="mt-2 font-mono text-lg font-semibold tracking-widest" dir="ltr">
              {order.orderCode}
            </p>
          </div>
        ) : null}
        {/* A cancelled flight's choice (above) replaces the usual cancel form. */}
        {order.disruption ? null : window.open ? (
          <CancelOrderForm order={order} />
        ) : (
          <OrderChangesClosed order={order} />
        )}
      </aside>
    </div>
  );
}
