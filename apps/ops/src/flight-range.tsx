import type { OpsFlightStock } from '@dfs/contract/ops/flights';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from './api';
import { text } from './text';
import { Alert, Button, Field, inputClass } from './ui';

type Line = OpsFlightStock['lines'][number];

/** A flight's on-board range and stock: start from a template, adjust quantities, save the whole range. */
export function Range({ flightId }: { flightId: number }) {
  const stock = useQuery({
    queryKey: ['flight-stock', flightId],
    queryFn: () => call<OpsFlightStock>('GET', `/Ops/api/V1.0/Flight/GetStock?flightId=${flightId}`),
  });
  const [lines, setLines] = useState<Line[] | null>(null);
  // The range as read: a save made after another station's (or on-board sales) is refused with 409.
  const [version, setVersion] = useState<string | null>(null);
  const [templateFrom, setTemplateFrom] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setLines(stock.data?.lines ?? null);
    setVersion(stock.data?.version ?? null);
  }, [stock.data]);
  const loadTemplate = () => {
    setError(null);
    const from = templateFrom ? `&fromFlightId=${templateFrom}` : '';
    call<OpsFlightStock>('GET', `/Ops/api/V1.0/Flight/GetStockTemplate?flightId=${flightId}${from}`)
      .then((t) => {
        setLines(t.lines);
        setVersion(t.version);
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
      version,
      lines: (lines ?? []).map((l) => ({ itemId: l.itemId, quantity: l.quantity })),
    })
      .then((saved) => {
        setLines(saved.lines);
        setVersion(saved.version);
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
      {error ? (
        <Alert>
          {error}{' '}
          <button
            type="button"
            className="underline"
            onClick={() => void stock.refetch().then(() => setError(null))}
          >
            Reload the range
          </button>
        </Alert>
      ) : null}
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
