import { ArrowRight, Plane } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n';
import { ButtonLink } from '../../../shared/ui/button';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { ContentSection, listOf, useContentText } from './content-page-frame';

/** /Special: the pre-order banner, Buy now to /offers, and what it is and how it works in nine steps (spec §2). */
export function SpecialPage() {
  const { t: tPage } = useTranslation();
  const { t, ready } = useContentText();
  useDocumentTitle(tPage('pages.special'));
  const steps = listOf(t('special.steps', { returnObjects: true }));
  return (
    <>
      <section
        aria-labelledby="page-title"
        className="relative overflow-hidden bg-gradient-to-br from-navy-950 via-navy-800 to-navy-700 text-white"
      >
        <Plane
          aria-hidden="true"
          className="pointer-events-none absolute -end-10 -top-6 size-72 rotate-12 text-white/5 rtl:-scale-x-100 lg:size-96"
        />
        <div className="container-page relative py-12 lg:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-gold-400">
            {tPage('pages.special')}
          </p>
          <h1 id="page-title" className="mt-3 max-w-2xl text-3xl font-semibold tracking-tight lg:text-5xl">
            {ready ? t('special.bannerTitle') : tPage('pages.special')}
          </h1>
          {ready && (
            <>
              <p className="mt-4 max-w-xl text-lg text-white/85">{t('special.bannerBody')}</p>
              <ButtonLink to="/offers" className="mt-8 px-8 text-base">
                {t('special.buyNow')}
                <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              </ButtonLink>
            </>
          )}
        </div>
      </section>
      {ready && (
        <div className="container-page grid gap-10 py-10 lg:grid-cols-[2fr_3fr] lg:py-14">
          <ContentSection id="special-what" title={t('special.whatTitle')}>
            <p className="text-lg">{t('special.what')}</p>
          </ContentSection>
          <ContentSection id="special-how" title={t('special.howTitle')} className="lg:mt-0">
            <ol className="grid gap-3 md:grid-cols-3">
              {steps.map((step, index) => (
                <li
                  key={step}
                  className="flex items-start gap-3 rounded-xl border border-navy-100 bg-white p-4 shadow-sm"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gold-500 text-sm font-bold text-navy-950"
                  >
                    {index + 1}
                  </span>
                  <span className="text-navy-800">{step}</span>
                </li>
              ))}
            </ol>
          </ContentSection>
        </div>
      )}
    </>
  );
}
