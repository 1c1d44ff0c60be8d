import type { Product } from '@dfs/contract/catalogue';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { HydrateLater } from '../hydrate-later';
import { useTranslation } from '../i18n';
import { byPriceDescending } from '../product-display';
import { ProductCard } from './product-card';
import { ProductGridSkeleton, productGridClass } from './skeletons';

/** Spec §9: home and related lists show 4 products at a time. */
export const CAROUSEL_PAGE_SIZE = 4;

interface ProductCarouselProps {
  products: readonly Product[];
  isLoading?: boolean;
}

const arrow =
  'flex size-10 items-center justify-center rounded-full border border-navy-200 bg-white text-navy-900 hover:border-navy-400 disabled:cursor-not-allowed disabled:opacity-40';

/** Products sorted by price descending, 4 at a time, with previous and next arrows (spec §2). */
export function ProductCarousel({ products, isLoading }: ProductCarouselProps) {
  const { t } = useTranslation();
  const [start, setStart] = useState(0);
  if (isLoading) return <ProductGridSkeleton count={CAROUSEL_PAGE_SIZE} />;
  const sorted = byPriceDescending(products);
  const first = Math.min(start, Math.max(0, sorted.length - CAROUSEL_PAGE_SIZE));
  const shown = sorted.slice(first, first + CAROUSEL_PAGE_SIZE);
  const paged = sorted.length > CAROUSEL_PAGE_SIZE;
  return (
    <div>
      <ul className={productGridClass}>
        {shown.map((product) => (
          <li key={product.id}>
            {/* Each card hydrates in a task of its own (HydrateLater). */}
            <HydrateLater>
              <ProductCard product={product} />
            </HydrateLater>
          </li>
        ))}
      </ul>
      {paged && (
        <div className="mt-4 flex justify-end gap-2">
          <button
            type="button"
            className={arrow}
            disabled={first === 0}
            onClick={() => setStart(Math.max(0, first - CAROUSEL_PAGE_SIZE))}
            aria-label={t('catalogue.carouselPrevious')}
          >
            <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </button>
          <button
            type="button"
            className={arrow}
            disabled={first + CAROUSEL_PAGE_SIZE >= sorted.length}
            onClick={() => setStart(first + CAROUSEL_PAGE_SIZE)}
            aria-label={t('catalogue.carouselNext')}
          >
            <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </button>
        </div>
      )}
    </div>
  );
}
