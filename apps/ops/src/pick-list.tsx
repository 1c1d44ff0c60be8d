import type { PickList } from '@dfs/contract/ops/flights';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { call, download } from './api';
import { localTime } from './flights';
import { text } from './text';
import { Alert, Button } from './ui';

/**
 * A flight's pick list: confirmed pre-orders grouped by seat with each item's total, printable on A4
 * (print styles: the console's chrome is hidden, seats do not break across pages) and as CSV. Printing
 * is recorded, so orders placed afterwards are marked NEW.
 */
export function PickListPage() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['pick-list', id],
    queryFn: () => call<PickList>('GET', `/Ops/api/V1.0/Flight/GetPickList?flightId=${id}`),
  });
  const print = async () => {
    setError(null);
    try {
      // Recorded first: what is printed is what the next list compares with.
      const printed = await call<PickList>('POST', '/Ops/api/V1.0/Flight/MarkPickListPrinted', {
        flightId: id,
      });
      queryClient.setQueryData(['pick-list', id], { ...printed, seats: list.data?.seats ?? printed.seats });
      window.print();
    } catch (e) {
      setError(text((e as Error).message));
    }
  };
  if (list.isError) return <Alert>{text(list.error.message)}</Alert>;
  if (!list.data) return <p role="status">Loading…</p>;
  const { flight, seats, totals, printedAt } = list.data;
  const orders = seats.reduce((n, s) => n + s.orders.length, 0);
  const fresh = seats.reduce((n, s) => n + s.orders.filter((o) => o.isNew).length, 0);
  return (
    <section className="pick-list space-y-4 print:space-y-2 print:text-[11pt]">
      <style>{'@page { size: A4; margin: 14mm; }'}</style>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Link to={`/flights/${flight.id}`} className="text-sm text-sky-800 underline">
          ← {flight.flightNumber}
        </Link>
        <div className="ms-auto flex gap-2">
          <Button
            variant="secondary"
            onClick={() =>
              download(`/Ops/api/V1.0/Flight/ExportPickList?flightId=${id}`, 'pick-list.csv').catch(
                (e: Error) => setError(e.message),
              )
            }
          >
            Export CSV
          </Button>
          <Button onClick={print}>Print</Button>
        </div>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <header className="border-b-2 border-slate-900 pb-2">
        <h1 className="text-2xl font-semibold print:text-xl">
          Pick list · {flight.flightNumber} {flight.origin} → {flight.destination}
        </h1>
        <p className="text-sm text-slate-700">
          Departs {localTime(flight.departureAt, flight.originTimeZone)} · status {flight.status} · {orders}{' '}
          orders ·{' '}
          {printedAt ? `last printed ${printedAt.slice(0, 16).replace('T', ' ')} UTC` : 'not printed yet'}
          {fresh > 0 ? ` · ${fresh} new since printed` : ''}
        </p>
      </header>
      <h2 className="text-lg font-semibold">Totals to load</h2>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-slate-400">
            <th className="py-1 text-start">Item code</th>
            <th className="py-1 text-start">Item</th>
            <th className="py-1 text-end">Quantity</th>
          </tr>
        </thead>
        <tbody>
          {totals.map((t) => (
            <tr key={t.itemId} className="border-b border-slate-200 break-inside-avoid">
              <td className="py-1 font-mono">{t.itemCode}</td>
              <td className="py-1">{t.name}</td>
              <td className="py-1 text-end font-semibold tabular-nums">{t.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="text-lg font-semibold print:break-before-auto">By seat</h2>
      {seats.length === 0 ? <p className="text-slate-600">No confirmed pre-orders on this flight.</p> : null}
      <div className="grid gap-3 sm:grid-cols-2 print:grid-cols-2 print:gap-2">
        {seats.map((seat) => (
          <div
            key={seat.seatNumber}
            className="break-inside-avoid rounded border border-slate-300 bg-white p-3 print:rounded-none print:p-2"
          >
            <h3 className="text-lg font-bold">Seat {seat.seatNumber || '—'}</h3>
            {seat.orders.map((o) => (
              <div key={o.orderCode} className="mt-1 border-t border-slate-200 pt-1">
                <p className="text-sm">
                  <span className="font-mono font-semibold">{o.orderCode}</span> · {o.passenger}{' '}
                  {o.isNew ? (
                    <span className="rounded bg-amber-200 px-1.5 text-xs font-bold text-amber-950 print:border print:border-black">
                      NEW
                    </span>
                  ) : null}
                </p>
                <ul className="ms-4 list-disc text-sm">
                  {o.lines.map((l) => (
                    <li key={l.itemId}>
                      {l.quantity} × {l.name} <span className="font-mono text-slate-600">({l.itemCode})</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
