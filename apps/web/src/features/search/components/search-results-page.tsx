import { SEARCH_TYPE_DEFAULT } from '@dfs/contract/defaults';
import { clsx } from 'clsx';
import { PackageSearch, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { Pagination } from '../../../shared/ui/pagination';
import { ProductCard } from '../../../shared/ui/product-card';
import { FIRST_ROW_CARDS, ProductGridSkeleton, productGridClass } from '../../../shared/ui/skeletons';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useSearchItems } from '../api/search-items';

function readPositive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/** /SearchResult?term=…&type=…&page=…: the products whose name matches, with count and paging. */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const term = (search.get('term') ?? '').trim();
  const type = readPositive(search.get('type'), SEARCH_TYPE_DEFAULT);
  const page = readPositive(search.get('page'), 1);
  const { data, isPending, isError, isPlaceholderData, refetch } = useSearchItems({ term, type, page });
  useDocumentTitle(t('pages.searchResults'));

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };

  let body: ReactNode;
  if (!term) {
    body = <p className="mt-6 text-navy-600">{t('search.noTerm')}</p>;
  } else if (isError && !data) {
    body = (
      <div
        role="alert"
        className="mt-8 flex flex-col items-center gap-4 rounded-xl bg-white px-6 py-12 text-center"
      >
        <p className="text-navy-700">{t('search.loadError')}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('catalogue.retry')}
        </Button>
      </div>
    );
  } else if (isPending) {
    body = <ProductGridSkeleton count={12} className="mt-6" />;
  } else if (!data || data.items.length === 0) {
    body = (
      <div className="mt-8 flex flex-col items-center gap-3 rounded-xl bg-white px-6 py-12 text-center text-navy-600">
        <PackageSearch aria-hidden="true" className="size-10 text-navy-300" />
        <p>{t('search.empty', { term })}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul
          aria-busy={isPlaceholderData}
          className={clsx(productGridClass, 'mt-6 transition-opacity', isPlaceholderData && 'opacity-60')}
        >
          {data.items.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} eager={index < FIRST_ROW_CARDS} />
            </li>
          ))}
        </ul>
        <Pagination page={page} totalPages={data.totalPages} hrefFor={hrefFor} className="mt-8" />
      </>
    );
  }

  return (
    <section aria-labelledby="page-title" className="container-page py-6 lg:py-10">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-navy-950 lg:text-3xl">
        {t('pages.searchResults')}
      </h1>
      {term && (
        <p className="mt-2 text-lg font-medium break-words text-navy-800">
          {t('search.resultsFor', { term })}
        </p>
      )}
      <p className="mt-1 min-h-6 text-sm text-navy-600" aria-live="polite">
        {term && data ? t('search.count', { count: data.totalCount }) : ''}
      </p>
      {body}
    </section>
  );
}
