import type { Product } from '@dfs/contract/catalogue';
import { ChevronRight, Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../shared/ui/button';
import { CAROUSEL_PAGE_SIZE, ProductCarousel } from '../../../shared/ui/product-carousel';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { usePreOrderItems } from '../api/get-pre-order-items';
import { BannerCarousel } from './banner-carousel';

interface ProductSectionProps {
  id: string;
  title: string;
  viewAllTo: string;
  products: readonly Product[];
  isLoading: boolean;
}

/** A home list: 4 products at a time, and "View all" only when there are more than 4 (spec §2). */
function ProductSection({ id, title, viewAllTo, products, isLoading }: ProductSectionProps) {
  const { t } = useTranslation();
  if (!isLoading && products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="container-page pt-10 lg:pt-14">
      <div className="mb-5 flex min-h-10 items-end justify-between gap-4 border-b border-navy-100 pb-3">
        <h2 id={id} className="text-xl font-semibold tracking-tight text-navy-950 lg:text-2xl">
          {title}
        </h2>
        {products.length > CAROUSEL_PAGE_SIZE && (
          <Link
            to={viewAllTo}
            className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-navy-700 hover:text-gold-700"
          >
            {t('home.viewAll')}
            <span className="sr-only">: {title}</span>
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        )}
      </div>
      <ProductCarousel products={products} isLoading={isLoading} />
    </section>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle();
  const { data, isPending } = usePreOrderItems();
  return (
    <>
      <h1 className="sr-only">{t('home.heading')}</h1>
      <BannerCarousel />
      <ProductSection
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
      <ProductSection
        id="special-offers-heading"
        title={t('home.specialOffers')}
        viewAllTo="/special-offers"
        products={data?.specialOfferItems ?? []}
        isLoading={isPending}
      />
    </>
  );
}
