import type { Airport } from '@dfs/contract/master-data';
import { CancellationReason, CollectingDetails, type OrderView } from '@dfs/contract/preorders';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { useAirports } from '../../../shared/api/get-airports';
import { isApiError } from '../../../shared/api-client';
import { useFormatters } from '../../../shared/format';
import { RequireSignIn } from '../../../shared/require-sign-in';
import { AccountPageFrame } from '../../../shared/ui/account-side-menu';
import { AfterSalesPolicy } from '../../../shared/ui/after-sales-policy';
import { Button } from '../../../shared/ui/button';
import { CollectingDetailsFields } from '../../../shared/ui/collecting-details-fields';
import { SelectField } from '../../../shared/ui/form-field';
import { OrderLines } from '../../../shared/ui/order-lines';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useCancelPreOrder } from '../api/cancel-pre-order';
import { useMyOrder } from '../api/get-my-order';
import { useUpdatePreOrder } from '../api/update-pre-order';
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
  const id = Number(useParams().id ?? '');
  const order = useMyOrder(id, Number.isInteger(id) && id > 0);

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
      {order.isError ? (
        <p className="mt-6 text-red-800" role="alert">
          {isApiError(order.error) && order.error.status === 404
            ? t('orders.notFound')
            : t('orders.loadError')}
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
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="flex flex-col gap-6">
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100 lg:p-6">
          <OrderStatusBadges status={order.orderRequestStatus} paymentStatus={order.paymentStatus} />
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
            · {t('orders.departs', { date: date(order.departureDate) })}
          </p>
          <p className="mt-1 text-sm text-navy-600">
            {t('checkout.confirmation.ticket')}: <span dir="ltr">{order.ticketNumber}</span> ·{' '}
            {t('checkout.confirmation.seat')}: {order.seatNumber} ·{' '}
            {t(`checkout.paymentOption${order.paymentOption as 1 | 2 | 3}`)}
          </p>
          <p className="mt-3 text-sm text-navy-700">
            {order.canChange ? t('orders.changeUntil', { date: date(order.cutoffAt) }) : null}
          </p>
        </div>
        <div className="overflow-x-auto rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100 lg:p-6">
          <OrderLines lines={order.orderItemRes} currency={order.currency} showMiles={order.totalMiles > 0} />
          <p className="mt-3 flex justify-between border-t border-navy-100 pt-3 font-semibold">
            <span>{t('orders.total')}</span>
            <span className="tabular-nums">{format.price(order.total, order.currency)}</span>
          </p>
        </div>
        {/* An on-board order is brought to the seat: only cancelling applies to it. */}
        {order.canChange && order.kind !== 'onboard' ? <ChangeDetails order={order} /> : null}
        <AfterSalesPolicy />
      </div>
      <aside className="flex flex-col gap-4 lg:sticky lg:top-24">
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
        {order.canChange ? (
          <CancelForm order={order} />
        ) : (
          order.orderRequestStatus !== 4 && (
            <p className="rounded-xl bg-navy-50 p-4 text-sm text-navy-700 ring-1 ring-navy-100">
              {t('orders.cutoffPassed')}
            </p>
          )
        )}
      </aside>
    </div>
  );
}

function localDay(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const CancelFields = z.object({ ReasonOfCancellation: z.coerce.number().pipe(CancellationReason) });

function CancelForm({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const cancel = useCancelPreOrder();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof CancelFields>, unknown, z.output<typeof CancelFields>>({
    resolver: zodResolver(CancelFields),
    defaultValues: { ReasonOfCancellation: '' as unknown as number },
  });
  const onSubmit = handleSubmit(({ ReasonOfCancellation }) => {
    cancel.mutate({ id: order.id, ReasonOfCancellation });
  });
  const errorKey = errors.ReasonOfCancellation?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100">
      <h2 className="text-lg font-semibold text-navy-950">{t('orders.cancelTitle')}</h2>
      <SelectField
        label={t('orders.reasonLabel')}
        className="mt-3"
        error={errorKey ? t('orders.errors.reason') : undefined}
        {...register('ReasonOfCancellation')}
      >
        <option value="">{t('orders.chooseReason')}</option>
        {([1, 2, 3, 4] as const).map((reason) => (
          <option key={reason} value={reason}>
            {t(`orders.reason.${reason}`)}
          </option>
        ))}
      </SelectField>
      {cancel.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {isApiError(cancel.error) ? cancel.error.message : t('orders.loadError')}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" className="mt-4 w-full" disabled={cancel.isPending}>
        {cancel.isPending ? t('orders.cancelling') : t('orders.cancel')}
      </Button>
    </form>
  );
}

/** The form starts once the airports are there, so its pickers open on the order's airports. */
function ChangeDetails({ order }: { order: OrderView }) {
  const airports = useAirports();
  if (!airports.data) return null;
  return <ChangeDetailsForm order={order} airports={airports.data.airportsRes} />;
}

function ChangeDetailsForm({ order, airports }: { order: OrderView; airports: Airport[] }) {
  const { t } = useTranslation();
  const update = useUpdatePreOrder();
  const [saved, setSaved] = useState(false);
  // A date input shows a day; an unchanged day keeps the exact departure the order already has.
  const departureDay = localDay(order.departureDate);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof CollectingDetails>, unknown, z.output<typeof CollectingDetails>>({
    resolver: zodResolver(CollectingDetails),
    defaultValues: {
      pickFrom: order.pickFrom || 'Onboard',
      origin: order.origin,
      destination: order.destination,
      flightNumber: order.flightNumber,
      departureDate: departureDay,
      ticketNumber: order.ticketNumber,
      seatNumber: order.seatNumber,
    },
  });
  const onSubmit = handleSubmit((values) => {
    setSaved(false);
    update.mutate(
      {
        id: order.id,
        ...values,
        departureDate: values.departureDate === departureDay ? order.departureDate : values.departureDate,
        orderItemRequet: order.orderItemRes
          .filter((l) => !l.isFree)
          .map((l) => ({ itemId: l.itemId, quantity: l.quantity })),
      },
      { onSuccess: () => setSaved(true) },
    );
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100 lg:p-6"
    >
      <h2 className="mb-4 text-lg font-semibold text-navy-950">{t('orders.changeTitle')}</h2>
      <CollectingDetailsFields register={register} errors={errors} airports={airports} />
      {update.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {isApiError(update.error) ? update.error.message : t('orders.loadError')}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="mt-3 text-sm text-emerald-800">
          {t('orders.saved')}
        </p>
      ) : null}
      <Button type="submit" variant="outline" className="mt-4" disabled={update.isPending}>
        {update.isPending ? t('orders.saving') : t('orders.save')}
      </Button>
    </form>
  );
}
