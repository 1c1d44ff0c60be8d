import type { CashFlaggedLine, CashReconciliation } from '@dfs/contract/ops/cash';
import { type ReactNode, useState } from 'react';
import { text } from '../text';
import { Alert, Button } from '../ui';
import { downloadFlightCash, useFlightCash } from './get-flight-cash';

const amount = (value: number | null) => (value === null ? '—' : value.toFixed(2));

const reasonNames: Record<CashFlaggedLine['reasons'][number], string> = {
  cashDifference: 'Cash differs',
  secondDevice: 'Handed over again on another device',
};

const time = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
    : '—';

/** A difference as a person reads it: short or over, highlighted; even shows plainly. */
function Difference({ value }: { value: number | null }) {
  if (value === null || value === 0) return <span>{amount(value)}</span>;
  const short = value < 0;
  return (
    <span
      className={`rounded px-1.5 py-0.5 font-semibold ${short ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'}`}
    >
      {amount(value)} {short ? 'short' : 'over'}
    </span>
  );
}

const cell = 'px-3 py-2';
const number = `${cell} text-end tabular-nums`;

/** A table the keyboard can scroll sideways on a phone (a focusable region with a name). */
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways takes focus, so the keyboard scrolls it
      tabIndex={0}
      className="overflow-x-auto rounded border border-slate-200 focus:outline-none focus:ring-2 focus:ring-sky-300"
    >
      {children}
    </section>
  );
}

/** A table's column headings, each aligned as its cells are. */
function Head({ columns }: { columns: [string, 'start' | 'end'][] }) {
  return (
    <thead className="bg-slate-100 text-slate-700">
      <tr>
        {columns.map(([title, align]) => (
          <th key={title} scope="col" className={`${cell} ${align === 'end' ? 'text-end' : 'text-start'}`}>
            {title}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** One crew member's cash in one currency, or a currency's total (the footer's rows are bold). */
function SumRow({ label, sum }: { label: string; sum: CashReconciliation['totals'][number] }) {
  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className={`${cell} text-start [font-weight:inherit]`}>
        {label}
      </th>
      <td className={cell}>{sum.currency}</td>
      <td className={number}>{sum.orders}</td>
      <td className={number}>{amount(sum.expected)}</td>
      <td className={number}>{amount(sum.taken)}</td>
      <td className={number}>
        <Difference value={sum.difference} />
      </td>
    </tr>
  );
}

function CrewTable({ cash }: { cash: CashReconciliation }) {
  return (
    <Scroll label="Cash by crew member">
      <table className="w-full min-w-[34rem] text-sm">
        <Head
          columns={[
            ['Crew member', 'start'],
            ['Currency', 'start'],
            ['Orders', 'end'],
            ['Expected', 'end'],
            ['Taken', 'end'],
            ['Difference', 'end'],
          ]}
        />
        <tbody>
          {cash.crew.map((c) => (
            <SumRow key={`${c.staffId}-${c.currency}`} label={c.staffName} sum={c} />
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 font-semibold">
          {cash.totals.map((t) => (
            <SumRow key={t.currency} label="Total" sum={t} />
          ))}
        </tfoot>
      </table>
    </Scroll>
  );
}

function FlaggedTable({ flagged }: { flagged: CashFlaggedLine[] }) {
  return (
    <Scroll label="Flagged hand-overs of this flight">
      <table className="w-full min-w-[40rem] text-sm">
        <Head
          columns={[
            ['Order', 'start'],
            ['Crew member', 'start'],
            ['Why', 'start'],
            ['Currency', 'start'],
            ['Expected', 'end'],
            ['Taken', 'end'],
            ['Difference', 'end'],
            ['Recorded (UTC)', 'start'],
          ]}
        />
        <tbody>
          {flagged.map((f) => (
            <tr key={`${f.orderCode}-${f.receivedAt}-${f.staffId}`} className="border-t border-slate-100">
              <th scope="row" className={`${cell} text-start font-mono font-normal`}>
                {f.orderCode}
              </th>
              <td className={cell}>{f.staffName}</td>
              <td className={cell}>{f.reasons.map((r) => reasonNames[r]).join('; ')}</td>
              <td className={cell}>{f.currency}</td>
              <td className={number}>{amount(f.expected)}</td>
              <td className={number}>{amount(f.taken)}</td>
              <td className={number}>
                <Difference value={f.difference} />
              </td>
              <td className={cell}>{time(f.recordedAt ?? f.receivedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

/**
 * The flight's cash (the station's reconciliation): what the crew was to collect on the cash-on-board
 * orders handed over, what they recorded as taken and the difference, by crew member and currency,
 * with totals; the records to look into; the same as CSV.
 */
export function FlightCash({ flightId }: { flightId: number }) {
  const cash = useFlightCash(flightId);
  const [error, setError] = useState<string | null>(null);
  const empty = cash.data && cash.data.crew.length === 0 && cash.data.flagged.length === 0;
  return (
    <section
      aria-labelledby="flight-cash"
      aria-busy={cash.isPending}
      className="space-y-3 rounded border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="flight-cash" className="me-auto text-lg font-semibold">
          Cash
        </h2>
        <Button
          variant="secondary"
          disabled={!cash.data}
          onClick={() => {
            setError(null);
            downloadFlightCash(flightId).catch((e: Error) => setError(text(e.message)));
          }}
        >
          Download CSV
        </Button>
      </div>
      <p className="text-sm text-slate-600">
        Cash-on-board orders handed over: expected is the orders’ totals, taken is what the crew recorded.
        Amounts in each order’s currency.
      </p>
      {error ? <Alert>{error}</Alert> : null}
      {cash.isPending ? <p className="text-slate-600">Loading the cash…</p> : null}
      {cash.isError ? (
        <div className="space-y-2">
          <Alert>The cash could not be loaded: {text(cash.error.message)}</Alert>
          <Button variant="secondary" onClick={() => void cash.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {empty ? <p className="text-slate-600">No cash taken on this flight yet.</p> : null}
      {cash.data && cash.data.crew.length > 0 ? <CrewTable cash={cash.data} /> : null}
      {cash.data && cash.data.flagged.length > 0 ? (
        <>
          <h3 className="font-semibold">Flagged for the station ({cash.data.flagged.length})</h3>
          <FlaggedTable flagged={cash.data.flagged} />
        </>
      ) : null}
    </section>
  );
}
