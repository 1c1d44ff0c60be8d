import { RotateCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/button';
import { Pagination } from '../../../shared/ui/pagination';
import { ProductImage } from '../../../shared/ui/product-image';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useScrollIntoViewOnChange } from '../../../shared/use-scroll-into-view-on-change';
import { useBrands } from '../api/get-brands';
import { brandPath } from '../catalogue-links';

/** Spec §9: 30 brands per page. */
export const BRANDS_PER_PAGE = 30;

const tileGrid = 'grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:grid-cols-5 lg:gap-5';

/** /brands: every brand, alphabetical regardless of case, 30 tiles a page (spec §2, §4). */
export function BrandsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.brands'));
  const { data: brands, isPending, isError, refetch } = useBrands();
  const [search] = useSearchParams();
  const lastPage = Math.max(1, Math.ceil((brands?.length ?? 0) / BRANDS_PER_PAGE));
  const requested = Number(search.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, lastPage) : 1;
  const shown = (brands ?? []).slice((page - 1) * BRANDS_PER_PAGE, page * BRANDS_PER_PAGE);

  const headingRef = useScrollIntoViewOnChange<HTMLHeadingElement>(String(page));

  return (
    <section aria-labelledby="page-title" className="container-page py-6 lg:py-10">
      <h1
        id="page-title"
        ref={headingRef}
        className="scroll-mt-32 text-2xl font-semibold tracking-tight text-navy-950 lg:text-3xl"
      >
        {t('pages.brands')}
      </h1>
      {isPending ? (
        <div aria-hidden="true" className={`${tileGrid} mt-6`}>
          {Array.from({ length: BRANDS_PER_PAGE }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={i} className="h-48 animate-pulse rounded-xl bg-navy-100" />
          ))}
        </div>
      ) : isError ? (
        <div
          role="alert"
          className="mt-8 flex flex-col items-center gap-4 rounded-xl bg-white px-6 py-12 text-center"
        >
          <p className="text-navy-700">{t('catalogue.brands.loadError')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('catalogue.retry')}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <p className="mt-8 rounded-xl bg-white px-6 py-12 text-center text-navy-600">
          {t('catalogue.brands.empty')}
        </p>
      ) : (
        <ul className={`${tileGrid} mt-6`}>
          {shown.map((brand) => (
            <li key={brand.id}>
              <Link
                to={brandPath(brand)}
                className="flex h-48 flex-col items-center justify-center gap-3 rounded-xl border border-navy-100 bg-white p-4 text-center shadow-sm transition-shadow hover:border-gold-500 hover:shadow-md"
              >
                {brand.brandImageURL ? (
                  <img
                    src={brand.brandImageURL}
                    alt=""
                    width={240}
                    height={120}
                    loading="lazy"
                    decoding="async"
                    className="h-24 w-full object-contain"
                  />
                ) : (
                  <ProductImage src={null} alt="" className="h-24 rounded-md" />
                )}
                <span className="line-clamp-2 text-sm font-semibold text-navy-950">
                  <bdi>{brand.name}</bdi>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={lastPage}
        hrefFor={(target) => `?page=${target}`}
        className="mt-8"
      />
    </section>
  );
}
