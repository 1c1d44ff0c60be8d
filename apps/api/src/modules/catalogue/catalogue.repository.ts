import type { ListKind, SortBy, SortOrder } from '@dfs/contract/catalogue';
import { PriceListKind, StartupOfferType } from '@dfs/domain/price-lists';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  brands,
  buyGetRules,
  categories,
  collectionItems,
  collections,
  itemImages,
  items,
  onboardStock,
  priceListItems,
  priceLists,
  volumeTiers,
} from '../../db/schema';

/** Items registered within this many days are new arrivals. */
export const NEW_ARRIVAL_DAYS = 30;
/** Trigram word similarity that still counts as a match for search. */
const SEARCH_SIMILARITY = 0.45;

const topCategory = alias(categories, 'top_category');

const itemColumns = {
  id: items.id,
  itemCode: items.itemCode,
  name: items.name,
  description: items.description,
  brandId: items.brandId,
  brandName: brands.name,
  categoryId: items.categoryId,
  categoryName: categories.name,
  topCategoryCode: sql<string>`coalesce(${topCategory.code}, ${categories.code}, upper(coalesce(${topCategory.name}, ${categories.name})))`,
  basePriceMinor: items.basePriceMinor,
  quantity: items.quantity,
  orderQuantity: items.orderQuantity,
  milesForRedeem: items.milesForRedeem,
  milesForAccrual: items.milesForAccrual,
  isTravelExclusive: items.isTravelExclusive,
  isBestSeller: items.isBestSeller,
  isDeal: items.isDeal,
  isSpecialOffer: items.isSpecialOffer,
  youtubeUrl: items.youtubeUrl,
  registeredDate: items.registeredDate,
};

function selectItemsQuery(db: Db) {
  return db
    .select(itemColumns)
    .from(items)
    .innerJoin(brands, eq(brands.id, items.brandId))
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .leftJoin(topCategory, eq(topCategory.id, categories.parentId));
}

export type ItemRow = Awaited<ReturnType<typeof selectItemsQuery>>[number];

export interface ListFilter {
  listKind: ListKind;
  /** For listKind 'category': whether categoryId is a top category (its items sit in its children). */
  isTopCategory?: boolean;
  categoryId?: number | undefined;
  brandId?: number | undefined;
  collectionId?: number | undefined;
  /** On-board mode: only what this flight carries. */
  flightId?: number | undefined;
}

export interface PageRequest {
  sortBy: SortBy;
  sortOrder: SortOrder;
  limit: number;
  offset: number;
  /** false: skip counting the whole list (total comes back as the rows' length). */
  count?: boolean;
}

/** A price list that applies to everyone right now: active, in its window, and not behind a promo code. */
const openPriceList = (now: Date) =>
  and(
    eq(priceLists.active, true),
    isNull(priceLists.promoCode),
    sql`${priceLists.validFrom} <= ${now.toISOString()}`,
    or(isNull(priceLists.validTo), sql`${priceLists.validTo} > ${now.toISOString()}`),
  );

/**
 * ORDER BY for a list. The id tie-breaker runs the way the matching index stores it, so every page
 * is one ordered index scan: price and date indexes are (value DESC, id ASC), name is (name, id).
 */
function orderFor(sortBy: SortBy, sortOrder: SortOrder) {
  const direction = sortOrder === 'ASC' ? asc : desc;
  const opposite = sortOrder === 'ASC' ? desc : asc;
  switch (sortBy) {
    case 'ByName':
      return [direction(items.name), direction(items.id)];
    case 'ByDate':
      return [direction(items.registeredDate), opposite(items.id)];
    case 'ByPrice':
      return [direction(items.basePriceMinor), opposite(items.id)];
    default:
      return [direction(items.id)];
  }
}

export function createCatalogueRepository(db: Db) {
  const selectItems = () => selectItemsQuery(db);
  const onFlight = (flightId: number) =>
    inArray(
      items.id,
      db.select({ id: onboardStock.itemId }).from(onboardStock).where(eq(onboardStock.flightId, flightId)),
    );

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
    ): Promise<{ rows: ItemRow[]; total: number }> {
      const where = listCondition(filter, now);
      const [rows, [count]] = await Promise.all([
        selectItems()
          .where(where)
          .orderBy(...orderFor(page.sortBy, page.sortOrder))
          .limit(page.limit)
          .offset(page.offset),
        page.count === false
          ? Promise.resolve([])
          : db.select({ total: sql<number>`count(*)::int` }).from(items).where(where),
      ]);
      return { rows, total: count?.total ?? rows.length };
    },

    /**
     * Takes `quantity` units of an item inside the caller's transaction, never read-then-write
     * (DESIGN.md §6): false when fewer are left, so two buyers can never take the same last unit.
     */
    /** Item names by id; takes the caller's transaction (PGlite has one connection). */
    namesOf(itemIds: readonly number[], tx: Db = db) {
      return tx
        .select({ id: items.id, name: items.name })
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

    /** The same as reserveStock, against one flight's on-board stock (onboard_stock), never items.quantity. */
    async reserveFlightStock(tx: Db, flightId: number, itemId: number, quantity: number): Promise<boolean> {
      const rows = await tx
        .update(onboardStock)
        .set({ quantity: sql`${onboardStock.quantity} - ${quantity}` })
        .where(
          and(
            eq(onboardStock.flightId, flightId),
            eq(onboardStock.itemId, itemId),
            gte(onboardStock.quantity, quantity),
          ),
        )
        .returning({ id: onboardStock.itemId });
      return rows.length > 0;
    },

    /** Puts units back on the flight they were taken from. */
    async releaseFlightStock(tx: Db, flightId: number, itemId: number, quantity: number): Promise<void> {
      await tx
        .update(onboardStock)
        .set({ quantity: sql`${onboardStock.quantity} + ${quantity}` })
        .where(and(eq(onboardStock.flightId, flightId), eq(onboardStock.itemId, itemId)));
    },

    async byIds(ids: readonly number[]): Promise<ItemRow[]> {
      if (ids.length === 0) return [];
      return selectItems().where(and(inArray(items.id, [...ids]), eq(items.active, true)));
    },

    /** Same category (or same brand), the current item excluded, priciest first. */
    similar(categoryId: number, brandId: number | undefined, excludeId: number, limit: number) {
      return selectItems()
        .where(
          and(
            eq(items.active, true),
            sql`${items.id} <> ${excludeId}`,
            brandId === undefined
              ? eq(items.categoryId, categoryId)
              : or(eq(items.categoryId, categoryId), eq(items.brandId, brandId)),
          ),
        )
        .orderBy(desc(sql`(${items.categoryId} = ${categoryId})`), desc(items.basePriceMinor), asc(items.id))
        .limit(limit);
    },

    /**
     * Name search, case-insensitive. Names containing the term come first (exact prefixes first); only
     * when none does, names that match it closely by trigram word similarity (one letter wrong, missing
     * or extra). Both steps use the trigram index on lower(name).
     */
    async search(
      term: string,
      limit: number,
      offset: number,
      { count = true, flightId }: { count?: boolean; flightId?: number | undefined } = {},
    ): Promise<{ rows: ItemRow[]; total: number }> {
      const needle = term.toLowerCase();
      const escaped = needle.replace(/[\\%_]/g, (c) => `\\${c}`);
      const flight = flightId === undefined ? undefined : onFlight(flightId);
      const contains = and(eq(items.active, true), sql`lower(${items.name}) LIKE ${`%${escaped}%`}`, flight);
      const [containsRows, [containsCount]] = await Promise.all([
        selectItems()
          .where(contains)
          .orderBy(desc(sql`lower(${items.name}) LIKE ${`${escaped}%`}`), asc(items.name), asc(items.id))
          .limit(limit)
          .offset(offset),
        count
          ? db.select({ total: sql<number>`count(*)::int` }).from(items).where(contains)
          : Promise.resolve([]),
      ]);
      const containsTotal = count ? (containsCount?.total ?? 0) : containsRows.length;
      if (containsTotal > 0) return { rows: containsRows, total: containsTotal };

      const similar = and(eq(items.active, true), sql`${needle} <% lower(${items.name})`, flight);
      // 0.45 (default 0.6) lets one wrong, missing or extra letter in a 7-letter word still match.
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`SET LOCAL pg_trgm.word_similarity_threshold = ${sql.raw(String(SEARCH_SIMILARITY))}`,
        );
        const rows = await selectItemsQuery(tx as unknown as Db)
          .where(similar)
          .orderBy(
            desc(sql`word_similarity(${needle}, lower(${items.name}))`),
            asc(items.name),
            asc(items.id),
          )
          .limit(limit)
          .offset(offset);
        if (!count) return { rows, total: rows.length };
        const [counted] = await tx.select({ total: sql<number>`count(*)::int` }).from(items).where(similar);
        return { rows, total: counted?.total ?? 0 };
      });
    },

    /** What a flight carries of these items; items it does not carry are absent. */
    onboardStock(flightId: number, itemIds: readonly number[]) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select({ itemId: onboardStock.itemId, quantity: onboardStock.quantity })
        .from(onboardStock)
        .where(and(eq(onboardStock.flightId, flightId), inArray(onboardStock.itemId, [...itemIds])));
    },

    images(itemIds: readonly number[]) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select({ itemId: itemImages.itemId, url: itemImages.url, isDefault: itemImages.isDefault })
        .from(itemImages)
        .where(inArray(itemImages.itemId, [...itemIds]))
        .orderBy(
          asc(itemImages.itemId),
          desc(itemImages.isDefault),
          asc(itemImages.sortOrder),
          asc(itemImages.id),
        );
    },

    volumeTiers(itemIds: readonly number[], now: Date) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: volumeTiers.id,
          itemId: volumeTiers.itemId,
          priceListId: volumeTiers.priceListId,
          startQuantity: volumeTiers.startQuantity,
          endQuantity: volumeTiers.endQuantity,
          customPriceMinor: volumeTiers.customPriceMinor,
        })
        .from(volumeTiers)
        .innerJoin(priceLists, eq(priceLists.id, volumeTiers.priceListId))
        .where(
          and(
            inArray(volumeTiers.itemId, [...itemIds]),
            eq(priceLists.kind, PriceListKind.Volume),
            openPriceList(now),
          ),
        )
        .orderBy(asc(volumeTiers.itemId), asc(volumeTiers.startQuantity));
    },

    buyGetRules(itemIds: readonly number[], now: Date) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          itemId: buyGetRules.itemId,
          priceListId: buyGetRules.priceListId,
          buyQuantity: buyGetRules.buyQuantity,
          getQuantity: buyGetRules.getQuantity,
          getItemId: buyGetRules.getItemId,
        })
        .from(buyGetRules)
        .innerJoin(priceLists, eq(priceLists.id, buyGetRules.priceListId))
        .where(
          and(
            inArray(buyGetRules.itemId, [...itemIds]),
            eq(priceLists.kind, PriceListKind.BuyGet),
            openPriceList(now),
          ),
        )
        .orderBy(asc(buyGetRules.itemId), asc(buyGetRules.id));
    },

    /**
     * The open offers on each item: special offers (kind 3, offer type 1: a percentage or amount off)
     * and unit price lists (kind 2: a set price).
     */
    offers(itemIds: readonly number[], now: Date) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          itemId: priceListItems.itemId,
          priceListId: priceLists.id,
          kind: priceLists.kind,
          salesRate: priceLists.salesRate,
          isPercentage: priceLists.isPercentage,
          amountMinor: priceListItems.amountMinor,
        })
        .from(priceListItems)
        .innerJoin(priceLists, eq(priceLists.id, priceListItems.priceListId))
        .where(
          and(
            inArray(priceListItems.itemId, [...itemIds]),
            or(
              and(eq(priceLists.kind, PriceListKind.Percentage), eq(priceLists.offerType, StartupOfferType)),
              and(eq(priceLists.kind, PriceListKind.Unit), isNotNull(priceListItems.amountMinor)),
            ),
            openPriceList(now),
          ),
        )
        .orderBy(asc(priceListItems.itemId), asc(priceLists.id));
    },

    /** A category's name and whether it is a top category; undefined when unknown. */
    async category(id: number): Promise<{ name: string; isTop: boolean } | undefined> {
      const [row] = await db
        .select({ name: categories.name, parentId: categories.parentId })
        .from(categories)
        .where(eq(categories.id, id));
      return row && { name: row.name, isTop: row.parentId === null };
    },

    /** The heading of a brand or collection list; undefined when unknown, null for the fixed lists. */
    async listTitle(filter: ListFilter): Promise<string | null | undefined> {
      const pick = (rows: Array<{ name: string }>) => rows[0]?.name;
      switch (filter.listKind) {
        case 'brand':
          return pick(
            await db.select({ name: brands.name }).from(brands).where(eq(brands.id, filter.brandId!)),
          );
        case 'collection':
          return pick(
            await db
              .select({ name: collections.name })
              .from(collections)
              .where(eq(collections.id, filter.collectionId!)),
          );
        default:
          return null;
      }
    },

    async collection(id: number) {
      const rows = await db.select().from(collections).where(eq(collections.id, id));
      return rows[0];
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
