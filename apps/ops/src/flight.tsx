import type { OpsFlight, OpsFlightStatusResult } from '@dfs/contract/ops/flights';
import { toAirportLocal } from '@dfs/domain/airport-time';
import { nextFlightStatuses } from '@dfs/domain/flight-status';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AirportTimeEcho } from './airport-time-echo';
import { call } from './api';
import { FlightCash } from './cash/flight-cash';
import { FlightCrew } from './crew-assignment/flight-crew';
import { FormDialog } from './dialog';
import { Range } from './flight-range';
import { localTime, StatusBadge } from './flights';
import { text } from './text';
import { Alert, Button, Field, inputClass } from './ui';

/** One flight: its details and status (cancel, retime, departed, arrived), its on-board range, its cash. */
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
      <EditFlight key={f.version} flight={f} onDone={refresh} />
      <StatusActions flight={f} onDone={refresh} />
      <Range flightId={f.id} />
      <FlightCrew flightId={f.id} />
      <FlightCash flightId={f.id} />
    </section>
  );
}

/** Number and route, at the version read (the API answers 409 when someone changed it meanwhile). */
function EditFlight({ flight, onDone }: { flight: OpsFlight; onDone: () => void }) {
  const [form, setForm] = useState({
    flightNumber: flight.flightNumber,
    origin: flight.origin,
    destination: flight.destination,
  });
  const [error, setError] = useState<string | null>(null);
  const changed =
    form.flightNumber !== flight.flightNumber ||
    form.origin !== flight.origin ||
    form.destination !== flight.destination;
  return (
    <form
      className="grid items-end gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        call('PUT', '/Ops/api/V1.0/Flight/Update', { id: flight.id, version: flight.version, ...form })
          .then(onDone)
          .catch((err: Error) => setError(text(err.message)));
      }}
    >
      <Field label="Flight number">
        <input
          className={inputClass}
          required
          value={form.flightNumber}
          onChange={(e) => setForm({ ...form, flightNumber: e.target.value.toUpperCase() })}
        />
      </Field>
      <Field label="From">
        <input
          className={inputClass}
          required
          maxLength={3}
          value={form.origin}
          onChange={(e) => setForm({ ...form, origin: e.target.value.toUpperCase() })}
        />
      </Field>
      <Field label="To">
        <input
          className={inputClass}
          required
          maxLength={3}
          value={form.destination}
          onChange={(e) => setForm({ ...form, destination: e.target.value.toUpperCase() })}
        />
      </Field>
      <Button type="submit" disabled={!changed}>
        Save flight
      </Button>
      {error ? (
        <div className="sm:col-span-4">
          <Alert>{error}</Alert>
        </div>
      ) : null}
    </form>
  );
}

function StatusActions({ flight, onDone }: { flight: OpsFlight; onDone: () => void }) {
  const [confirming, setConfirming] = useState<OpsFlight['status'] | null>(null);
  // Typed and shown on the departure airport's clock, never the browser's.
  const [departure, setDeparture] = useState(() =>
    toAirportLocal(new Date(flight.departureAt), flight.originTimeZone),
  );
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const next = nextFlightStatuses(flight.status);
  const submit = () => {
    setError(null);
    call<OpsFlightStatusResult>('POST', '/Ops/api/V1.0/Flight/SetStatus', {
      flightId: flight.id,
      status: confirming,
      ...(confirming === 'retimed' ? { newDepartureLocal: departure } : {}),
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
            variant={s === 'cancelled' ? 'danger' : 'secondary'}
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
            <>
              <Field label={`New departure (${flight.origin} airport time)`}>
                <input
                  type="datetime-local"
                  required
                  className={inputClass}
                  value={departure}
                  onChange={(e) => setDeparture(e.target.value)}
                />
              </Field>
              <AirportTimeEcho local={departure} airport={flight.origin} timeZone={flight.originTimeZone} />
            </>
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
