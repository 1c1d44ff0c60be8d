import type { SalesReport } from '@dfs/contract/ops/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call, session } from './api';
import { BarChart } from './bar-chart';
import { money } from './order-labels';
import { problemText } from './text';
import { Alert, Button, Field, inputClass } from './ui';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** Fills the days of the range the report has no sales on, so the chart reads as a time line. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to) && days.length < 370; at += DAY_MS) {
    days.push(isoDay(new Date(at)));
  }
  return days;
}

async function downloadCsv(section: string, range: string) {
  const response = await fetch(`/Ops/api/V1.0/Report/Export?${range}&section=${section}`, {
    headers: { authorization: `Bearer ${session.get()?.token ?? ''}` },
  });
  if (!response.ok) return;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `sales-${section}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

function Table({
  title,
  section,
  range,
  head,
  rows,
}: {
  title: string;
  section: string;
  range: string;
  head: string[];
  rows: ReactNode[][];
}) {
  return (
    <section aria-label={title} className="rounded border border-slate-200 bg-white">
      <header className="flex items-center justify-between border-b border-slate-100 px-3 py-2">
        <h2 className="font-semibold">{title}</h2>
        <Button variant="secondary" className="py-1" onClick={() => downloadCsv(section, range)}>
          CSV
        </Button>
      </header>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-slate-600">
            <tr>
              {head.map((h, i) => (
                <th key={h} className={`px-3 py-1.5 ${i === 0 ? 'text-start' : 'text-end'}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of a report have no id
              <tr key={r} className="border-t border-slate-100">
                {cells.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row
                  <td key={i} className={`px-3 py-1.5 tabular-nums ${i === 0 ? 'text-start' : 'text-end'}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="px-3 py-2 text-sm text-slate-500">None in this range.</p> : null}
      </div>
    </section>
  );
}

/** Sales reports: per day (charted), flight, route and currency; top items; promotion use; hand-over rate. */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const today = new Date();
  const from = params.get('from') ?? isoDay(new Date(today.getTime() - 29 * DAY_MS));
  const to = params.get('to') ?? isoDay(today);
  const [draft, setDraft] = useState({ from, to });
  const range = `from=${from}&to=${to}`;
  const query = useQuery({
    queryKey: ['report', range],
    queryFn: () => call<SalesReport>('GET', `/Ops/api/V1.0/Report/Sales?${range}`),
    placeholderData: keepPreviousData,
  });
  const report = query.data;
  const currencies = report?.byCurrency.map((c) => c.currency) ?? [];
  const [picked, setPicked] = useState('');
  const currency = currencies.includes(picked)
    ? picked
    : ([...(report?.byCurrency ?? [])].sort((a, b) => b.gross - a.gross)[0]?.currency ?? '');
  const perDay = new Map(
    (report?.byDay ?? []).filter((d) => d.currency === currency).map((d) => [d.day, d.gross] as const),
  );
  const amounts = (r: { currency: string; orders: number; gross: number; refunded: number; net: number }) => [
    r.orders,
    money(r.gross, r.currency),
    money(r.refunded, r.currency),
    money(r.net, r.currency),
  ];
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Sales reports</h1>
      <form
        className="flex flex-wrap items-end gap-3 rounded border border-slate-200 bg-white p-4"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(new URLSearchParams(draft));
        }}
      >
        <Field label="From day (UTC)">
          <input
            type="date"
            className={inputClass}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </Field>
        <Field label="To day (UTC)">
          <input
            type="date"
            className={inputClass}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </Field>
        <Button type="submit">Show</Button>
        {currencies.length > 1 ? (
          <Field label="Chart currency">
            <select className={inputClass} value={currency} onChange={(e) => setPicked(e.target.value)}>
              {currencies.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </Field>
        ) : null}
      </form>
      {query.error ? <Alert>{problemText(query.error)}</Alert> : null}
      {report ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {report.byCurrency.map((c) => (
              <div key={c.currency} className="rounded border border-slate-200 bg-white p-3">
                <p className="text-sm text-slate-600">Net sales, {c.currency}</p>
                <p className="text-xl font-semibold tabular-nums">{money(c.net, c.currency)}</p>
                <p className="text-xs text-slate-500">
                  {c.orders} {c.orders === 1 ? 'order' : 'orders'} · {money(c.refunded, c.currency)} refunded
                  {c.miles > 0 ? ` · ${c.miles} miles` : ''}
                </p>
              </div>
            ))}
            <div className="rounded border border-slate-200 bg-white p-3">
              <p className="text-sm text-slate-600">Hand-over rate</p>
              <p className="text-xl font-semibold tabular-nums">
                {Math.round(report.handOver.rate * 1000) / 10}%
              </p>
              <p className="text-xs text-slate-500">
                {report.handOver.handedOver} of {report.handOver.due} orders due
              </p>
            </div>
          </div>
          <BarChart
            title={`Sales per day${currency ? ` (${currency}, before refunds)` : ''}`}
            bars={daysOf(report.from, report.to).map((day) => ({
              label: day.slice(5),
              value: perDay.get(day) ?? 0,
            }))}
            format={(v) => (currency ? money(v, currency).replace(/\.00$/, '') : String(v))}
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <Table
              title="Per day"
              section="day"
              range={range}
              head={['Day', 'Orders', 'Gross', 'Refunded', 'Net']}
              rows={report.byDay.map((r) => [r.day, ...amounts(r)])}
            />
            <Table
              title="Per currency"
              section="currency"
              range={range}
              head={['Currency', 'Orders', 'Gross', 'Refunded', 'Net']}
              rows={report.byCurrency.map((r) => [r.currency, ...amounts(r)])}
            />
            <Table
              title="Per flight"
              section="flight"
              range={range}
              head={['Flight', 'Orders', 'Gross', 'Refunded', 'Net']}
              rows={report.byFlight.map((r) => [`${r.flightNumber} ${r.departureDay}`, ...amounts(r)])}
            />
            <Table
              title="Per route"
              section="route"
              range={range}
              head={['Route', 'Orders', 'Gross', 'Refunded', 'Net']}
              rows={report.byRoute.map((r) => [`${r.origin}→${r.destination}`, ...amounts(r)])}
            />
            <Table
              title="Top items"
              section="items"
              range={range}
              head={['Item', 'Units', 'Orders']}
              rows={report.topItems.map((r) => [r.name, r.quantity, r.orders])}
            />
            <Table
              title="Promotion use"
              section="promotions"
              range={range}
              head={['Code', 'Orders', 'Discount given']}
              rows={report.promotions.map((r) => [r.promoCode, r.orders, money(r.discount, r.currency)])}
            />
          </div>
        </>
      ) : null}
    </section>
  );
}
