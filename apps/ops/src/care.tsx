import type { OrderSearchPage } from '@dfs/contract/ops/care';
import type { OrderRequestStatus } from '@dfs/contract/order-codes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call } from './api';
import { RefundRequests } from './care-refund-requests';
import { money, orderStatusLabel, paymentStatusLabel, statusTone, utc } from './order-labels';
import { text } from './text';
import { Alert, Button, Field, inputClass } from './ui';

const PAGE_SIZE = 20;
const modes = [
  { key: 'code', label: 'Order code', placeholder: '7K3Q9M2XWD' },
  { key: 'email', label: 'E-mail', placeholder: 'traveller@example.com' },
  { key: 'ticket', label: 'Ticket', placeholder: '13 digits' },
  { key: 'flightNumber', label: 'Flight', placeholder: 'ET500' },
] as const;
type Mode = (typeof modes)[number]['key'];

export function StatusPill({ status }: { status: OrderRequestStatus }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded border px-2 py-0.5 text-xs ${statusTone(status)}`}
    >
      {orderStatusLabel[status]}
    </span>
  );
}

/** Customer care: find orders by code, e-mail, ticket or flight (paged on the server). */
export function CarePage() {
  const [params, setParams] = useSearchParams();
  const mode = (modes.find((m) => params.has(m.key))?.key ?? 'email') as Mode;
  const value = params.get(mode) ?? '';
  const flightDate = params.get('flightDate') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState({ mode, value, flightDate });
  const query = useQuery({
    queryKey: ['care-search', params.toString()],
    enabled: value !== '',
    queryFn: () => call<OrderSearchPage>('GET', `/Ops/api/V1.0/Order/Search?${params}&pageSize=${PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
  const go = (nextPage: number) => {
    const next = new URLSearchParams({ [draft.mode]: draft.value.trim(), page: String(nextPage) });
    if (draft.mode === 'flightNumber' && draft.flightDate) next.set('flightDate', draft.flightDate);
    setParams(next);
  };
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1;
  const problem = query.error as { errors?: Record<string, string[]>; message?: string } | null;
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Customer care</h1>
      <RefundRequests />
      <form
        className="grid items-end gap-3 rounded border border-slate-200 bg-white p-4 md:grid-cols-[12rem_1fr_auto_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          go(1);
        }}
      >
        <Field label="Find by">
          <select
            className={inputClass}
            value={draft.mode}
            onChange={(e) => setDraft({ ...draft, mode: e.target.value as Mode })}
          >
            {modes.map((m) => (
              <option key={m.key} value={m.key}>
                {m.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label={modes.find((m) => m.key === draft.mode)!.label}>
          <input
            className={inputClass}
            name="search"
            required
            placeholder={modes.find((m) => m.key === draft.mode)!.placeholder}
            value={draft.value}
            onChange={(e) => setDraft({ ...draft, value: e.target.value })}
          />
        </Field>
        {draft.mode === 'flightNumber' ? (
          <Field label="Departure day (UTC)">
            <input
              type="date"
              className={inputClass}
              value={draft.flightDate}
              onChange={(e) => setDraft({ ...draft, flightDate: e.target.value })}
            />
          </Field>
        ) : (
          <span />
        )}
        <Button type="submit">Search</Button>
      </form>
      {problem ? (
        <Alert>
          {Object.values(problem.errors ?? {})
            .flat()
            .map(text)
            .join(' ') || problem.message}
        </Alert>
      ) : null}
      {query.data ? (
        <>
          <div className="overflow-x-auto rounded border border-slate-200 bg-white">
            <table className="w-full text-sm">
              <thead className="bg-slate-100 text-slate-700">
                <tr>
                  <th className="px-3 py-2 text-start">Order</th>
                  <th className="px-3 py-2 text-start">Traveller</th>
                  <th className="px-3 py-2 text-start">Flight</th>
                  <th className="px-3 py-2 text-start">Status</th>
                  <th className="px-3 py-2 text-end">Total</th>
                  <th className="px-3 py-2 text-start">Placed (UTC)</th>
                </tr>
              </thead>
              <tbody>
                {query.data.rows.map((row) => (
                  <tr key={row.id} className="border-t border-slate-100 align-top hover:bg-slate-50">
                    <td className="px-3 py-2 font-mono">
                      <Link className="text-sky-800 underline" to={`/care/orders/${row.id}`}>
                        {row.orderCode}
                      </Link>
                    </td>
                    <td className="px-3 py-2">
                      {row.customerName}
                      <div className="text-slate-500">{row.email}</div>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {row.flightNumber} {row.origin}→{row.destination}
                      <div className="text-slate-500">{row.departureDate.slice(0, 16).replace('T', ' ')}</div>
                    </td>
                    <td className="px-3 py-2">
                      <StatusPill status={row.orderRequestStatus} />
                      <div className="text-xs text-slate-500">{paymentStatusLabel[row.paymentStatus]}</div>
                    </td>
                    <td className="px-3 py-2 text-end tabular-nums whitespace-nowrap">
                      {money(row.total, row.currency)}
                    </td>
                    <td className="px-3 py-2 tabular-nums whitespace-nowrap">{utc(row.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {query.data.rows.length === 0 ? (
              <p className="p-4 text-sm text-slate-600">No order matches.</p>
            ) : null}
          </div>
          <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
            <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
              Previous
            </Button>
            <span>
              Page {Math.min(page, pages)} of {pages} ({query.data.total} orders)
            </span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
              Next
            </Button>
          </nav>
        </>
      ) : (
        <p className="text-sm text-slate-600">
          Search by one of order code, e-mail, ticket or flight number.
        </p>
      )}
    </section>
  );
}
