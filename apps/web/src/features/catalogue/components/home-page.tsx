import { ChevronRight, Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../shared/ui/button';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { BannerCarousel } from './banner-carousel';

/** A home list section; the catalogue issue fills it with product cards (4 at a time, spec §9). */
function ProductSection({ id, title, viewAllTo }: { id: string; title: string; viewAllTo: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="container-page pt-10 lg:pt-14">
      <div className="flex items-end justify-between gap-4 border-b border-navy-100 pb-3">
        <h2 id={id} className="text-xl font-semibold tracking-tight text-navy-950 lg:text-2xl">
          {title}
        </h2>
        <Link
          to={viewAllTo}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-navy-700 hover:text-gold-700"
        >
          {t('home.viewAll')}
          <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
    </section>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <>
      <h1 className="sr-only">{t('home.heading')}</h1>
      <BannerCarousel />
      <ProductSection id="new-arrivals-heading" title={t('home.newArrivals')} viewAllTo="/new-arrivals" />
      <section aria-labelledby="shop-now-heading" className="container-page pt-10 lg:pt-14">
        <div className="flex flex-col gap-6 rounded-2xl bg-navy-950 p-6 text-white md:p-8 lg:flex-row lg:items-center lg:justify-between lg:p-10">
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gold-500 text-navy-950">
              <Plane aria-hidden="true" className="size-6 rtl:-scale-x-100" />
            </span>
            <div>
              <h2 id="shop-now-heading" className="text-xl font-semibold tracking-tight lg:text-2xl">
                {t('home.shopNow.heading')}
              </h2>
              <p className="mt-2 max-w-2xl text-sm leading-6 text-white/80 lg:text-base">
                {t('home.shopNow.body')}
              </p>
            </div>
          </div>
          <ButtonLink to="/Special" variant="primary" className="shrink-0 self-start lg:self-center">
            {t('home.shopNow.cta')}
          </ButtonLink>
        </div>
      </section>
      <ProductSection
        id="special-offers-heading"
        title={t('home.specialOffers')}
        viewAllTo="/special-offers"
      />
    </>
  );
}
