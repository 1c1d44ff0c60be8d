import { ArrowRight, LoaderCircle, PackageOpen } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useFormatters } from '../../../shared/format';
import { useTranslation } from '../../../shared/i18n';
import { RequireSignIn } from '../../../shared/require-sign-in';
import { AccountPageFrame } from '../../../shared/ui/account-side-menu';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { Pagination } from '../../../shared/ui/pagination';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useMyOrders } from '../api/get-my-orders';
import { OrderStatusBadges } from './order-status-badges';
import { OrdersOnMyTickets } from './orders-on-my-tickets';

/** /account/orders: the signed-in customer's pre-orders, newest first, paged; sign-in required. */
export function OrdersPage() {
  return (
    <RequireSignIn>
      <Orders />
    </RequireSignIn>
  );
}

function Orders() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.orders'));
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useMyOrders(page, true);
  const format = useFormatters();

  return (
    <AccountPageFrame current="orders" title={t('pages.orders')}>
      {orders.isPending ? (
        <p className="flex items-center gap-2 text-navy-600" role="status">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          {t('orders.loading')}
        </p>
      ) : orders.isError ? (
        <div role="alert">
          <p className="text-red-800">{t('orders.loadError')}</p>
          <Button variant="outline" className="mt-3" onClick={() => orders.refetch()}>
            {t('orders.retry')}
          </Button>
        </div>
      ) : orders.data.orders.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-navy-200 px-6 py-14 text-center">
          <PackageOpen aria-hidden="true" className="size-12 text-navy-300" strokeWidth={1.5} />
          <p className="mt-4 text-lg font-semibold text-navy-950">{t('orders.empty')}</p>
          <ButtonLink to="/" className="mt-6">
            {t('orders.startShopping')}
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {orders.data.orders.map((order) => (
              <li key={order.id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 className="font-semibold text-navy-950">
                      {t('orders.orderCode', { code: order.orderCode })}
                    </h2>
                    <p className="text-sm text-navy-600">
                      {t('orders.placedOn', { date: format.placedAt(order.transactionDate) })}
                    </p>
                  </div>
                  <OrderStatusBadges status={order.orderRequestStatus} paymentStatus={order.paymentStatus} />
                </div>
                <p className="mt-3 text-sm text-navy-800">
                  {t('orders.flight', {
                    flightNumber: order.flightNumber,
                    origin: order.origin,
                    destination: order.destination,
                  })}{' '}
                  · {t('orders.departs', { date: format.flightTime(order.departureDate, order.origin) })}
                </p>
                <ul className="mt-2 text-sm text-navy-600">
                  {order.orderItemRes.map((line) => (
                    <li key={line.id}>
                      {line.name} × {line.quantity}
                    </li>
                  ))}
                </ul>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                  <p className="font-semibold tabular-nums">
                    {t('orders.total')}: {format.paid(order)}
                  </p>
                  <Link
                    to={`/account/orders/${order.id}`}
                    className="inline-flex items-center gap-1 text-sm font-semibold text-navy-900 underline"
                  >
                    {t('orders.view')}
                    <span className="sr-only"> {order.orderCode}</span>
                    <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-6"
            page={page}
            totalPages={Math.ceil(orders.data.total / orders.data.pageSize)}
            hrefFor={(p) => `/account/orders?page=${p}`}
          />
        </>
      )}
      <OrdersOnMyTickets />
    </AccountPageFrame>
  );
}
