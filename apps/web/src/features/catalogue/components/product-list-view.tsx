import type { ItemsPage } from '@dfs/contract/catalogue';
import { DEFAULT_PAGE_SIZE } from '@dfs/contract/defaults';
import type { UseQueryResult } from '@tanstack/react-query';
import { PackageSearch, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/button';
import { Pagination } from '../../../shared/ui/pagination';
import { ProductGrid } from '../../../shared/ui/product-grid';
import { ProductGridSkeleton } from '../../../shared/ui/skeletons';

interface ProductListViewProps {
  query: UseQueryResult<ItemsPage>;
  hrefForPage: (page: number) => string;
  /** Controls shown beside the count, e.g. the sort picker. */
  toolbar?: ReactNode;
  emptyText: string;
}

/** A product grid with its count, loading skeletons, error with retry, empty state and pagination. */
export function ProductListView({ query, hrefForPage, toolbar, emptyText }: ProductListViewProps) {
  const { t } = useTranslation();
  const { data, isPending, isError, isPlaceholderData, refetch } = query;
  if (isError && !data) {
    return (
      <div
        role="alert"
        className="mt-8 flex flex-col items-center gap-4 rounded-xl bg-white px-6 py-12 text-center"
      >
        <p className="text-navy-700">{t('catalogue.loadError')}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('catalogue.retry')}
        </Button>
      </div>
    );
  }
  const from = data && data.totalCount > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? Math.min(data.totalCount, from + data.items.length - 1) : 0;
  return (
    <div className="mt-4">
      <div className="flex min-h-12 flex-wrap items-end justify-between gap-3 border-b border-navy-100 pb-3">
        <p className="text-sm text-navy-600" aria-live="polite">
          {!data
            ? ' '
            : data.totalCount === 0
              ? t('catalogue.showingNone')
              : t('catalogue.showing', { from, to, total: data.totalCount })}
        </p>
        {toolbar}
      </div>
      {isPending ? (
        <ProductGridSkeleton count={DEFAULT_PAGE_SIZE} className="mt-5" />
      ) : data && data.items.length > 0 ? (
        <ProductGrid products={data.items} busy={isPlaceholderData} className="mt-5" />
      ) : (
        <div className="mt-8 flex flex-col items-center gap-3 rounded-xl bg-white px-6 py-12 text-center text-navy-600">
          <PackageSearch aria-hidden="true" className="size-10 text-navy-300" />
          <p>{emptyText}</p>
        </div>
      )}
      {/* The API serves the last page for one past the end: show the page it served. */}
      {data && (
        <Pagination page={data.page} totalPages={data.totalPages} hrefFor={hrefForPage} className="mt-8" />
      )}
    </div>
  );
}
