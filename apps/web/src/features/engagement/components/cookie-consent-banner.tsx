import { Cookie } from 'lucide-react';
import { Link } from 'react-router';
import { usePageLive } from '../../../shared/external-store';
import { useTranslation } from '../../../shared/i18n';
import { useConsentStore } from '../store';

/**
 * Shown until the traveller accepts; the `_consent` cookie keeps it hidden for a year (spec §2, §4).
 * Drawn only once the page is live: the server's page (shared by every anonymous visitor) never
 * carries it, so a traveller who accepted never sees it, and its Accept button always works.
 */
export function CookieConsentBanner() {
  const { t } = useTranslation();
  const live = usePageLive();
  const status = useConsentStore((s) => s.status);
  const accept = useConsentStore((s) => s.accept);
  if (!live || status === 'accepted') return null;
  return (
    <section
      aria-label={t('consent.label')}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-navy-100 bg-white/95 shadow-[0_-8px_24px_rgba(10,26,51,0.12)] backdrop-blur"
    >
      <div className="container-page flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between">
        <p className="flex items-start gap-3 text-sm text-navy-800">
          <Cookie aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-600" />
          <span>
            {t('consent.message')}{' '}
            <Link to="/privacy-policy" className="font-semibold text-navy-950 underline underline-offset-2">
              {t('consent.privacyLink')}
            </Link>
          </span>
        </p>
        <button
          type="button"
          onClick={accept}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-md bg-navy-950 px-5 text-sm font-semibold text-white hover:bg-navy-700"
        >
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
