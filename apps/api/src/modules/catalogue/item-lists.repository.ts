import type { ListFacets } from '@dfs/contract/catalogue';
import type { Language } from '@dfs/i18n/languages';
import { and, asc, desc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { brandName, categoryHeading } from '../master-data/master-data.queries';
import { collectionItems, itemImages, items } from './catalogue.schema';
import type { CollectionsRepository } from './collections.repository';
import type { ItemFilterSql } from './item-filters';
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

/**
 * The storefront's lists and products: list pages with their facets, products by id, similar items,
 * images, names and list headings. Brand and category names come from master data's published reads.
 */
export function createItemListsRepository(
  db: Db,
  filterSql: ItemFilterSql,
  collections: Pick<CollectionsRepository, 'collection'>,
) {
  const { onFlight, filtersBut, facets } = filterSql;
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

  /** Which items a list holds: `listKind`'s rule, only active items, only the flight's on board. */
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

    /** Items' codes, English names and per-order limits (the station's lists, price lists). */
    labelsOf(itemIds: readonly number[], tx: Db = db) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return tx
        .select({
          id: items.id,
          itemCode: items.itemCode,
          name: items.name,
          orderQuantity: items.orderQuantity,
        })
        .from(items)
        .where(inArray(items.id, [...itemIds]));
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
          return (await collections.collection(filter.collectionId!, lng))?.name;
        default:
          return null;
      }
    },
  };
}
