import type { OpsFlight, OpsFlightStatusResult, OpsFlightStock } from '@dfs/contract/ops/flights';
import { nextFlightStatuses } from '@dfs/domain/flight-status';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { call } from './api';
import { FormDialog } from './dialog';
import { localTime, StatusBadge } from './flights';
import { text } from './text';
import { Alert, Button, Field, inputClass } from './ui';

type Line = OpsFlightStock['lines'][number];

/** One flight: its details and status (cancel, retime, departed, arrived), and its on-board range. */
export function FlightPage() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const flight = useQuery({
    queryKey: ['flight', id],
    queryFn: async () =>
      (await call<{ flight: OpsFlight }>('GET', `/Ops/api/V1.0/Flight/GetPickList?flightId=${id}`)).flight,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['flight', id] });
  if (flight.isError) return <Alert>{text(flight.error.message)}</Alert>;
  if (!flight.data) return <p role="status">Loading…</p>;
  const f = flight.data;
  return (
    <section className="space-y-6">
      <Link to="/flights" className="text-sm text-sky-800 underline">
        ← Flights
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          {f.flightNumber} {f.origin} → {f.destination}
        </h1>
        <StatusBadge status={f.status} />
        <Link
          to={`/flights/${f.id}/pick-list`}
          className="ms-auto rounded bg-sky-800 px-4 py-2 text-sm font-medium text-white"
        >
          Pick list ({f.orders})
        </Link>
      </div>
      <p className="text-slate-700">
        Departs {localTime(f.departureAt, f.originTimeZone)} · {f.orders} pre-orders to load
        {f.cancelledAt ? ` · cancelled ${f.cancelledAt.slice(0, 16).replace('T', ' ')} UTC` : ''}
      </p>
      <StatusActions flight={f} onDone={refresh} />
      <Range flightId={f.id} />
    </section>
  );
}

function StatusActions({ flight, onDone }: { flight: OpsFlight; onDone: () => void }) {
  const [confirming, setConfirming] = useState<OpsFlight['status'] | null>(null);
  const [departure, setDeparture] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const next = nextFlightStatuses(flight.status);
  const submit = () => {
    setError(null);
    call<OpsFlightStatusResult>('POST', '/Ops/api/V1.0/Flight/SetStatus', {
      flightId: flight.id,
      status: confirming,
      ...(confirming === 'retimed' ? { newDeparture: new Date(departure).toISOString() } : {}),
    })
      .then((answer) => {
        setMessage(`Flight ${answer.flight.status}; ${answer.ordersTold} customers e-mailed.`);
        setConfirming(null);
        onDone();
      })
      .catch((err: Error) => setError(text(err.message)));
  };
  if (next.length === 0 && !message) return null;
  return (
    <div className="rounded border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-semibold">Status</h2>
      <div className="flex flex-wrap gap-2">
        {next.map((s) => (
          <Button
            key={s}
            variant={s === 'cancelled' ? 'primary' : 'secondary'}
            onClick={() => setConfirming(s)}
          >
            {s === 'retimed' ? 'Retime…' : s === 'cancelled' ? 'Cancel flight…' : `Mark ${s}`}
          </Button>
        ))}
      </div>
      {message ? (
        <p role="status" className="mt-3 text-sm text-emerald-800">
          {message}
        </p>
      ) : null}
      <FormDialog
        open={confirming !== null}
        onOpenChange={(o) => !o && setConfirming(null)}
        title={`Set ${flight.flightNumber} ${confirming ?? ''}`}
      >
        <div className="space-y-3 text-sm">
          {confirming === 'cancelled' ? (
            <p>
              Each of the {flight.orders} customers with an order on this flight is e-mailed and may move the
              order to another sector of their ticket or cancel it with a full refund. Orders left untouched
              are refunded automatically.
            </p>
          ) : null}
          {confirming === 'retimed' ? (
            <Field label="New departure (your time)">
              <input
                type="datetime-local"
                required
                className={inputClass}
                value={departure}
                onChange={(e) => setDeparture(e.target.value)}
              />
            </Field>
          ) : null}
          {error ? <Alert>{error}</Alert> : null}
          <Button disabled={confirming === 'retimed' && !departure} onClick={submit}>
            Confirm: {confirming}
          </Button>
        </div>
      </FormDialog>
    </div>
  );
}

function Range({ flightId }: { flightId: number }) {
  const stock = useQuery({
    queryKey: ['flight-stock', flightId],
    queryFn: () => call<OpsFlightStock>('GET', `/Ops/api/V1.0/Flight/GetStock?flightId=${flightId}`),
  });
  const [lines, setLines] = useState<Line[] | null>(null);
  const [templateFrom, setTemplateFrom] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setLines(stock.data?.lines ?? null), [stock.data]);
  const loadTemplate = () => {
    setError(null);
    const from = templateFrom ? `&fromFlightId=${templateFrom}` : '';
    call<OpsFlightStock>('GET', `/Ops/api/V1.0/Flight/GetStockTemplate?flightId=${flightId}${from}`)
      .then((t) => {
        setLines(t.lines);
        setNote(
          t.lines.length
            ? `Template loaded: ${t.lines.length} items. Adjust and save.`
            : 'No earlier flight of this route has a range.',
        );
      })
      .catch((err: Error) => setError(text(err.message)));
  };
  const save = () => {
    setError(null);
    call<OpsFlightStock>('PUT', '/Ops/api/V1.0/Flight/SetStock', {
      flightId,
      lines: (lines ?? []).map((l) => ({ itemId: l.itemId, quantity: l.quantity })),
    })
      .then((saved) => {
        setLines(saved.lines);
        setNote(`Range saved: ${saved.lines.length} items.`);
        void stock.refetch();
      })
      .catch((err: Error) => setError(text(err.message)));
  };
  const changed = JSON.stringify(lines) !== JSON.stringify(stock.data?.lines ?? null);
  return (
    <div className="rounded border border-slate-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-end gap-2">
        <h2 className="me-auto text-lg font-semibold">On-board range and stock</h2>
        <Field label="Template flight id (empty: latest of the route)">
          <input
            className={inputClass}
            inputMode="numeric"
            value={templateFrom}
            onChange={(e) => setTemplateFrom(e.target.value.replace(/\D/g, ''))}
          />
        </Field>
        <Button variant="secondary" onClick={loadTemplate}>
          Load template
        </Button>
        <Button disabled={!changed} onClick={save}>
          Save range
        </Button>
      </div>
      {note ? (
        <p role="status" className="mb-2 text-sm text-emerald-800">
          {note}
        </p>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      <table className="w-full text-sm">
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th className="px-3 py-2 text-start">Item code</th>
            <th className="px-3 py-2 text-start">Name</th>
            <th className="w-32 px-3 py-2 text-end">Quantity</th>
            <th className="w-20 px-3 py-2" />
          </tr>
        </thead>
        <tbody>
          {(lines ?? []).map((l, i) => (
            <tr key={l.itemId} className="border-t border-slate-100">
              <td className="px-3 py-1.5 font-mono">{l.itemCode}</td>
              <td className="px-3 py-1.5">{l.name}</td>
              <td className="px-3 py-1.5">
                <input
                  aria-label={`Quantity of ${l.itemCode}`}
                  className={`${inputClass} text-end`}
                  type="number"
                  min={0}
                  value={l.quantity}
                  onChange={(e) =>
                    setLines(
                      (lines ?? []).map((x, j) =>
                        j === i ? { ...x, quantity: Math.max(0, Number(e.target.value) || 0) } : x,
                      ),
                    )
                  }
                />
              </td>
              <td className="px-3 py-1.5 text-end">
                <button
                  type="button"
                  className="text-red-700 underline"
                  onClick={() => setLines((lines ?? []).filter((_, j) => j !== i))}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {lines && lines.length === 0 ? (
        <p className="p-3 text-slate-600">This flight carries nothing yet: load a template.</p>
      ) : null}
    </div>
  );
}
