import type { FlightManifest, HandOverOutcome, ManifestOrder } from '@dfs/contract/ops/crew';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Field, Input } from '../ui';
import { CashField, cashMinor, money, outsideFlightDay } from './crew-cash';
import { CrewFrame, useOnline } from './crew-frame';
import { checkScan, findCode, type Lookup } from './crew-proof';
import { crewStore, type QueuedHandOver } from './crew-store';
import { syncHandOvers, useSyncRetry } from './crew-sync';

/**
 * The QR reader (zxing, 123 kB gzip) loads with the hand-over page, not with the console: the staff
 * at their desks never scan. The crew's service worker keeps it with the shell for the offline
 * hand-over.
 */
const scanner = () => import('./crew-scan');
const noReader = 'The QR reader is not on this device: type the order code.';

const outcomes: { outcome: HandOverOutcome; label: string }[] = [
  { outcome: 'handedOver', label: 'Handed over' },
  { outcome: 'partlyHandedOver', label: 'Partly handed over' },
  { outcome: 'refusedNoId', label: 'Refused: no ID' },
  { outcome: 'refusedUnderAge', label: 'Refused: under age' },
  { outcome: 'refusedNotOnBoard', label: 'Refused: not on board' },
];
const delivered = (o: HandOverOutcome) => o === 'handedOver' || o === 'partlyHandedOver';

/** What the manifest says of a synced hand-over: the station's flags included. */
function syncedText(record: QueuedHandOver) {
  if (record.result?.flagged) return 'synced, flagged: handed over on another device';
  const difference = record.result?.cashDifference;
  return difference
    ? `synced, cash ${difference < 0 ? 'short' : 'over'} ${Math.abs(difference).toFixed(2)}: flagged`
    : 'synced';
}

/** /crew/flights/:id: scan or type, check offline, record; hand-overs sync when the network is back. */
export function CrewHandOverPage() {
  const flightId = Number(useParams().id);
  const online = useOnline();
  const [manifest, setManifest] = useState<FlightManifest | null | undefined>(undefined);
  const [records, setRecords] = useState<QueuedHandOver[]>([]);
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [code, setCode] = useState('');
  const [cash, setCash] = useState('');
  const [saved, setSaved] = useState('');
  const [syncing, setSyncing] = useState(false);
  const [camera, setCamera] = useState<(() => void) | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  const reload = useCallback(async () => setRecords(await crewStore.handOversOf(flightId)), [flightId]);
  const sync = useCallback(async () => {
    setSyncing(true);
    await syncHandOvers().catch(() => undefined);
    await reload();
    setSyncing(false);
  }, [reload]);
  useEffect(() => {
    scanner().catch(() => undefined);
    crewStore.manifest(flightId).then((m) => setManifest(m ?? null));
    void reload();
  }, [flightId, reload]);
  useEffect(() => {
    if (online) void sync();
  }, [online, sync]);
  useSyncRetry(online && records.some((r) => r.state === 'waiting'), sync);

  const show = (result: Lookup) => {
    setSaved('');
    setLookup(result);
    if (result.ok) setCash(result.order.cashToCollect > 0 ? result.order.cashToCollect.toFixed(2) : '');
  };
  const scanned = async (text: string | undefined) => {
    if (!manifest) return;
    show(
      text ? await checkScan(manifest, text) : { ok: false, message: 'No QR code found in that picture.' },
    );
  };
  const startCamera = async () => {
    const element = video.current;
    if (!element) return;
    try {
      const { scanCamera } = await scanner();
      const stop = await scanCamera(element, (text) => {
        setCamera(null);
        void scanned(text);
      });
      setCamera(() => stop);
    } catch {
      show({ ok: false, message: 'The camera is not available: scan a photo or type the code.' });
    }
  };

  const record = async (order: ManifestOrder, proof: string | undefined, outcome: HandOverOutcome) => {
    const taken = order.cashToCollect > 0 && delivered(outcome) ? cashMinor(order, cash) : null;
    const cashTaken = taken === null ? undefined : taken / 100;
    await crewStore.record({
      clientId: crypto.randomUUID(),
      flightId,
      orderCode: order.orderCode,
      ...(proof ? { proof } : {}),
      outcome,
      ...(cashTaken !== undefined ? { cashTaken } : {}),
      recordedAt: new Date().toISOString(),
      state: 'waiting',
    });
    setLookup(null);
    setCode('');
    setSaved(`${order.orderCode}: ${outcomes.find((o) => o.outcome === outcome)?.label}.`);
    await reload();
    if (navigator.onLine) await sync();
  };

  if (manifest === undefined)
    return (
      <CrewFrame title="Hand-over" back="/crew">
        Loading…
      </CrewFrame>
    );
  if (manifest === null)
    return (
      <CrewFrame title="Hand-over" back="/crew">
        <Alert>This flight’s manifest is not on this device. Download it while online.</Alert>
      </CrewFrame>
    );

  const handedHere = new Set(records.filter((r) => delivered(r.outcome)).map((r) => r.orderCode));
  const waiting = records.filter((r) => r.state === 'waiting').length;
  const current = lookup?.ok ? lookup.order : null;
  const already = current && (handedHere.has(current.orderCode) || current.handedOverAt !== null);
  const cashUnclear = current !== null && current.cashToCollect > 0 && cashMinor(current, cash) === null;
  // The device's clock against the manifest's window; the API checks its own clock too.
  const offDay = outsideFlightDay(manifest, new Date());
  const f = manifest.flight;
  return (
    <CrewFrame title={`${f.flightNumber} ${f.origin} → ${f.destination}`} back="/crew">
      <section
        aria-label="Sync"
        className="mb-4 flex flex-wrap items-center gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200"
      >
        <p className="flex-1 text-sm" role="status">
          {waiting > 0
            ? `${waiting} hand-over${waiting === 1 ? '' : 's'} waiting to sync`
            : 'All hand-overs synced'}
        </p>
        <Button variant="secondary" disabled={!online || syncing || waiting === 0} onClick={sync}>
          Sync now
        </Button>
      </section>
      {offDay ? (
        <div className="mb-4">
          <Alert>{offDay}</Alert>
        </div>
      ) : null}

      <section
        aria-label="Find an order"
        className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200"
      >
        <h2 className="text-lg font-semibold">Scan the proof of order</h2>
        <div className="flex flex-wrap gap-2">
          {camera ? (
            <Button
              variant="secondary"
              onClick={() => {
                camera();
                setCamera(null);
              }}
            >
              Stop camera
            </Button>
          ) : (
            <Button onClick={startCamera}>Scan with camera</Button>
          )}
        </div>
        <video ref={video} muted playsInline className={camera ? 'w-full rounded bg-black' : 'hidden'} />
        <Field label="Or scan a photo of the QR code">
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="block w-full text-sm file:me-3 file:rounded file:border-0 file:bg-sky-800 file:px-4 file:py-2 file:font-medium file:text-white"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const reader = await scanner().catch(() => undefined);
              if (reader) await scanned(await reader.scanImageFile(file));
              else show({ ok: false, message: noReader });
            }}
          />
        </Field>
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            show(findCode(manifest, code));
          }}
        >
          <div className="flex-1">
            <Field label="Or type the order code">
              <Input value={code} onChange={(e) => setCode(e.target.value)} autoCapitalize="characters" />
            </Field>
          </div>
          <Button type="submit" variant="secondary">
            Find
          </Button>
        </form>
      </section>

      {saved ? (
        <p role="status" className="mt-4 rounded bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          Recorded {saved}
        </p>
      ) : null}
      {lookup && !lookup.ok ? (
        <div className="mt-4">
          <Alert>{lookup.message}</Alert>
        </div>
      ) : null}
      {current ? (
        <section aria-label="Order" className="mt-4 rounded-lg bg-white p-4 ring-2 ring-sky-700">
          <h2 className="text-xl font-semibold">
            {current.passengerName} · Seat {current.seat}
          </h2>
          {current.passengerLastName ? (
            <p className="text-sm">
              Ticket name: <strong className="uppercase">{current.passengerLastName}</strong>
            </p>
          ) : null}
          <p className="text-sm text-slate-600">
            Order <span className="font-mono">{current.orderCode}</span>
            {lookup?.ok && lookup.proof ? ' · proof verified' : ' · code typed'}
          </p>
          <ul className="my-3 list-disc ps-5">
            {current.lines.map((l) => (
              <li key={`${l.itemId}-${l.isFree}`}>
                {l.name} × {l.quantity}
                {l.isFree ? ' (free)' : ''}
              </li>
            ))}
          </ul>
          {current.cashToCollect > 0 ? (
            <CashField order={current} value={cash} onChange={setCash} />
          ) : (
            <p className="mb-3 text-sm">Paid: nothing to collect.</p>
          )}
          {already ? <Alert>Already handed over: do not hand it over again.</Alert> : null}
          <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {outcomes.map((o) => (
              <Button
                key={o.outcome}
                variant={o.outcome === 'handedOver' ? 'primary' : 'secondary'}
                disabled={Boolean(already) || offDay !== null || (delivered(o.outcome) && cashUnclear)}
                className="py-3"
                onClick={() => record(current, lookup?.ok ? lookup.proof : undefined, o.outcome)}
              >
                {o.label}
              </Button>
            ))}
          </div>
        </section>
      ) : null}

      <section aria-label="Manifest" className="mt-6">
        <h2 className="mb-2 text-lg font-semibold">
          Manifest ({manifest.orders.length} {manifest.orders.length === 1 ? 'order' : 'orders'})
        </h2>
        <ul className="divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
          {manifest.orders.map((o) => {
            const mine = records.filter((r) => r.orderCode === o.orderCode).at(-1);
            return (
              <li key={o.orderCode} className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm">
                <span>
                  <strong>{o.seat}</strong> {o.passengerName}{' '}
                  <span className="font-mono text-slate-500">{o.orderCode}</span>
                </span>
                <span>
                  {mine
                    ? `${outcomes.find((x) => x.outcome === mine.outcome)?.label} · ${mine.state === 'waiting' ? 'waiting to sync' : mine.state === 'synced' ? syncedText(mine) : `refused: ${mine.problem}`}`
                    : o.handedOverAt
                      ? 'Handed over'
                      : o.cashToCollect > 0
                        ? `To collect · ${money(o.cashToCollect, o.currency)} cash`
                        : 'To collect'}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </CrewFrame>
  );
}
