import type { ListKind } from '@dfs/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { NativeSelect } from '../../../shared/ui/native-select';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useScrollIntoViewOnChange } from '../../../shared/use-scroll-into-view-on-change';
import { useCollection } from '../api/get-collection';
import { type ItemsRequest, useItems } from '../api/get-items';
import {
  paramsOfSortChoice,
  readListParams,
  sortChoiceOf,
  sortChoices,
  writeListParams,
} from '../list-params';
import { ProductListView } from './product-list-view';

interface ListSource {
  listKind: ListKind;
  categoryId?: number;
  brandId?: number;
  collectionId?: number;
}

interface ProductListPageProps {
  source: ListSource;
  /** The heading until (or unless) the list answers with its own title. */
  fallbackTitle: string;
  description?: string;
}

/** Any product list route: heading, count, sort, grid and pagination, with page and sort in the address. */
function ProductListPage({ source, fallbackTitle, description }: ProductListPageProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const request: ItemsRequest = { ...source, ...params };
  const query = useItems(request);
  const title = query.data?.title ?? fallbackTitle;
  useDocumentTitle(title);

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
      <ProductListView
        query={query}
        page={params.page}
        hrefForPage={(page) => writeListParams(search, { ...params, page })}
        toolbar={sortPicker}
        emptyText={t('catalogue.empty')}
      />
    </section>
  );
}

function useNumberParam(name: string): number {
  const value = Number(useParams()[name]);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

export function CategoryProductsPage() {
  const { t } = useTranslation();
  const { categoryName } = useParams();
  const categoryId = useNumberParam('categoryId');
  return (
    <ProductListPage
      key={categoryId}
      source={{ listKind: 'category', categoryId }}
      fallbackTitle={categoryName || t('pages.categoryProducts')}
    />
  );
}

export function BrandProductsPage() {
  const { t } = useTranslation();
  const { brandName } = useParams();
  const brandId = useNumberParam('brandId');
  return (
    <ProductListPage
      key={brandId}
      source={{ listKind: 'brand', brandId }}
      fallbackTitle={brandName || t('pages.brandProducts')}
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
