import { Plane } from 'lucide-react';
import { HydrateLater } from '../../../shared/hydrate-later';
import { useTranslation } from '../../../shared/i18n';
import { ButtonLink } from '../../../shared/ui/button';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { usePreOrderItems } from '../api/get-pre-order-items';
import { BannerCarousel } from './banner-carousel';
import { CollectionTiles } from './collection-tiles';
import { ProductRow } from './product-row';

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle();
  const { data, isPending } = usePreOrderItems();
  return (
    <>
      <h1 className="sr-only">{t('home.heading')}</h1>
      {/* Each part hydrates in a task of its own (HydrateLater); so does each card of the rows. */}
      <HydrateLater>
        <BannerCarousel />
      </HydrateLater>
      <ProductRow
        className="container-page pt-10 lg:pt-14"
        id="new-arrivals-heading"
        title={t('home.newArrivals')}
        viewAllTo="/new-arrivals"
        products={data?.newArrivalItems ?? []}
        isLoading={isPending}
      />
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
      <ProductRow
        className="container-page pt-10 lg:pt-14"
        id="special-offers-heading"
        title={t('home.specialOffers')}
        viewAllTo="/special-offers"
        products={data?.specialOfferItems ?? []}
        isLoading={isPending}
      />
      <HydrateLater>
        <CollectionTiles className="container-page pt-10 lg:pt-14" />
      </HydrateLater>
    </>
  );
}
