import type { CareOrderDetail, OrderActionResult } from '@dfs/contract/ops/care';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from './api';
import { FormDialog } from './dialog';
import { utc } from './order-labels';
import { problemText } from './text';
import { Button, Field, inputClass } from './ui';

/** After-sales: the same goods, at no charge, on a later flight (within 7 days of the order's flight). */
export function ReplaceDialog({
  detail,
  onClose,
  onDone,
}: {
  detail: CareOrderDetail;
  onClose: () => void;
  onDone: (result: OrderActionResult, message: string) => void;
}) {
  const { order, actions } = detail;
  const [requestId] = useState(() => crypto.randomUUID());
  const [form, setForm] = useState({
    flightNumber: '',
    departureDate: '',
    origin: order.origin,
    destination: order.destination,
    seatNumber: order.seatNumber,
    reason: '',
  });
  const mutation = useMutation({
    mutationFn: () =>
      call<OrderActionResult>('POST', '/Ops/api/V1.0/Order/Replace', {
        id: order.id,
        requestId,
        ...form,
        seatNumber: form.seatNumber || undefined,
      }),
    onSuccess: (result) => onDone(result, `Replacement ${result.replacementCode} recorded at no charge.`),
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Replace goods of ${order.orderCode}`}
    >
      <form
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          mutation.mutate();
        }}
      >
        <p className="text-sm text-slate-700 sm:col-span-2">
          The same {order.lines.reduce((n, l) => n + l.quantity, 0)} item(s), at no charge, on a later flight.
          {actions.replaceUntil ? ` Possible until ${utc(actions.replaceUntil)} UTC.` : ''}
        </p>
        <Field label="Flight number">
          <input className={inputClass} required value={form.flightNumber} onChange={set('flightNumber')} />
        </Field>
        <Field label="Departure day (local)">
          <input
            type="date"
            className={inputClass}
            required
            value={form.departureDate}
            onChange={set('departureDate')}
          />
        </Field>
        <Field label="From">
          <input className={inputClass} required maxLength={3} value={form.origin} onChange={set('origin')} />
        </Field>
        <Field label="To">
          <input
            className={inputClass}
            required
            maxLength={3}
            value={form.destination}
            onChange={set('destination')}
          />
        </Field>
        <Field label="Seat">
          <input className={inputClass} value={form.seatNumber} onChange={set('seatNumber')} />
        </Field>
        <div className="sm:col-span-2">
          <Field label="What was faulty" error={mutation.error ? problemText(mutation.error) : undefined}>
            <textarea
              className={inputClass}
              rows={2}
              required
              minLength={3}
              value={form.reason}
              onChange={set('reason')}
            />
          </Field>
        </div>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            Record replacement
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
