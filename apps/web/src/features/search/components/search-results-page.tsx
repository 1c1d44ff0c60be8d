import { SEARCH_TERM_MAX_LENGTH } from '@dfs/contract/defaults';
import { clsx } from 'clsx';
import { PackageSearch, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCurrencyStore } from '../../../shared/currency-store';
import { useTranslation } from '../../../shared/i18n';
import { activeFilterCount, readListFilters, writeListFilters } from '../../../shared/list-filters';
import { usePageMeta } from '../../../shared/page-meta';
import { searchSortChoices } from '../../../shared/sort-choices';
import { Button } from '../../../shared/ui/button';
import { NativeSelect } from '../../../shared/ui/native-select';
import { Pagination } from '../../../shared/ui/pagination';
import { ProductCard } from '../../../shared/ui/product-card';
import { ProductFilters } from '../../../shared/ui/product-filters';
import { ProductGrid } from '../../../shared/ui/product-grid';
import { ProductGridSkeleton, productGridClass } from '../../../shared/ui/skeletons';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useSearchItems } from '../api/search-items';
import { readSearchParams, readSearchSort, searchResultsPath, writeSearchSort } from '../search-params';

/** /SearchResult?term=…&type=…&page=…: the products whose name matches, with count and paging. */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { term: asked, type, page } = readSearchParams(search);
  // The search box stops at the limit; an address may carry more, which the API would refuse.
  const tooLong = asked.length > SEARCH_TERM_MAX_LENGTH;
  const term = tooLong ? '' : asked;
  const filters = readListFilters(search);
  const sort = readSearchSort(search);
  const currency = useCurrencyStore((s) => s.currencyCode);
  const { data, isPending, isError, isPlaceholderData, refetch } = useSearchItems({
    term,
    type,
    page,
    ...(sort.sortBy === 'Default' ? {} : sort),
    filters,
  });
  useDocumentTitle(t('pages.searchResults'));
  usePageMeta({
    description: data && term ? t('search.resultsDescription', { term, count: data.totalCount }) : null,
  });

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };

  let body: ReactNode;
  if (tooLong) {
    body = (
      <p role="alert" className="mt-6 rounded-md bg-amber-50 p-4 text-amber-900">
        {t('search.tooLong', { max: SEARCH_TERM_MAX_LENGTH })}
      </p>
    );
  } else if (!term) {
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
    const fallback = activeFilterCount(filters) === 0 ? data?.fallback : null;
    body = (
      <>
        <div className="mt-8 flex flex-col items-center gap-3 rounded-xl bg-white px-6 py-12 text-center text-navy-600">
          <PackageSearch aria-hidden="true" className="size-10 text-navy-300" />
          <p>{t('search.empty', { term })}</p>
          {data?.didYouMean && (
            <p className="text-lg text-navy-800">
              {t('search.didYouMean')}{' '}
              <Link
                to={searchResultsPath(data.didYouMean, type)}
                className="font-semibold text-navy-950 underline underline-offset-2"
              >
                <span dir="auto">{data.didYouMean}</span>
              </Link>
              {t('search.didYouMeanEnd')}
            </p>
          )}
        </div>
        {fallback && fallback.items.length > 0 && (
          <section aria-labelledby="fallback-title" className="mt-10">
            <h2 id="fallback-title" className="text-xl font-semibold text-navy-950">
              {t('search.fallbackTitle', { category: fallback.categoryName })}
            </h2>
            <ul className={clsx(productGridClass, 'mt-4')}>
              {fallback.items.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </>
    );
  } else {
    body = (
      <>
        <ProductGrid products={data.items} busy={isPlaceholderData} className="mt-6" />
        <Pagination page={data.page} totalPages={data.totalPages} hrefFor={hrefFor} className="mt-8" />
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
      {term && data?.totalCount ? (
        <div className="mt-4 flex justify-end">
          <NativeSelect
            label={t('catalogue.sort.label')}
            value={`${sort.sortBy}-${sort.sortOrder}`}
            onChange={(event) => setSearch(writeSearchSort(search, event.target.value))}
            className="w-full md:w-60"
          >
            {searchSortChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {t(`catalogue.sort.${choice.labelKey}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      {term && (data?.totalCount || activeFilterCount(filters) > 0) ? (
        <ProductFilters
          facets={data?.facets}
          filters={filters}
          onChange={(next) => setSearch(writeListFilters(search, next))}
          currency={currency}
        />
      ) : null}
      {body}
    </section>
  );
}
