import type { Product } from '@dfs/contract/catalogue';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { CAROUSEL_PAGE_SIZE, ProductCarousel } from '../../../shared/ui/product-carousel';

interface ProductRowProps {
  id: string;
  title: string;
  viewAllTo: string;
  products: readonly Product[];
  isLoading: boolean;
  className?: string;
}

/**
 * A home or related list (spec §2): 4 products at a time with arrows, and a view-all link only when
 * there are more than 4. Nothing when the list is empty.
 */
export function ProductRow({ id, title, viewAllTo, products, isLoading, className }: ProductRowProps) {
  const { t } = useTranslation();
  if (!isLoading && products.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
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
