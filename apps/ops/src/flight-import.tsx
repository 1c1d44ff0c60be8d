import type { OpsFlightImportResult } from '@dfs/contract/ops/flights';
import { useState } from 'react';
import { postCsv } from './api';
import { FormDialog } from './dialog';
import { text } from './text';
import { Alert, Button } from './ui';

/** Flights from CSV: a dry run lists every row; Apply writes them all, only when none failed. */
export function ImportFlights(props: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onDone: () => void;
}) {
  const [csv, setCsv] = useState('');
  const [result, setResult] = useState<OpsFlightImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = (dryRun: boolean) => {
    setError(null);
    postCsv<OpsFlightImportResult>(`/Ops/api/V1.0/Flight/Import?dryRun=${dryRun}`, csv)
      .then((answer) => {
        setResult(answer);
        if (answer.applied) props.onDone();
      })
      .catch((err: Error) => setError(text(err.message)));
  };
  const failed = result?.rows.filter((r) => r.error).length ?? 0;
  return (
    <FormDialog open={props.open} onOpenChange={props.onOpenChange} title="Import flights from CSV">
      <p className="mb-3 text-sm text-slate-700">
        Columns: flightNumber, origin, destination, departureAt (ISO 8601 with offset). Check first; nothing
        is written unless every row is valid.
      </p>
      <input
        type="file"
        accept=".csv,text/csv"
        aria-label="CSV file"
        className="mb-3 block text-sm"
        onChange={async (e) => {
          setResult(null);
          setCsv((await e.target.files?.[0]?.text()) ?? '');
        }}
      />
      <div className="flex gap-2">
        <Button variant="secondary" disabled={!csv} onClick={() => send(true)}>
          Check (dry run)
        </Button>
        <Button disabled={!result || failed > 0 || result.applied} onClick={() => send(false)}>
          Apply
        </Button>
      </div>
      {error ? (
        <div className="mt-3">
          <Alert>{error}</Alert>
        </div>
      ) : null}
      {result ? (
        <div className="mt-3 text-sm">
          <p role="status" className="mb-2 font-medium">
            {result.applied
              ? `${result.rows.length} flights imported.`
              : failed > 0
                ? `${failed} of ${result.rows.length} rows have errors: nothing will be written.`
                : `${result.rows.length} rows are valid: apply to write them.`}
          </p>
          <table className="w-full">
            <tbody>
              {result.rows.map((r) => (
                <tr key={r.line} className="border-t border-slate-100">
                  <td className="py-1 pe-2 text-slate-500">Line {r.line}</td>
                  <td className="py-1 pe-2">{r.flightNumber}</td>
                  <td className="py-1 pe-2">{r.departureAt}</td>
                  <td className={`py-1 ${r.error ? 'text-red-700' : 'text-emerald-700'}`}>
                    {r.error ?? 'OK'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </FormDialog>
  );
}
