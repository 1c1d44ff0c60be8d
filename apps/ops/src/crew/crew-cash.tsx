import type { FlightManifest, ManifestOrder } from '@dfs/contract/ops/crew';
import { CASH_CEILING_FACTOR } from '@dfs/domain/hand-over-cash';
import { type HandOverWindow, handOverWindow, insideHandOverWindow } from '@dfs/domain/hand-over-window';
import { Field, Input } from '../ui';

export const money = (amount: number, currency: string) => `${currency} ${amount.toFixed(2)}`;

const utc = (at: Date) =>
  at.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** The manifest's hand-over window; a manifest kept from before it carried one: the same rule. */
function windowOf(manifest: FlightManifest): HandOverWindow {
  const kept = manifest.handOverWindow as FlightManifest['handOverWindow'] | undefined;
  return kept
    ? { opensAt: new Date(kept.opensAt), closesAt: new Date(kept.closesAt) }
    : handOverWindow(new Date(manifest.flight.departureAt));
}

/**
 * Why the device records no hand-over now, by its own clock (the API checks the same with its
 * clock): null on the flight's day.
 */
export function outsideFlightDay(manifest: FlightManifest, now: Date): string | null {
  const window = windowOf(manifest);
  if (insideHandOverWindow(window, now)) return null;
  return now < window.opensAt
    ? `Hand-overs for this flight open at ${utc(window.opensAt)} UTC (12 hours before departure).`
    : `Hand-overs for this flight closed at ${utc(window.closesAt)} UTC. If that is wrong, check this device’s date and time.`;
}

/** The cash typed, in minor units; null when it is not an amount the API would take. */
export function cashMinor(order: ManifestOrder, typed: string): number | null {
  const text = typed.trim() === '' ? '0' : typed.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  const minor = Math.round(Number(text) * 100);
  return minor > CASH_CEILING_FACTOR * Math.round(order.cashToCollect * 100) ? null : minor;
}

/** The cash to collect, what the crew typed, and what differs (flagged for the station). */
export function CashField({
  order,
  value,
  onChange,
}: {
  order: ManifestOrder;
  value: string;
  onChange: (value: string) => void;
}) {
  const taken = cashMinor(order, value);
  const difference = taken === null ? null : taken - Math.round(order.cashToCollect * 100);
  return (
    <div className="mb-3">
      <p className="font-semibold">Cash to collect: {money(order.cashToCollect, order.currency)}</p>
      <Field
        label={`Cash taken (${order.currency})`}
        error={
          taken === null
            ? `Type the amount taken, e.g. ${order.cashToCollect.toFixed(2)} (at most ten times the total).`
            : undefined
        }
      >
        <Input
          inputMode="decimal"
          value={value}
          aria-invalid={taken === null}
          onChange={(e) => onChange(e.target.value)}
        />
      </Field>
      {difference ? (
        <p role="status" className="mt-1 rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {difference < 0 ? 'Short by' : 'Over by'} {money(Math.abs(difference) / 100, order.currency)}: the
          difference is recorded and flagged for the station.
        </p>
      ) : null}
    </div>
  );
}
