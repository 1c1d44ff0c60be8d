import type { CrewFlightList, FlightManifest } from '@dfs/contract/ops/crew';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../api';
import { Alert, Button, Field, Input } from '../ui';
import { CrewFrame, useOnline } from './crew-frame';
import { crewStore } from './crew-store';

const time = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** /crew: the flights of the day; each manifest is downloaded before departure for the offline hand-over. */
export function CrewFlightsPage() {
  const online = useOnline();
  const flights = useQuery({
    queryKey: ['crew-flights'],
    queryFn: () => call<CrewFlightList>('GET', '/Ops/api/V1.0/Flight/GetForCrew'),
    enabled: online,
  });
  const [stored, setStored] = useState<Map<number, string>>(new Map());
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [wanted, setWanted] = useState('');
  const refresh = useCallback(
    () =>
      crewStore.manifests().then((all) => setStored(new Map(all.map((m) => [m.flight.id, m.downloadedAt])))),
    [],
  );
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const download = async (flightId: number) => {
    setBusy(flightId);
    setError('');
    try {
      await crewStore.saveManifest(
        await call<FlightManifest>('GET', `/Ops/api/V1.0/Flight/GetManifest?flightId=${flightId}`),
      );
      await refresh();
    } catch {
      setError('The manifest could not be downloaded. Try again while online.');
    } finally {
      setBusy(null);
    }
  };

  const all =
    flights.data?.flights ??
    [...stored.keys()].map((id) => ({
      id,
      flightNumber: `Flight ${id}`,
      origin: '',
      destination: '',
      departureAt: '',
      orders: 0,
    }));
  const list = all.filter((f) => f.flightNumber.toUpperCase().includes(wanted.trim().toUpperCase()));
  return (
    <CrewFrame title="Crew hand-over">
      <p className="mb-4 text-sm text-slate-600">
        Download each flight’s manifest before departure: the hand-over then works with no network.
      </p>
      <div className="mb-4">
        <Field label="Find a flight">
          <Input value={wanted} onChange={(e) => setWanted(e.target.value)} placeholder="ET500" />
        </Field>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      {flights.isPending && online ? <p role="status">Loading flights…</p> : null}
      <ul className="flex flex-col gap-3">
        {list.map((f) => (
          <li key={f.id} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold">
                {f.flightNumber} {f.origin ? `${f.origin} → ${f.destination}` : ''}
              </h2>
              {f.departureAt ? (
                <span className="text-sm text-slate-600">{time(f.departureAt)} UTC</span>
              ) : null}
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {flights.data ? `${f.orders} ${f.orders === 1 ? 'order' : 'orders'} to hand over · ` : ''}
              {stored.has(f.id)
                ? `manifest downloaded ${time(stored.get(f.id)!)}`
                : 'manifest not downloaded'}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              {online ? (
                <Button
                  variant={stored.has(f.id) ? 'secondary' : 'primary'}
                  disabled={busy === f.id}
                  onClick={() => download(f.id)}
                >
                  {stored.has(f.id)
                    ? `Download ${f.flightNumber} again`
                    : `Download manifest of ${f.flightNumber}`}
                </Button>
              ) : null}
              {stored.has(f.id) ? (
                <Link
                  to={`/crew/flights/${f.id}`}
                  className="rounded bg-sky-800 px-4 py-2 text-sm font-medium text-white"
                >
                  Open {f.flightNumber}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {flights.data && list.length === 0 ? <p>No flights today.</p> : null}
    </CrewFrame>
  );
}
