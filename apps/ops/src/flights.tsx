import type { OpsFlight, OpsFlightsPage } from '@dfs/contract/ops/flights';
import { flightStatuses } from '@dfs/contract/ops/flights';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AirportTimeEcho } from './airport-time-echo';
import { call } from './api';
import { FormDialog } from './dialog';
import { ImportFlights } from './flight-import';
import { text } from './text';
import { Alert, Button, Field, inputClass } from './ui';

const PAGE_SIZE = 25;

/** A departure in the departure airport's local time with its zone (DESIGN.md §14). */
export function localTime(iso: string, timeZone: string) {
  const shown = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
  return shown;
}

export function StatusBadge({ status }: { status: OpsFlight['status'] }) {
  const look: Record<OpsFlight['status'], string> = {
    scheduled: 'bg-slate-100 text-slate-800',
    retimed: 'bg-amber-100 text-amber-900',
    cancelled: 'bg-red-100 text-red-900',
    departed: 'bg-sky-100 text-sky-900',
    arrived: 'bg-emerald-100 text-emerald-900',
  };
  return <span className={`rounded px-2 py-0.5 text-xs font-medium ${look[status]}`}>{status}</span>;
}

/** The schedule: filter by day, route and status (paged on the server); add a flight; import CSV. */
export function FlightsPage() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState({ date: '', origin: '', destination: '', status: '' });
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  for (const [k, v] of Object.entries(filter)) if (v) query.set(k, v);
  const flights = useQuery({
    queryKey: ['flights', query.toString()],
    queryFn: () => call<OpsFlightsPage>('GET', `/Ops/api/V1.0/Flight/GetAll?${query}`),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((flights.data?.total ?? 0) / PAGE_SIZE));
  const set = (key: keyof typeof filter, value: string) => {
    setFilter({ ...filter, [key]: value });
    setPage(1);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['flights'] });

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">Flights</h1>
        <div className="ms-auto flex gap-2">
          <Link
            to="/pre-order-windows"
            className="rounded border border-slate-300 bg-white px-4 py-2 text-sm"
          >
            Pre-order windows
          </Link>
          <Button variant="secondary" onClick={() => setImporting(true)}>
            Import CSV
          </Button>
          <Button onClick={() => setCreating(true)}>New flight</Button>
        </div>
      </div>
      <div className="grid gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-4">
        <Field label="Departure day (UTC)">
          <input
            type="date"
            className={inputClass}
            value={filter.date}
            onChange={(e) => set('date', e.target.value)}
          />
        </Field>
        <Field label="From">
          <input
            className={inputClass}
            maxLength={3}
            placeholder="ADD"
            value={filter.origin}
            onChange={(e) => set('origin', e.target.value.toUpperCase())}
          />
        </Field>
        <Field label="To">
          <input
            className={inputClass}
            maxLength={3}
            placeholder="LHR"
            value={filter.destination}
            onChange={(e) => set('destination', e.target.value.toUpperCase())}
          />
        </Field>
        <Field label="Status">
          <select
            className={inputClass}
            value={filter.status}
            onChange={(e) => set('status', e.target.value)}
          >
            <option value="">Any</option>
            {flightStatuses.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </Field>
      </div>
      {flights.isError ? (
        <Alert>{text(flights.error.message) || 'The flights could not be loaded.'}</Alert>
      ) : null}
      <div className="overflow-x-auto rounded border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <thead className="bg-slate-100 text-start text-slate-700">
            <tr>
              <th className="px-3 py-2 text-start">Flight</th>
              <th className="px-3 py-2 text-start">Route</th>
              <th className="px-3 py-2 text-start">Departure (local)</th>
              <th className="px-3 py-2 text-start">Status</th>
              <th className="px-3 py-2 text-end">Pre-orders</th>
              <th className="px-3 py-2" />
            </tr>
          </thead>
          <tbody>
            {flights.data?.flights.map((f) => (
              <tr key={f.id} className="border-t border-slate-100">
                <td className="px-3 py-2 font-medium">
                  <Link className="text-sky-800 underline" to={`/flights/${f.id}`}>
                    {f.flightNumber}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  {f.origin} → {f.destination}
                </td>
                <td className="px-3 py-2">{localTime(f.departureAt, f.originTimeZone)}</td>
                <td className="px-3 py-2">
                  <StatusBadge status={f.status} />
                </td>
                <td className="px-3 py-2 text-end tabular-nums">{f.orders}</td>
                <td className="px-3 py-2 text-end">
                  <Link className="text-sky-800 underline" to={`/flights/${f.id}/pick-list`}>
                    Pick list
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {flights.data && flights.data.flights.length === 0 ? (
          <p className="p-4 text-slate-600">No flights match.</p>
        ) : null}
      </div>
      <div className="flex items-center gap-3 text-sm">
        <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {pages} · {flights.data?.total ?? 0} flights
        </span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </div>
      <CreateFlight open={creating} onOpenChange={setCreating} onDone={refresh} />
      <ImportFlights open={importing} onOpenChange={setImporting} onDone={refresh} />
    </section>
  );
}

function CreateFlight(props: { open: boolean; onOpenChange: (o: boolean) => void; onDone: () => void }) {
  const [form, setForm] = useState({ flightNumber: '', origin: '', destination: '', departureAt: '' });
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog open={props.open} onOpenChange={props.onOpenChange} title="New flight">
      <form
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          const { departureAt: departureLocal, ...flight } = form;
          call('POST', '/Ops/api/V1.0/Flight/Create', { ...flight, departureLocal })
            .then(() => {
              props.onOpenChange(false);
              props.onDone();
            })
            .catch((err: Error) => setError(text(err.message)));
        }}
      >
        <Field label="Flight number">
          <input
            className={inputClass}
            required
            placeholder="ET500"
            value={form.flightNumber}
            onChange={(e) => setForm({ ...form, flightNumber: e.target.value.toUpperCase() })}
          />
        </Field>
        <Field label="Departure (airport time at From)">
          <input
            type="datetime-local"
            className={inputClass}
            required
            value={form.departureAt}
            onChange={(e) => setForm({ ...form, departureAt: e.target.value })}
          />
        </Field>
        <Field label="From (airport code)">
          <input
            className={inputClass}
            required
            maxLength={3}
            value={form.origin}
            onChange={(e) => setForm({ ...form, origin: e.target.value.toUpperCase() })}
          />
        </Field>
        <Field label="To (airport code)">
          <input
            className={inputClass}
            required
            maxLength={3}
            value={form.destination}
            onChange={(e) => setForm({ ...form, destination: e.target.value.toUpperCase() })}
          />
        </Field>
        <div className="sm:col-span-2">
          <AirportTimeEcho local={form.departureAt} airport={form.origin} />
        </div>
        {error ? (
          <div className="sm:col-span-2">
            <Alert>{error}</Alert>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit">Add flight</Button>
        </div>
      </form>
    </FormDialog>
  );
}
