import type { FlaggedHandOvers } from '@dfs/contract/ops/crew';
import { useQuery } from '@tanstack/react-query';
import { call } from './api';
import { Alert } from './ui';

const outcomeNames: Record<string, string> = {
  handedOver: 'Handed over',
  partlyHandedOver: 'Partly handed over',
  refusedNoId: 'Refused: no ID',
  refusedUnderAge: 'Refused: under age',
  refusedNotOnBoard: 'Refused: not on board',
};

const time = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
    : '—';

/** /hand-over-flags: orders handed over on two crew devices (recorded once, the second flagged). */
export function HandOverFlagsPage() {
  const flagged = useQuery({
    queryKey: ['hand-over-flags'],
    queryFn: () => call<FlaggedHandOvers>('GET', '/Ops/api/V1.0/HandOver/GetFlagged'),
  });
  return (
    <section>
      <h1 className="text-2xl font-semibold">Flagged hand-overs</h1>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        An order handed over again on a second crew device: it counted once; look into the second (goods or
        cash may be missing). Times in UTC.
      </p>
      {flagged.isError ? <Alert>The flagged hand-overs could not be loaded.</Alert> : null}
      {flagged.data?.flagged.length === 0 ? <p>Nothing flagged.</p> : null}
      {flagged.data && flagged.data.flagged.length > 0 ? (
        <div className="overflow-x-auto rounded border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                <th className="px-3 py-2">Order</th>
                <th className="px-3 py-2">Flight (departure)</th>
                <th className="px-3 py-2">Second record</th>
                <th className="px-3 py-2">Crew member</th>
                <th className="px-3 py-2">Recorded on the device</th>
                <th className="px-3 py-2">Synced</th>
              </tr>
            </thead>
            <tbody>
              {flagged.data.flagged.map((f) => (
                <tr key={`${f.orderCode}-${f.receivedAt}`} className="border-t border-slate-200">
                  <td className="px-3 py-2 font-mono">{f.orderCode}</td>
                  <td className="px-3 py-2">
                    {f.flightNumber} ({time(f.departureAt)})
                  </td>
                  <td className="px-3 py-2">{outcomeNames[f.outcome] ?? f.outcome}</td>
                  <td className="px-3 py-2">{f.staffName}</td>
                  <td className="px-3 py-2">{time(f.recordedAt)}</td>
                  <td className="px-3 py-2">{time(f.receivedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
