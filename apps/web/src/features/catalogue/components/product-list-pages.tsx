import { House } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api-client';
import { useCurrencyStore } from '../../../shared/currency-store';
import { useTranslation } from '../../../shared/i18n';
import { writeListFilters } from '../../../shared/list-filters';
import { usePageMeta } from '../../../shared/page-meta';
import { ButtonLink } from '../../../shared/ui/button';
import { NativeSelect } from '../../../shared/ui/native-select';
import { ProductFilters } from '../../../shared/ui/product-filters';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useScrollIntoViewOnChange } from '../../../shared/use-scroll-into-view-on-change';
import { useBrands } from '../api/get-brands';
import { useEnglishCategoryName } from '../api/get-categories';
import { useCollection } from '../api/get-collection';
import { useItems } from '../api/get-items';
import { brandPath, categoryPath } from '../catalogue-links';
import {
  idParam,
  type ListSource,
  listItemsRequest,
  paramsOfSortChoice,
  readListParams,
  sortChoiceOf,
  sortChoices,
  writeListParams,
} from '../list-params';
import { ProductListView } from './product-list-view';

interface ProductListPageProps {
  source: ListSource;
  /** The heading until (or unless) the list answers with its own title; never words from the address. */
  fallbackTitle: string;
  description?: string;
  /** The list's own address, named by the list's answer (a category or brand address carries a name). */
  canonicalPath?: (title: string) => string;
}

/** Any product list route: heading, count, sort, grid and pagination, with page and sort in the address. */
function ProductListPage({ source, fallbackTitle, description, canonicalPath }: ProductListPageProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const request = listItemsRequest(source, search);
  const { filters } = request;
  const query = useItems(request);
  // An unknown category, brand or collection (or an id that is not one) can never load: say so.
  const notFound = !hasListId(source) || (isApiError(query.error) && query.error.status === 404);
  const title = notFound ? t('catalogue.listNotFound') : (query.data?.title ?? fallbackTitle);
  const currency = useCurrencyStore((s) => s.currencyCode);
  useDocumentTitle(title);
  const listTitle = query.data?.title;
  usePageMeta({
    notFound,
    canonicalPath: listTitle && canonicalPath ? canonicalPath(listTitle) : null,
    // What this list holds (a brand's own words where it has them), not the shop's tagline.
    description:
      description ??
      (query.data ? t('catalogue.listDescription', { title, count: query.data.totalCount }) : null),
  });

  // A new page starts at the top of the list, not where the pagination was.
  const headingRef = useScrollIntoViewOnChange<HTMLHeadingElement>(
    `${params.page}:${params.sortBy}:${params.sortOrder}`,
  );

  const sortPicker = (
    <NativeSelect
      label={t('catalogue.sort.label')}
      value={sortChoiceOf(params)}
      onChange={(event) =>
        setSearch(writeListParams(search, { ...paramsOfSortChoice(event.target.value), page: 1 }))
      }
      className="w-full md:w-60"
    >
      {sortChoices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {t(`catalogue.sort.${choice.labelKey}`)}
        </option>
      ))}
    </NativeSelect>
  );

  if (notFound) {
    return (
      <section aria-labelledby="page-title" className="container-page py-14 text-center lg:py-20">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-navy-950">
          {title}
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-navy-600">{t('catalogue.listNotFoundBody')}</p>
        <ButtonLink to="/" variant="secondary" className="mt-8">
          <House aria-hidden="true" className="size-4" />
          {t('catalogue.backToShop')}
        </ButtonLink>
      </section>
    );
  }

  return (
    <section aria-labelledby="page-title" className="container-page scroll-mt-4 py-6 lg:py-10">
      <h1
        id="page-title"
        ref={headingRef}
        className="scroll-mt-32 text-2xl font-semibold tracking-tight text-navy-950 lg:text-3xl"
      >
        {title}
      </h1>
      {description && <p className="mt-2 max-w-3xl text-navy-600">{description}</p>}
      <ProductFilters
        facets={query.data?.facets}
        filters={filters}
        onChange={(next) => setSearch(writeListFilters(search, next))}
        currency={currency}
      />
      <ProductListView
        query={query}
        hrefForPage={(page) => writeListParams(search, { ...params, page })}
        toolbar={sortPicker}
        emptyText={t('catalogue.empty')}
      />
    </section>
  );
}

/** A category, brand or collection list needs a real id; the address may hold anything. */
function hasListId(source: ListSource): boolean {
  const id = { category: source.categoryId, brand: source.brandId, collection: source.collectionId }[
    source.listKind as 'category' | 'brand' | 'collection'
  ];
  return !['category', 'brand', 'collection'].includes(source.listKind) || (id ?? 0) > 0;
}

function useNumberParam(name: string): number {
  return idParam(useParams()[name]);
}

export function CategoryProductsPage() {
  const { t } = useTranslation();
  const categoryId = useNumberParam('categoryId');
  // One address for the category in every language, so the languages' pages name each other.
  const englishName = useEnglishCategoryName(categoryId);
  return (
    <ProductListPage
      key={categoryId}
      source={{ listKind: 'category', categoryId }}
      fallbackTitle={t('pages.categoryProducts')}
      canonicalPath={(name) => categoryPath({ id: categoryId, name: englishName ?? name })}
    />
  );
}

export function BrandProductsPage() {
  const { t } = useTranslation();
  const brandId = useNumberParam('brandId');
  // The brand's own words about itself, in the interface language.
  const brand = useBrands().data?.find((b) => b.id === brandId);
  return (
    <ProductListPage
      key={brandId}
      source={{ listKind: 'brand', brandId }}
      fallbackTitle={brand?.name || t('pages.brandProducts')}
      description={brand?.description || undefined}
      canonicalPath={(name) => brandPath({ id: brandId, name })}
    />
  );
}

export function NewArrivalsPage() {
  const { t } = useTranslation();
  return <ProductListPage source={{ listKind: 'newArrivals' }} fallbackTitle={t('pages.newArrivals')} />;
}

export function BestSellersPage() {
  const { t } = useTranslation();
  return <ProductListPage source={{ listKind: 'bestSellers' }} fallbackTitle={t('pages.bestSellers')} />;
}

export function TravelExclusivesPage() {
  const { t } = useTranslation();
  return (
    <ProductListPage source={{ listKind: 'travelExclusives' }} fallbackTitle={t('pages.travelExclusives')} />
  );
}

export function DealsPage() {
  const { t } = useTranslation();
  return <ProductListPage source={{ listKind: 'deals' }} fallbackTitle={t('pages.deals')} />;
}

export function OffersPage() {
  const { t } = useTranslation();
  return <ProductListPage source={{ listKind: 'specialOffers' }} fallbackTitle={t('pages.offers')} />;
}

export function SpecialOffersPage() {
  const { t } = useTranslation();
  return <ProductListPage source={{ listKind: 'specialOffers' }} fallbackTitle={t('pages.specialOffers')} />;
}

export function PromotionsPage() {
  const { t } = useTranslation();
  return <ProductListPage source={{ listKind: 'specialOffers' }} fallbackTitle={t('pages.promotions')} />;
}

export function CollectionPage() {
  const { t } = useTranslation();
  const collectionId = useNumberParam('id');
  const { data: collection } = useCollection(collectionId);
  return (
    <ProductListPage
      key={collectionId}
      source={{ listKind: 'collection', collectionId }}
      fallbackTitle={collection?.name ?? t('pages.collection')}
      description={collection?.description}
    />
  );
}
