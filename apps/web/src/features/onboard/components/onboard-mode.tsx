import { Plane } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useFormatters } from '../../../shared/format';
import { useTranslation } from '../../../shared/i18n';
import { useOnboardStore } from '../../../shared/onboard-store';

const loadDialog = () => import('./onboard-dialog');
// The ticket check (Radix Dialog, the form) loads on first use, keeping it out of the shell chunk.
const OnboardDialog = lazy(() => loadDialog().then((m) => ({ default: m.OnboardDialog })));

/** The header button that opens the ticket check (spec §2). */
export function OnboardButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const isOnboard = useOnboardStore((s) => s.flightDetail !== null);
  return (
    <>
      <button
        type="button"
        aria-label={isOnboard ? t('onboard.changeFlight') : t('onboard.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
      >
        <Plane aria-hidden="true" className="size-6 rtl:-scale-x-100" strokeWidth={1.75} />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <OnboardDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/** The strip under the header while on-board mode is on: which flight, and the way back out. */
export function OnboardBanner() {
  const { t } = useTranslation();
  const format = useFormatters();
  const flight = useOnboardStore((s) => s.flightDetail);
  const setFlightDetail = useOnboardStore((s) => s.setFlightDetail);
  if (!flight) return null;
  return (
    <section aria-label={t('onboard.bannerLabel')} className="bg-gold-400 text-navy-950">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
        <p className="flex min-w-0 items-center gap-2">
          <Plane aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
          <span>
            {t('onboard.banner', {
              flight: flight.flightNumber,
              from: flight.origin,
              to: flight.destination,
              when: format.flightTime(flight.departureDate, flight.origin),
            })}
          </span>
        </p>
        <button
          type="button"
          onClick={() => setFlightDetail(null)}
          className="min-h-9 rounded-md px-2 font-semibold underline underline-offset-2 hover:bg-gold-300"
        >
          {t('onboard.leave')}
        </button>
      </div>
    </section>
  );
}
