import { CollectingDetails } from '@dfs/contract/collecting-details';
import type { Airport } from '@dfs/contract/master-data';
import { CancellationReason, type OrderView } from '@dfs/contract/preorders';
import { orderChangeWindow } from '@dfs/domain/order-changes';
import { zodResolver } from '@hookform/resolvers/zod';
import { LifeBuoy, PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useCancelPreOrder } from '../api/cancel-pre-order';
import { useAirports } from '../api/get-airports';
import { useUpdatePreOrder } from '../api/update-pre-order';
import { isApiError } from '../api-client';
import { useFormatters } from '../format';
import { useTranslation } from '../i18n';
import { Button } from './button';
import { CollectingDetailsFields } from './collecting-details-fields';
import { SelectField } from './form-field';

/**
 * Whether the traveller may still cancel or change the order, and if not why: the same rule the API
 * enforces (domain `orderChangeWindow`); the server's `canChange` has the last word.
 */
export function useOrderChangeWindow(order: OrderView) {
  const window = orderChangeWindow(
    {
      kind: order.kind ?? 'preorder',
      status: order.orderRequestStatus,
      departure: new Date(order.departureDate),
      // The server's cut-off: the route's own window, moved with a retimed flight.
      closesAt: order.cutoffAt ? new Date(order.cutoffAt) : null,
    },
    new Date(),
  );
  if (order.canChange && window.open) return { open: true as const };
  // The server knows what the page cannot: a flight the station marked departed or cancelled.
  return {
    open: false as const,
    reason: order.closedReason ?? (window.open ? 'cutoffPassed' : window.reason),
  };
}

/** "You can change or cancel this order until …" in the departure airport's time. */
export function OrderChangeUntil({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const window = useOrderChangeWindow(order);
  if (!window.open) return null;
  return (
    <p className="text-sm text-navy-700">
      {t(order.kind === 'onboard' ? 'orders.cancelUntil' : 'orders.changeUntil', {
        date: format.flightTime(order.cutoffAt, order.origin),
      })}
    </p>
  );
}

/** When and on which flight the crew handed the goods over (nothing before that). */
export function OrderHandedOver({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!order.handedOverAt) return null;
  return (
    <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-navy-900">
      <PackageCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
      {t('orders.handedOver', {
        flightNumber: order.flightNumber,
        date: format.flightTime(order.handedOverAt, order.origin),
      })}
    </p>
  );
}

/** Why the order can no longer be cancelled or changed, and where to turn instead (after-sales support). */
export function OrderChangesClosed({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const window = useOrderChangeWindow(order);
  // A cancelled flight's order is offered its own choice (OrderDisruption), not this note.
  if (window.open || window.reason === 'finished' || window.reason === 'flightCancelled') return null;
  return (
    <div className="rounded-xl bg-navy-50 p-4 text-sm text-navy-700 ring-1 ring-navy-100" role="note">
      <p>{t(window.reason === 'departed' ? 'orders.departedClosed' : 'orders.cutoffPassed')}</p>
      <Link
        to="/after-sales-support"
        className="mt-2 inline-flex items-center gap-1.5 font-medium text-navy-900 underline"
      >
        <LifeBuoy aria-hidden="true" className="size-4" />
        {t('orders.afterSalesLink')}
      </Link>
    </div>
  );
}

const CancelFields = z.object({ ReasonOfCancellation: z.coerce.number().pipe(CancellationReason) });

/** Cancels the order with a reason; a guest proves the order is theirs with its view token. */
export function CancelOrderForm({ order }: { order: OrderView }) {
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
    cancel.mutate({ id: order.id, ReasonOfCancellation, viewToken: order.viewToken });
  });
  const errorKey = errors.ReasonOfCancellation?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100">
      <h2 className="text-lg font-semibold text-navy-950">
        {t(order.kind === 'onboard' ? 'orders.cancelOnboardTitle' : 'orders.cancelTitle')}
      </h2>
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
export function ChangeOrderDetails({ order }: { order: OrderView }) {
  const airports = useAirports();
  if (!airports.data) return null;
  return <ChangeOrderDetailsForm order={order} airports={airports.data.airportsRes} />;
}

function ChangeOrderDetailsForm({ order, airports }: { order: OrderView; airports: Airport[] }) {
  const { t } = useTranslation();
  const update = useUpdatePreOrder();
  const [saved, setSaved] = useState(false);
  // A date input shows the departure airport's day (the time carries its offset); an unchanged day
  // keeps the exact departure the order already has.
  const departureDay = order.departureDate.slice(0, 10);
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
      passengerLastName: order.passengerLastName,
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
        viewToken: order.viewToken,
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
