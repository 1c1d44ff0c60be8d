import type { SearchItemsQuery, SearchPage } from '@dfs/contract/catalogue';
import { SUGGESTION_LIMIT } from '@dfs/contract/defaults';
import { servedPage } from '@dfs/domain/pagination';
import type { Language } from '@dfs/i18n/languages';
import type { CatalogueContext } from './catalogue-context';
import { requestFilters } from './storefront-lists';

/** Products of the category a "did you mean" leads to, shown when a search finds nothing. */
export const FALLBACK_ITEMS = 8;
/** Languages with their own search documents; any other reads the English ones. */
const SEARCH_LOCALES = new Set(['en', 'zh', 'ar']);

/**
 * The storefront's search: the search module plans the term and matches documents (decision 050),
 * the catalogue reads and prices the matching items, and offers a spelling when nothing matched.
 */
export function storefrontSearch(ctx: CatalogueContext) {
  const { repository, masterData, now, cache, search, freshShownPrices, toProducts } = ctx;

  async function loadSearch(query: SearchItemsQuery, lng: Language): Promise<SearchPage> {
    if (!search) throw new Error('The catalogue was built without its search service');
    const currency = await masterData.currency(query.currencyId);
    const pageSize = query.suggest ? Math.min(query.pageSize, SUGGESTION_LIMIT) : query.pageSize;
    const locales = [...new Set([SEARCH_LOCALES.has(lng) ? lng : 'en', 'en'])];
    const filters = requestFilters(query, currency.rateToUsd, query.flightId);
    await freshShownPrices();
    // Suggestions need no total: skipping the count keeps them cheap on a large catalogue. While the
    // shopper types, the last word also stands for the longer words it starts.
    const plan = await search.plan(query.term, query.suggest);
    const read = (page: number) =>
      repository.search(plan, locales, pageSize, (page - 1) * pageSize, {
        count: !query.suggest,
        filters,
        withFacets: query.withFacets ?? false,
        lng,
        suggest: query.suggest,
        sort: { sortBy: query.sortBy, sortOrder: query.sortOrder },
      });
    let page = query.suggest ? 1 : query.page;
    let { rows, total, facets } = await read(page);
    // A page past the end shows the last one.
    if (!query.suggest && servedPage(page, total, pageSize) !== page) {
      page = servedPage(page, total, pageSize);
      ({ rows, total, facets } = await read(page));
    }
    const answer: SearchPage = {
      items: await toProducts(rows, currency, query.flightId, lng),
      totalCount: total,
      page,
      pageSize,
      totalPages: Math.ceil(total / pageSize),
      title: null,
      ...(facets ? { facets } : {}),
      didYouMean: null,
      fallback: null,
    };
    if (total > 0 || query.suggest || page > 1) return answer;

    // Nothing matched: offer the spelling the shopper probably meant, and its category's products.
    const meant = await search.didYouMean(query.term);
    if (!meant) return answer;
    const meantPlan = await search.plan(meant, false);
    const { rows: meantRows } = await repository.search(meantPlan, locales, 1, 0, {
      count: false,
      filters: { rate: currency.rateToUsd, flightId: query.flightId },
      lng,
    });
    const top = meantRows[0];
    if (!top) return answer;
    const { rows: categoryRows } = await repository.page(
      { listKind: 'category', categoryId: top.categoryId, flightId: query.flightId },
      { sortBy: 'ByPrice', sortOrder: 'DESC', limit: FALLBACK_ITEMS, offset: 0, count: false },
      now(),
      lng,
    );
    return {
      ...answer,
      didYouMean: meant,
      fallback: {
        categoryId: top.categoryId,
        categoryName: top.categoryName,
        items: await toProducts(categoryRows, currency, query.flightId, lng),
      },
    };
  }

  return {
    /** Ranked search in the request's language (its documents and the English ones). */
    search(query: SearchItemsQuery, lng: Language = 'en'): Promise<SearchPage> {
      return cache.get(`search:${lng}:${JSON.stringify(query)}`, () => loadSearch(query, lng));
    },
  };
}
