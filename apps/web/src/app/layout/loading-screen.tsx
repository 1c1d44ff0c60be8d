import { brandName } from '../../shared/brand';
import { useTranslation } from '../../shared/i18n';

/** Shown while the app starts (spec §4): tokens, translations and master data. */
export function LoadingScreen() {
  const { t, ready } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-navy-950 text-white">
      <p className="text-2xl font-semibold tracking-tight">{brandName}</p>
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-3">
        <span
          aria-hidden="true"
          className="size-9 animate-spin rounded-full border-[3px] border-white/20 border-t-gold-500"
        />
        <span className="sr-only">{ready ? t('app.loading') : ''}</span>
      </div>
    </div>
  );
}
