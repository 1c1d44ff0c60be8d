import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { CookieConsentBanner } from '../../features/engagement/components/cookie-consent-banner';
import { FeedbackButton } from '../../features/engagement/components/feedback-button';
import { HydrateLater } from '../../shared/hydrate-later';
import { useTranslation } from '../../shared/i18n';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is in-page navigation; browsers scroll to the fragment but leave focus behind, so the handler moves it */}
      <a
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          const main = document.getElementById('main');
          main?.focus();
          main?.scrollIntoView();
        }}
        className="sr-only z-[60] rounded-md bg-gold-500 px-4 py-2 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t('app.skipToContent')}
      </a>
      {navigation.state !== 'idle' && (
        <div
          role="progressbar"
          aria-label={t('app.loading')}
          className="fixed inset-x-0 top-0 z-[70] h-1 animate-pulse bg-gold-500"
        />
      )}
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <HydrateLater>
        <FeedbackButton />
        <ScrollToTopButton />
        <CookieConsentBanner />
      </HydrateLater>
      <ScrollRestoration />
    </div>
  );
}
