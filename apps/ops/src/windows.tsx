import type { OpsPreOrderWindow } from '@dfs/contract/ops/flights';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from './api';
import { text } from './text';
import { Alert, Button, Field, inputClass } from './ui';

/** The pre-order windows: the default of every route and each route's own (opening days, cut-off hours). */
export function PreOrderWindowsPage() {
  const queryClient = useQueryClient();
  const windows = useQuery({
    queryKey: ['preorder-windows'],
    queryFn: () => call<{ windows: OpsPreOrderWindow[] }>('GET', '/Ops/api/V1.0/PreOrderWindow/GetAll'),
  });
  const [form, setForm] = useState({
    origin: '',
    destination: '',
    openDays: 30,
    cutoffHours: 24,
    version: 0,
  });
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const save = (w: typeof form) => {
    setError(null);
    setNote(null);
    call<OpsPreOrderWindow>('PUT', '/Ops/api/V1.0/PreOrderWindow/Set', w)
      .then((saved) => {
        setNote(`Saved: ${saved.origin || 'default'}${saved.destination ? ` → ${saved.destination}` : ''}.`);
        setForm({ origin: '', destination: '', openDays: 30, cutoffHours: 24, version: 0 });
        void queryClient.invalidateQueries({ queryKey: ['preorder-windows'] });
      })
      .catch((err: Error) => setError(text(err.message)));
  };
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Pre-order windows</h1>
      <p className="text-sm text-slate-700">
        Pre-orders open a number of days before departure and close a number of hours before it. A route’s own
        window replaces the default for its flights; orders already placed keep their cut-off until their
        flight is retimed.
      </p>
      <table className="w-full rounded border border-slate-200 bg-white text-sm">
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th className="px-3 py-2 text-start">Route</th>
            <th className="px-3 py-2 text-end">Opens (days before)</th>
            <th className="px-3 py-2 text-end">Closes (hours before)</th>
            <th className="px-3 py-2" />
          </tr>
        </thead>
        <tbody>
          {windows.data?.windows.map((w) => (
            <tr key={`${w.origin}-${w.destination}`} className="border-t border-slate-100">
              <td className="px-3 py-2 font-medium">
                {w.origin ? `${w.origin} → ${w.destination}` : 'Default (every route)'}
              </td>
              <td className="px-3 py-2 text-end tabular-nums">{w.openDays}</td>
              <td className="px-3 py-2 text-end tabular-nums">{w.cutoffHours}</td>
              <td className="px-3 py-2 text-end">
                <button type="button" className="text-sky-800 underline" onClick={() => setForm({ ...w })}>
                  Edit
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form
        className="grid items-end gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-5"
        onSubmit={(e) => {
          e.preventDefault();
          save(form);
        }}
      >
        <Field label="From (empty: default)">
          <input
            className={inputClass}
            maxLength={3}
            value={form.origin}
            disabled={form.version > 0}
            onChange={(e) => setForm({ ...form, origin: e.target.value.toUpperCase() })}
          />
        </Field>
        <Field label="To">
          <input
            className={inputClass}
            maxLength={3}
            value={form.destination}
            disabled={form.version > 0}
            onChange={(e) => setForm({ ...form, destination: e.target.value.toUpperCase() })}
          />
        </Field>
        <Field label="Opens (days before)">
          <input
            className={inputClass}
            type="number"
            min={1}
            max={365}
            value={form.openDays}
            onChange={(e) => setForm({ ...form, openDays: Number(e.target.value) })}
          />
        </Field>
        <Field label="Closes (hours before)">
          <input
            className={inputClass}
            type="number"
            min={0}
            max={168}
            value={form.cutoffHours}
            onChange={(e) => setForm({ ...form, cutoffHours: Number(e.target.value) })}
          />
        </Field>
        <Button type="submit">{form.version > 0 ? 'Save window' : 'Add route window'}</Button>
      </form>
      {note ? (
        <p role="status" className="text-sm text-emerald-800">
          {note}
        </p>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
    </section>
  );
}
