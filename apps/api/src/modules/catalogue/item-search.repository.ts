import type { ListFacets, SortBy, SortOrder } from '@dfs/contract/catalogue';
import type { SearchPlan } from '@dfs/domain/search-plan';
import type { Language } from '@dfs/i18n/languages';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SearchMatching } from '../search/search-match';
import { items } from './catalogue.schema';
import type { ItemFilterSql } from './item-filters';
import { type ItemFilters, type ItemRow, orderFor, selectItemsQuery } from './item-query';

/**
 * The storefront's search of items: which items match and how well is the search module's SQL
 * (`matching`, given in app.ts; decision 050), composed here with the catalogue's filters and columns.
 */
export function createItemSearchRepository(db: Db, matching: SearchMatching, filterSql: ItemFilterSql) {
  const { onFlight, filtersBut, facets } = filterSql;

  /**
   * Suggestions for the search box: the search module's candidates ranked as a search is, ties to
   * the better sellers, with the filters applied.
   */
  async function suggestions(
    plan: SearchPlan,
    locales: readonly string[],
    limit: number,
    filters: ItemFilters,
    lng: Language = 'en',
  ): Promise<ItemRow[]> {
    const { candidates, score } = matching.suggestionCandidates(plan, locales);
    const flight = filters.flightId === undefined ? undefined : onFlight(filters.flightId);
    // One statement: the ranked ids, then those items' columns.
    const ranked = sql`(SELECT c.item_id, min(${score}) AS score FROM ${candidates}
      JOIN ${items} ON ${items.id} = c.item_id
      WHERE ${and(eq(items.active, true), flight, filtersBut(filters))}
      GROUP BY c.item_id, ${items.salesCount}
      ORDER BY min(${score}), ${items.salesCount} DESC, c.item_id
      LIMIT ${limit}) AS ranked`;
    return selectItemsQuery(db, lng)
      .innerJoin(ranked, sql`ranked.item_id = ${items.id}`)
      .orderBy(sql`ranked.score`, desc(items.salesCount), asc(items.id));
  }

  return {
    /**
     * A ranked page of the items a search plan matches (DESIGN.md §12), with the filters applied; the
     * ties go to the better sellers. Suggestions skip the count.
     */
    async search(
      plan: SearchPlan,
      locales: readonly string[],
      limit: number,
      offset: number,
      options: {
        count?: boolean;
        filters: ItemFilters;
        withFacets?: boolean;
        lng?: Language;
        /** Search-box suggestions: rank only the best-selling matches (and an exact name), no count. */
        suggest?: boolean;
        /** A shopper's order instead of relevance ('Default' or none: relevance); relevance breaks ties. */
        sort?: { sortBy: SortBy; sortOrder: SortOrder };
      },
    ): Promise<{ rows: ItemRow[]; total: number; facets?: ListFacets }> {
      if (plan.words.length === 0) return { rows: [], total: 0 };
      if (options.suggest) {
        const rows = await suggestions(plan, locales, limit, options.filters, options.lng);
        return { rows, total: rows.length };
      }
      const { ids: matchedIds, ranked: matched } = matching.matchedItems(plan, locales);
      const flight = options.filters.flightId === undefined ? undefined : onFlight(options.filters.flightId);
      const base = and(eq(items.active, true), inArray(items.id, matchedIds), flight);
      const filtered = and(eq(items.active, true), flight, filtersBut(options.filters));
      const [rows, [counted], searchFacets] = await Promise.all([
        selectItemsQuery(db, options.lng ?? 'en')
          .innerJoin(matched, eq(matched.itemId, items.id))
          .where(filtered)
          .orderBy(
            asc(matched.weak),
            ...(options.sort && options.sort.sortBy !== 'Default'
              ? [...orderFor(options.sort.sortBy, options.sort.sortOrder, options.lng ?? 'en').slice(0, 1)]
              : []),
            asc(matched.score),
            desc(items.salesCount),
            asc(items.id),
          )
          .limit(limit)
          .offset(offset),
        options.count === false
          ? Promise.resolve([])
          : db
              .select({ total: sql<number>`count(*)::int` })
              .from(items)
              .where(and(base, filtersBut(options.filters))),
        options.withFacets ? facets(db, base, options.filters, options.lng ?? 'en') : undefined,
      ]);
      return {
        rows,
        total: counted?.total ?? rows.length,
        ...(searchFacets ? { facets: searchFacets } : {}),
      };
    },
  };
}
