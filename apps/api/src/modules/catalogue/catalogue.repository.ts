import type { ListFacets, SortBy, SortOrder } from '@dfs/contract/catalogue';
import type { SearchPlan } from '@dfs/domain/search-plan';
import type { Language } from '@dfs/i18n/languages';
import { and, asc, desc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { brandName, categoryHeading } from '../master-data/master-data.queries';
import { matchedItems, suggestionCandidates } from '../search/search-match';
import { collectionItems, collections, collectionTranslations, itemImages, items } from './catalogue.schema';
import { facets, filtersBut, onFlight } from './item-filters';
import {
  type ItemFilters,
  type ItemRow,
  itemName,
  itemText,
  type ListFilter,
  NEW_ARRIVAL_DAYS,
  orderFor,
  type PageRequest,
  selectItemsQuery,
} from './item-query';
import { createStaffItemsRepository } from './staff-items.repository';

export type { ItemFilters, ItemRow, ListFilter, PageRequest } from './item-query';
export { NEW_ARRIVAL_DAYS } from './item-query';
export type { StaffItemRow, StaffItemValues } from './staff-items.repository';

/**
 * The storefront's reads of the catalogue (lists, search, products, collections) and its stock
 * writes; staff edits come from staff-items.repository.ts. Brand and category names, a flight's
 * stock and search documents come from their modules' published reads (decision 022).
 */
export function createCatalogueRepository(db: Db) {
  const selectItems = (lng: Language) => selectItemsQuery(db, lng);
  // Prepared once, as the price lists beside it (pricing/item-offers.ts): every list reads it.
  const imageStatement = db
    .select({ itemId: itemImages.itemId, url: itemImages.url, isDefault: itemImages.isDefault })
    .from(itemImages)
    .where(sql`${itemImages.itemId} = ANY(${sql.placeholder('ids')}::int[])`)
    .orderBy(
      asc(itemImages.itemId),
      desc(itemImages.isDefault),
      asc(itemImages.sortOrder),
      asc(itemImages.id),
    )
    .prepare('catalogue_item_images');

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
    const { candidates, score } = suggestionCandidates(plan, locales);
    const flight = filters.flightId === undefined ? undefined : onFlight(filters.flightId);
    // One statement: the ranked ids, then those items' columns.
    const ranked = sql`(SELECT c.item_id, min(${score}) AS score FROM ${candidates}
      JOIN ${items} ON ${items.id} = c.item_id
      WHERE ${and(eq(items.active, true), flight, filtersBut(filters))}
      GROUP BY c.item_id, ${items.salesCount}
      ORDER BY min(${score}), ${items.salesCount} DESC, c.item_id
      LIMIT ${limit}) AS ranked`;
    return selectItems(lng)
      .innerJoin(ranked, sql`ranked.item_id = ${items.id}`)
      .orderBy(sql`ranked.score`, desc(items.salesCount), asc(items.id));
  }

  function listCondition(filter: ListFilter, now: Date): SQL | undefined {
    const conditions: Array<SQL | undefined> = [eq(items.active, true)];
    switch (filter.listKind) {
      case 'category':
        // A top category lists its children's items through the denormalised top_category_id.
        conditions.push(
          filter.isTopCategory
            ? eq(items.topCategoryId, filter.categoryId!)
            : eq(items.categoryId, filter.categoryId!),
        );
        break;
      case 'brand':
        conditions.push(eq(items.brandId, filter.brandId!));
        break;
      case 'collection':
        conditions.push(
          inArray(
            items.id,
            db
              .select({ id: collectionItems.itemId })
              .from(collectionItems)
              .where(eq(collectionItems.collectionId, filter.collectionId!)),
          ),
        );
        break;
      case 'newArrivals':
        conditions.push(gte(items.registeredDate, new Date(now.getTime() - NEW_ARRIVAL_DAYS * 86_400_000)));
        break;
      case 'bestSellers':
        conditions.push(eq(items.isBestSeller, true));
        break;
      case 'travelExclusives':
        conditions.push(eq(items.isTravelExclusive, true));
        break;
      case 'deals':
        conditions.push(eq(items.isDeal, true));
        break;
      case 'specialOffers':
        conditions.push(eq(items.isSpecialOffer, true));
        break;
      case 'all':
        break;
    }
    if (filter.flightId !== undefined) conditions.push(onFlight(filter.flightId));
    return and(...conditions);
  }

  /** Collections with their text in a language (English where a translation is missing). */
  async function translatedCollections(lng: Language, id?: number) {
    const rows = await db
      .select({
        id: collections.id,
        name: collections.name,
        description: collections.description,
        imageUrl: collections.imageUrl,
        translatedName: collectionTranslations.name,
        translatedDescription: collectionTranslations.description,
      })
      .from(collections)
      .leftJoin(
        collectionTranslations,
        and(eq(collectionTranslations.collectionId, collections.id), eq(collectionTranslations.locale, lng)),
      )
      .where(id === undefined ? undefined : eq(collections.id, id))
      .orderBy(asc(collections.sortOrder), asc(collections.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.translatedName ?? row.name,
      description: row.translatedDescription ?? row.description,
      imageUrl: row.imageUrl,
    }));
  }

  async function collection(id: number, lng: Language = 'en') {
    const [row] = await translatedCollections(lng, id);
    return row;
  }

  return {
    async page(
      filter: ListFilter,
      page: PageRequest,
      now: Date,
      lng: Language = 'en',
      filters?: ItemFilters,
      withFacets = false,
    ): Promise<{ rows: ItemRow[]; total: number; facets?: ListFacets }> {
      const base = listCondition(filter, now);
      const where = and(base, filtersBut(filters));
      const [rows, [count], listFacets] = await Promise.all([
        selectItems(lng)
          .where(where)
          .orderBy(...orderFor(page.sortBy, page.sortOrder, lng))
          .limit(page.limit)
          .offset(page.offset),
        page.count === false
          ? Promise.resolve([])
          : db.select({ total: sql<number>`count(*)::int` }).from(items).where(where),
        withFacets && filters ? facets(db, base, filters, lng) : undefined,
      ]);
      return { rows, total: count?.total ?? rows.length, ...(listFacets ? { facets: listFacets } : {}) };
    },

    /**
     * Refreshes the price each item shows (refresh_shown_prices, migration 0004) as of `at`; answers
     * when an offer window next opens or closes, or null when none will.
     */
    async refreshShownPrices(at: Date): Promise<Date | null> {
      const [row] = await queryRows<{ next: string | Date | null }>(
        db,
        sql`SELECT refresh_shown_prices(${at.toISOString()}::timestamptz) AS next`,
      );
      return row?.next ? new Date(row.next) : null;
    },

    /**
     * Takes `quantity` units of an item inside the caller's transaction, never read-then-write
     * (DESIGN.md §6): false when fewer are left, so two buyers can never take the same last unit.
     */
    /** Item names by id in a language; takes the caller's transaction (PGlite has one connection). */
    namesOf(itemIds: readonly number[], tx: Db = db, lng: Language = 'en') {
      const query = tx
        .select({ id: items.id, name: itemName(lng) })
        .from(items)
        .where(inArray(items.id, [...itemIds]))
        .$dynamic();
      return lng === 'en'
        ? query
        : query.leftJoin(itemText, and(eq(itemText.itemId, items.id), eq(itemText.locale, lng)));
    },

    /** Items' codes and English names (the station's lists). */
    labelsOf(itemIds: readonly number[], tx: Db = db) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return tx
        .select({ id: items.id, itemCode: items.itemCode, name: items.name })
        .from(items)
        .where(inArray(items.id, [...itemIds]));
    },

    async reserveStock(tx: Db, itemId: number, quantity: number): Promise<boolean> {
      const rows = await tx
        .update(items)
        .set({ quantity: sql`${items.quantity} - ${quantity}` })
        .where(and(eq(items.id, itemId), gte(items.quantity, quantity)))
        .returning({ id: items.id });
      return rows.length > 0;
    },

    /** Puts units back (a cancelled or unpaid order), inside the caller's transaction. */
    async releaseStock(tx: Db, itemId: number, quantity: number): Promise<void> {
      await tx
        .update(items)
        .set({ quantity: sql`${items.quantity} + ${quantity}` })
        .where(eq(items.id, itemId));
    },

    async byIds(ids: readonly number[], lng: Language = 'en'): Promise<ItemRow[]> {
      if (ids.length === 0) return [];
      return selectItems(lng).where(and(inArray(items.id, [...ids]), eq(items.active, true)));
    },

    /** Same category (or same brand), the current item excluded, priciest first. */
    similar(
      categoryId: number,
      brandId: number | undefined,
      excludeId: number,
      limit: number,
      lng: Language = 'en',
    ) {
      return selectItems(lng)
        .where(
          and(
            eq(items.active, true),
            sql`${items.id} <> ${excludeId}`,
            brandId === undefined
              ? eq(items.categoryId, categoryId)
              : or(eq(items.categoryId, categoryId), eq(items.brandId, brandId)),
          ),
        )
        .orderBy(desc(sql`(${items.categoryId} = ${categoryId})`), desc(items.shownPriceMinor), asc(items.id))
        .limit(limit);
    },

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
      const { ids: matchedIds, ranked: matched } = matchedItems(db, plan, locales);
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

    images(itemIds: readonly number[]) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return imageStatement.execute({ ids: [...itemIds] });
    },

    /** A category's name in `lng` and whether it is a top category; undefined when unknown. */
    category: (id: number, lng: Language = 'en') => categoryHeading(db, id, lng),

    /** The heading of a brand or collection list; undefined when unknown, null for the fixed lists. */
    async listTitle(filter: ListFilter, lng: Language = 'en'): Promise<string | null | undefined> {
      switch (filter.listKind) {
        case 'brand':
          // A brand's name is written as the brand writes it, in every language.
          return brandName(db, filter.brandId!);
        case 'collection':
          return (await collection(filter.collectionId!, lng))?.name;
        default:
          return null;
      }
    },

    collection,

    /** Every collection, in its sort order, in a language. */
    allCollections(lng: Language = 'en') {
      return translatedCollections(lng);
    },

    ...createStaffItemsRepository(db),
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
