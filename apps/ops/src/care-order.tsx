import type { CareOrderDetail, OrderActionResult } from '@dfs/contract/ops/care';
import { PaymentOption, PaymentStatus, OrderRequestStatus as S } from '@dfs/contract/order-codes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { call } from './api';
import { StatusPill } from './care';
import { ResendMail } from './care-mail';
import { ReplaceDialog } from './care-replace';
import { FormDialog } from './dialog';
import {
  eventLabel,
  money,
  orderStatusLabel,
  paymentOptionLabel,
  paymentStatusLabel,
  utc,
  wasHandedOver,
} from './order-labels';
import { problemText } from './text';
import { Alert, Button, Field, inputClass } from './ui';

/** One order for customer care: its lines, its whole history, refund, resend and replacement. */
export function CareOrderPage() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['care-order', id],
    queryFn: () => call<CareOrderDetail>('GET', `/Ops/api/V1.0/Order/GetDetail?id=${id}`),
  });
  const [dialog, setDialog] = useState<'refund' | 'replace' | null>(null);
  const [notice, setNotice] = useState('');
  const done = (result: OrderActionResult, message: string) => {
    queryClient.setQueryData(['care-order', id], result.detail);
    queryClient.invalidateQueries({ queryKey: ['care-search'] });
    setDialog(null);
    setNotice(message);
  };
  if (query.error) return <Alert>{problemText(query.error)}</Alert>;
  if (!query.data) return <p className="text-sm text-slate-600">Loading…</p>;
  const { order, history, actions, replacements } = query.data;
  return (
    <section className="space-y-5">
      <p className="text-sm">
        <Link to="/care" className="text-sky-800 underline">
          ← Customer care
        </Link>
      </p>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="font-mono text-2xl font-semibold">{order.orderCode}</h1>
        <StatusPill status={order.orderRequestStatus} />
        <span className="text-sm text-slate-600">{paymentStatusLabel[order.paymentStatus]}</span>
        {query.data.refundRequests.some((r) => r.status === 'pending') ? (
          <span className="rounded border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs text-amber-900">
            Refund awaits a second staff member
          </span>
        ) : null}
        <div className="ms-auto flex flex-wrap gap-2">
          <ResendMail id={order.id} mails={actions.mails} onSent={setNotice} />
          {actions.replace ? (
            <Button variant="secondary" onClick={() => setDialog('replace')}>
              Record replacement
            </Button>
          ) : null}
          {actions.refund ? (
            <Button variant="danger" onClick={() => setDialog('refund')}>
              {wasHandedOver(order.orderRequestStatus) ? 'Refund' : 'Cancel and refund'}
            </Button>
          ) : null}
        </div>
      </header>
      {notice ? (
        <p
          role="status"
          className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          {notice}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-3">
        <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 rounded border border-slate-200 bg-white p-4 text-sm lg:col-span-1">
          <dt className="text-slate-500">Traveller</dt>
          <dd>{order.customerName}</dd>
          <dt className="text-slate-500">E-mail</dt>
          <dd className="break-all">{order.email}</dd>
          <dt className="text-slate-500">Flight</dt>
          <dd>
            {order.flightNumber} {order.origin}→{order.destination}
          </dd>
          <dt className="text-slate-500">Departure</dt>
          <dd>{order.departureDate.slice(0, 16).replace('T', ' ')} (local)</dd>
          <dt className="text-slate-500">Ticket / seat</dt>
          <dd>
            {order.ticketNumber} / {order.seatNumber}
          </dd>
          <dt className="text-slate-500">Payment</dt>
          <dd>{paymentOptionLabel[order.paymentOption]}</dd>
          <dt className="text-slate-500">Placed</dt>
          <dd>{utc(order.createdAt)} UTC</dd>
          {order.promoCode ? (
            <>
              <dt className="text-slate-500">Promotion</dt>
              <dd>{order.promoCode}</dd>
            </>
          ) : null}
          {order.replacesOrderCode ? (
            <>
              <dt className="text-slate-500">Replaces</dt>
              <dd className="font-mono">{order.replacesOrderCode}</dd>
            </>
          ) : null}
          {replacements.length > 0 ? (
            <>
              <dt className="text-slate-500">Replaced by</dt>
              <dd>
                {replacements.map((r) => (
                  <Link
                    key={r.id}
                    to={`/care/orders/${r.id}`}
                    className="me-2 font-mono text-sky-800 underline"
                  >
                    {r.orderCode}
                  </Link>
                ))}
              </dd>
            </>
          ) : null}
          {actions.replaceUntil && order.orderRequestStatus === S.HandedOver ? (
            <>
              <dt className="text-slate-500">Replaceable until</dt>
              <dd>{utc(actions.replaceUntil)} UTC</dd>
            </>
          ) : null}
        </dl>
        <div className="overflow-x-auto rounded border border-slate-200 bg-white lg:col-span-2">
          <table className="w-full text-sm">
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                <th className="px-3 py-2 text-start">Item</th>
                <th className="px-3 py-2 text-end">Qty</th>
                <th className="px-3 py-2 text-end">Unit</th>
                <th className="px-3 py-2 text-end">Line</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((l) => (
                <tr key={`${l.itemId}-${l.isFree}`} className="border-t border-slate-100">
                  <td className="px-3 py-2">
                    {l.name} {l.isFree ? <span className="text-xs text-slate-500">(free)</span> : null}
                  </td>
                  <td className="px-3 py-2 text-end tabular-nums">{l.quantity}</td>
                  <td className="px-3 py-2 text-end tabular-nums">{money(l.unitPrice, order.currency)}</td>
                  <td className="px-3 py-2 text-end tabular-nums">{money(l.totalPrice, order.currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-slate-200">
              {order.discount > 0 ? (
                <tr>
                  <td colSpan={3} className="px-3 py-1 text-end text-slate-600">
                    Discount
                  </td>
                  <td className="px-3 py-1 text-end tabular-nums">
                    −{money(order.discount, order.currency)}
                  </td>
                </tr>
              ) : null}
              <tr className="font-semibold">
                <td colSpan={3} className="px-3 py-2 text-end">
                  Total
                </td>
                <td className="px-3 py-2 text-end tabular-nums">
                  {order.paymentOption === PaymentOption.Mile
                    ? `${order.totalMiles} miles`
                    : money(order.total, order.currency)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
      <section aria-labelledby="history" className="space-y-2">
        <h2 id="history" className="text-lg font-semibold">
          History
        </h2>
        <ol className="divide-y divide-slate-100 rounded border border-slate-200 bg-white text-sm">
          {history.map((h) => (
            <li key={h.id} className="grid gap-1 px-4 py-2 md:grid-cols-[11rem_10rem_1fr]">
              <span className="tabular-nums text-slate-600">{utc(h.at)} UTC</span>
              <span className="font-medium">{eventLabel[h.event] ?? h.event}</span>
              <span>
                {h.fromStatus ? `${orderStatusLabel[h.fromStatus]} → ` : ''}
                {orderStatusLabel[h.toStatus]} · {paymentStatusLabel[h.paymentStatus]} · by{' '}
                {h.actor === 'staff' ? `${h.staffName ?? 'staff'} (#${h.staffId})` : h.actor}
                {h.note ? <span className="block text-slate-600">“{h.note}”</span> : null}
              </span>
            </li>
          ))}
        </ol>
      </section>
      {dialog === 'refund' ? (
        <RefundDialog detail={query.data} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
      {dialog === 'replace' ? (
        <ReplaceDialog detail={query.data} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
    </section>
  );
}

function RefundDialog({
  detail,
  onClose,
  onDone,
}: {
  detail: CareOrderDetail;
  onClose: () => void;
  onDone: (result: OrderActionResult, message: string) => void;
}) {
  // One id per intended refund: a double click or a retry is the same request.
  const [requestId] = useState(() => crypto.randomUUID());
  const [reason, setReason] = useState('');
  const { order } = detail;
  const mutation = useMutation({
    mutationFn: () =>
      call<OrderActionResult>('POST', '/Ops/api/V1.0/Order/Refund', { id: order.id, requestId, reason }),
    onSuccess: (result) =>
      onDone(
        result,
        result.refundRequest
          ? `Refund of ${order.orderCode} waits for another staff member's approval; no money has moved.`
          : `Order ${order.orderCode} refunded.`,
      ),
  });
  const back =
    order.paymentOption === PaymentOption.Mile
      ? `${order.totalMiles} miles back to the member`
      : order.paymentStatus === PaymentStatus.Paid
        ? `${money(order.total, order.currency)} back to the ${order.paymentOption === PaymentOption.Card ? 'card' : 'traveller (cash)'}`
        : 'nothing was paid yet';
  return (
    <FormDialog open onOpenChange={(open) => !open && onClose()} title={`Refund ${order.orderCode}`}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          mutation.mutate();
        }}
      >
        <p className="text-sm text-slate-700">
          Money: {back}.{' '}
          {wasHandedOver(order.orderRequestStatus)
            ? 'The goods stay with the traveller.'
            : 'The order is cancelled and its goods go back to stock.'}
        </p>
        <Field label="Reason" error={mutation.error ? problemText(mutation.error) : undefined}>
          <textarea
            className={inputClass}
            name="reason"
            rows={3}
            required
            minLength={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Keep the order
          </Button>
          <Button type="submit" variant="danger" disabled={mutation.isPending}>
            {mutation.isPending ? 'Refunding…' : 'Refund'}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
