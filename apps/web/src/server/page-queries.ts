import type { Language } from '@dfs/i18n/languages';
import type { QueryClient } from '@tanstack/react-query';
import { bannersQueryOptions } from '../features/catalogue/api/get-banners';
import { brandsQueryOptions } from '../features/catalogue/api/get-brands';
import { categoriesQueryOptions } from '../features/catalogue/api/get-categories';
import { collectionQueryOptions } from '../features/catalogue/api/get-collection';
import { collectionsQueryOptions } from '../features/catalogue/api/get-collections';
import { currenciesQueryOptions } from '../features/catalogue/api/get-currencies';
import { itemByIdQueryOptions } from '../features/catalogue/api/get-item-by-id';
import { itemsQueryOptions } from '../features/catalogue/api/get-items';
import { preOrderItemsQueryOptions } from '../features/catalogue/api/get-pre-order-items';
import { idParam, type ListSource, listItemsRequest } from '../features/catalogue/list-params';

export interface PageContext {
  language: Language;
  currencyId: number;
  search: URLSearchParams;
}

interface RouteMatch {
  params: Record<string, string | undefined>;
  route: { path?: string; index?: boolean };
}

type Prefetch = (client: QueryClient, context: PageContext, params: RouteMatch['params']) => Promise<void>[];

const list =
  (source: (params: RouteMatch['params']) => ListSource): Prefetch =>
  (client, { language, currencyId, search }, params) => [
    client.prefetchQuery(itemsQueryOptions(listItemsRequest(source(params), search), currencyId, language)),
  ];

/** The header's menus and currency picker, and the footer: on every page. */
const layout: Prefetch = (client, { language }) => [
  client.prefetchQuery(currenciesQueryOptions(language)),
  client.prefetchQuery(categoriesQueryOptions(language)),
  client.prefetchQuery(brandsQueryOptions(language)),
  client.prefetchQuery(collectionsQueryOptions()),
];

/** Each route's own queries, by its path in app/routes.tsx (the home page is the index route). */
const byRoute: Record<string, Prefetch> = {
  index: (client, { language, currencyId }) => [
    client.prefetchQuery(preOrderItemsQueryOptions(currencyId, null, language)),
    client.prefetchQuery(bannersQueryOptions(language)),
  ],
  'product-detail/:id': (client, { language, currencyId }, params) => {
    const id = Number(params.id);
    if (!Number.isInteger(id) || id <= 0) return [];
    return [client.prefetchQuery(itemByIdQueryOptions(id, currencyId, undefined, language))];
  },
  'product-list/:categoryName/:categoryId': (client, context, params) => [
    // The canonical address carries the English name in every language.
    client.prefetchQuery(categoriesQueryOptions('en')),
    ...list((p) => ({ listKind: 'category', categoryId: idParam(p.categoryId) }))(client, context, params),
  ],
  'product-list-by-brand/:brandName/:brandId': list((p) => ({
    listKind: 'brand',
    brandId: idParam(p.brandId),
  })),
  'collections/:id': (client, context, params) => [
    client.prefetchQuery(collectionQueryOptions(idParam(params.id), context.currencyId, context.language)),
    ...list((p) => ({ listKind: 'collection', collectionId: idParam(p.id) }))(client, context, params),
  ],
  'new-arrivals': list(() => ({ listKind: 'newArrivals' })),
  'best-sellers': list(() => ({ listKind: 'bestSellers' })),
  'travel-exclusives': list(() => ({ listKind: 'travelExclusives' })),
  deals: list(() => ({ listKind: 'deals' })),
  offers: list(() => ({ listKind: 'specialOffers' })),
  'special-offers': list(() => ({ listKind: 'specialOffers' })),
  promotions: list(() => ({ listKind: 'specialOffers' })),
};

/**
 * Fetches what a page's first render would ask for, before that render (DESIGN.md §13): the layout's
 * lists and the matched route's own. A render then finds its data and needs no pass without it; what
 * is not named here (a query that depends on another's answer, a page not listed) the render loop still
 * finds and fetches, one pass later. The pages' components ask with the same query options.
 */
export async function prefetchPageQueries(
  client: QueryClient,
  matches: readonly RouteMatch[],
  context: PageContext,
): Promise<void> {
  const leaf = matches.at(-1);
  const own = leaf && byRoute[leaf.route.index ? 'index' : (leaf.route.path ?? '')];
  await Promise.all([
    ...layout(client, context, {}),
    ...(own && leaf ? own(client, context, leaf.params) : []),
  ]);
}
