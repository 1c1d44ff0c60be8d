import type { ListFacets, ListKind, SortBy, SortOrder } from '@dfs/contract/catalogue';
import { PriceListKind, StartupOfferType } from '@dfs/domain/price-lists';
import type { SearchPlan, WordPlan } from '@dfs/domain/search-text';
import { isLanguage, type Language } from '@dfs/i18n/languages';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client';
import { brands, categories, categoryTranslations } from '../master-data/master-data.schema';
import { onboardStock } from '../onboard/onboard.schema';
import { buyGetRules, priceListItems, priceLists, volumeTiers } from '../pricing/pricing.schema';
import { itemSearchDocuments } from '../search/search.schema';
import {
  collectionItems,
  collections,
  collectionTranslations,
  itemImages,
  items,
  itemTranslations,
} from './catalogue.schema';

/** How many of the best-selling matches a suggestion ranks (the search box shows 5). */
const SUGGESTION_CANDIDATES = 200;
/**
 * A suggestion first looks among a language's SUGGESTION_SCAN best sellers (one ordered index read):
 * a common word or a short prefix finds its candidates there at once. Only when fewer than
 * SUGGESTION_ENOUGH match does it read the language's word index for the rarer matches.
 */
const SUGGESTION_SCAN = 1_000;
const SUGGESTION_ENOUGH = 20;

/** Items registered within this many days are new arrivals. */
export const NEW_ARRIVAL_DAYS = 30;

const topCategory = alias(categories, 'top_category');

const itemText = alias(itemTranslations, 'item_text');
const categoryText = alias(categoryTranslations, 'category_text');

/** A translated column with its English fallback; English itself reads the entity's own column. */
function inLanguage<T>(lng: Language, translated: SQL.Aliased<T> | unknown, english: unknown) {
  return (lng === 'en' ? sql<T>`${english}` : sql<T>`coalesce(${translated}, ${english})`) as SQL<T>;
}

/** An item's name in a language: its translation, else English. */
const itemName = (lng: Language) => inLanguage<string>(lng, itemText.name, items.name);

function itemColumns(lng: Language) {
  return {
    id: items.id,
    itemCode: items.itemCode,
    name: itemName(lng),
    description: inLanguage<string>(lng, itemText.description, items.description),
    brandId: items.brandId,
    brandName: brands.name,
    categoryId: items.categoryId,
    categoryName: inLanguage<string>(lng, categoryText.name, categories.name),
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
}

/**
 * Items with their brand and category, their text in `lng` (English where a translation is missing).
 * English joins no translation table, so its queries stay as they were.
 */
function selectItemsQuery(db: Db, lng: Language = 'en') {
  const query = db
    .select(itemColumns(lng))
    .from(items)
    .innerJoin(brands, eq(brands.id, items.brandId))
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .leftJoin(topCategory, eq(topCategory.id, categories.parentId))
    .$dynamic();
  if (lng === 'en') return query;
  return query
    .leftJoin(itemText, and(eq(itemText.itemId, items.id), eq(itemText.locale, lng)))
    .leftJoin(categoryText, and(eq(categoryText.categoryId, items.categoryId), eq(categoryText.locale, lng)));
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

/**
 * The filters of issue 19 point 4, with prices already in USD minor units of the shown price
 * (`priceFrom`/`priceTo` bound the price converted to the request's currency at `rate`).
 */
export interface ItemFilters {
  brandIds?: readonly number[] | undefined;
  categoryIds?: readonly number[] | undefined;
  /** Minor units of the request's currency, compared with the shown price converted at `rate`. */
  minPriceMinor?: number | undefined;
  maxPriceMinor?: number | undefined;
  onOffer?: boolean | undefined;
  travelExclusive?: boolean | undefined;
  inStock?: boolean | undefined;
  /** Units of the request's currency per USD. */
  rate: number;
  /** On board, stock is the flight's. */
  flightId?: number | undefined;
}

type FilterName = 'brand' | 'category' | 'price' | 'onOffer' | 'travelExclusive' | 'inStock';

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
function orderFor(sortBy: SortBy, sortOrder: SortOrder, lng: Language) {
  const direction = sortOrder === 'ASC' ? asc : desc;
  const opposite = sortOrder === 'ASC' ? desc : asc;
  switch (sortBy) {
    case 'ByName':
      // By the name the traveller reads (in English, the (name, id) index's order).
      return [direction(itemName(lng)), direction(items.id)];
    case 'ByDate':
      return [direction(items.registeredDate), opposite(items.id)];
    case 'ByPrice':
      // The price the traveller sees (after offers): a list never reads 1,200 → 660 → 365.50 → 400.
      return [direction(items.shownPriceMinor), opposite(items.id)];
    default:
      return [direction(items.id)];
  }
}

export function createCatalogueRepository(db: Db) {
  const selectItems = (lng: Language) => selectItemsQuery(db, lng);
  const onFlight = (flightId: number) =>
    inArray(
      items.id,
      db.select({ id: onboardStock.itemId }).from(onboardStock).where(eq(onboardStock.flightId, flightId)),
    );

  const convertedPrice = (rate: number) =>
    sql`round(${items.shownPriceMinor}::numeric * ${String(rate)}::numeric)`;
  const flightQuantity = (flightId: number) =>
    sql`(SELECT ${onboardStock.quantity} FROM ${onboardStock} WHERE ${onboardStock.flightId} = ${flightId} AND ${onboardStock.itemId} = ${items.id})`;

  /** One filter's condition, or undefined when the request does not use it. */
  function filterPart(name: FilterName, f: ItemFilters): SQL | undefined {
    switch (name) {
      case 'brand':
        return f.brandIds?.length ? inArray(items.brandId, [...f.brandIds]) : undefined;
      case 'category':
        return f.categoryIds?.length
          ? or(
              inArray(items.categoryId, [...f.categoryIds]),
              inArray(items.topCategoryId, [...f.categoryIds]),
            )
          : undefined;
      case 'price':
        return and(
          f.minPriceMinor === undefined ? undefined : sql`${convertedPrice(f.rate)} >= ${f.minPriceMinor}`,
          f.maxPriceMinor === undefined ? undefined : sql`${convertedPrice(f.rate)} <= ${f.maxPriceMinor}`,
        );
      case 'onOffer':
        return f.onOffer ? sql`${items.shownPriceMinor} < ${items.basePriceMinor}` : undefined;
      case 'travelExclusive':
        return f.travelExclusive ? eq(items.isTravelExclusive, true) : undefined;
      case 'inStock':
        if (!f.inStock) return undefined;
        return f.flightId === undefined
          ? sql`${items.quantity} > 0`
          : sql`coalesce(${flightQuantity(f.flightId)}, 0) > 0`;
    }
  }

  const filterNames: readonly FilterName[] = [
    'brand',
    'category',
    'price',
    'onOffer',
    'travelExclusive',
    'inStock',
  ];
  /** Every filter the request uses, but `except`. */
  const filtersBut = (f: ItemFilters | undefined, ...except: FilterName[]) =>
    f ? and(...filterNames.filter((n) => !except.includes(n)).map((n) => filterPart(n, f))) : undefined;

  /**
   * The counts beside each filter choice for the items matching `base`: each facet counted with every
   * other filter applied (so a chosen brand still shows the other brands' counts).
   */
  async function facets(base: SQL | undefined, f: ItemFilters, lng: Language): Promise<ListFacets> {
    const categoryName = inLanguage<string>(lng, categoryText.name, categories.name);
    const stockCondition =
      f.flightId === undefined
        ? sql`${items.quantity} > 0`
        : sql`coalesce(${flightQuantity(f.flightId)}, 0) > 0`;
    const when = (condition: SQL | undefined) => condition ?? sql`true`;
    const [brandRows, categoryRows, [totals]] = await Promise.all([
      db
        .select({ id: brands.id, name: brands.name, count: sql<number>`count(*)::int` })
        .from(items)
        .innerJoin(brands, eq(brands.id, items.brandId))
        .where(and(base, filtersBut(f, 'brand')))
        .groupBy(brands.id, brands.name)
        .orderBy(asc(brands.name)),
      db
        .select({ id: categories.id, name: categoryName, count: sql<number>`count(*)::int` })
        .from(items)
        .innerJoin(categories, eq(categories.id, items.categoryId))
        .leftJoin(
          categoryText,
          and(eq(categoryText.categoryId, items.categoryId), eq(categoryText.locale, lng)),
        )
        .where(and(base, filtersBut(f, 'category')))
        .groupBy(categories.id, categoryName)
        .orderBy(asc(categoryName)),
      db
        .select({
          minPrice: sql<
            string | null
          >`min(${convertedPrice(f.rate)}) FILTER (WHERE ${when(filtersBut(f, 'price'))})`,
          maxPrice: sql<
            string | null
          >`max(${convertedPrice(f.rate)}) FILTER (WHERE ${when(filtersBut(f, 'price'))})`,
          onOffer: sql<number>`(count(*) FILTER (WHERE ${items.shownPriceMinor} < ${items.basePriceMinor} AND ${when(filtersBut(f, 'onOffer'))}))::int`,
          travelExclusive: sql<number>`(count(*) FILTER (WHERE ${items.isTravelExclusive} AND ${when(filtersBut(f, 'travelExclusive'))}))::int`,
          inStock: sql<number>`(count(*) FILTER (WHERE ${stockCondition} AND ${when(filtersBut(f, 'inStock'))}))::int`,
        })
        .from(items)
        .where(base),
    ]);
    return {
      brands: brandRows,
      categories: categoryRows,
      priceRange:
        totals?.minPrice == null || totals.maxPrice == null
          ? null
          : { min: Number(totals.minPrice) / 100, max: Number(totals.maxPrice) / 100 },
      onOffer: totals?.onOffer ?? 0,
      travelExclusive: totals?.travelExclusive ?? 0,
      inStock: totals?.inStock ?? 0,
    };
  }

  /**
   * The documents matching a plan: every word must be in the document (itself, a synonym, a typo away
   * or a longer word it starts), in the request's language or English.
   */
  function documentMatch(
    plan: SearchPlan,
    locales: readonly string[],
    /** The document columns the score reads (a subquery's, for suggestions). */
    columns: Record<'name' | 'nameTokens' | 'labelTokens' | 'tokens', AnyColumn | SQL> = itemSearchDocuments,
  ) {
    const d = itemSearchDocuments;
    const c = columns;
    const anyOf = (column: AnyColumn | SQL, sets: string[][]) => {
      const singles = sets.filter((set) => set.length === 1).map((set) => set[0]!);
      const multi = sets.filter((set) => set.length > 1);
      const parts = [
        ...(singles.length ? [sql`${column} && ${pgTextArray(singles)}`] : []),
        ...multi.map((set) => sql`${column} @> ${pgTextArray(set)}`),
      ];
      return parts.length ? sql`(${sql.join(parts, sql` OR `)})` : sql`false`;
    };
    const wordsIn = (column: AnyColumn | SQL) =>
      and(...plan.words.map((w) => anyOf(column, w.tiers.flat())))!;
    const words = wordsIn(d.tokens);
    // Each language has its own word index (a partial index on its locale): one arm per language lets
    // the planner read those, where `locale IN (…)` made it scan every language's documents.
    const where = or(...locales.map((locale) => and(inLocale(locale), words)))!;
    // A field's rank for one word: its tier (0 itself, 1 a synonym, 2 a typo or longer word, 3 their
    // synonyms), or 10 when the field holds none of it.
    const tierIn = (column: AnyColumn | SQL, w: WordPlan) =>
      sql`CASE ${sql.join(
        w.tiers.flatMap((sets, tier) =>
          sets.length ? [sql`WHEN ${anyOf(column, sets)} THEN ${sql.raw(String(tier))}`] : [],
        ),
        sql` `,
      )} ELSE 10 END`;
    // A word in the name ranks first (and before that, in the name and in brand or category alike),
    // then in brand or category, then only in the description.
    const wordScores = plan.words.map(
      (
        w,
      ) => sql`(SELECT CASE WHEN n < 10 AND l < 10 THEN n - 5 WHEN n < 10 THEN n WHEN l < 10 THEN 10 + l ELSE 20 + t END
        FROM (SELECT ${tierIn(c.nameTokens, w)} AS n, ${tierIn(c.labelTokens, w)} AS l, ${tierIn(c.tokens, w)} AS t) AS tiers)`,
    );
    const score = sql`CASE WHEN ${c.name} = ${plan.normalised} THEN -100 ELSE 0 END + ${sql.join(wordScores, sql` + `)}`;
    return { where, words, wordsIn, score };
  }

  /** `locale = 'en'` written out, so that the language's partial index matches under any plan. */
  function inLocale(locale: string): SQL {
    // Documents exist in the shop's languages; checked because the value is written into the SQL.
    if (!isLanguage(locale)) throw new Error(`No search documents in ${locale}`);
    return sql`${itemSearchDocuments.locale} = ${sql.raw(`'${locale}'`)}`;
  }

  /**
   * Suggestions for the search box: up to SUGGESTION_CANDIDATES best-selling matching documents per
   * language and any whose whole name is the term, ranked as a search is.
   */
  async function suggestions(
    plan: SearchPlan,
    locales: readonly string[],
    limit: number,
    filters: ItemFilters,
    lng: Language = 'en',
  ): Promise<ItemRow[]> {
    const d = itemSearchDocuments;
    const { words, wordsIn } = documentMatch(plan, locales);
    const { score } = documentMatch(plan, locales, {
      name: sql.raw('c.name'),
      nameTokens: sql.raw('c.name_tokens'),
      labelTokens: sql.raw('c.label_tokens'),
      tokens: sql.raw('c.tokens'),
    });
    const flight = filters.flightId === undefined ? undefined : onFlight(filters.flightId);
    // Per language: the matches among its best sellers (a CTE, read once), and only when too few match
    // there, its best-selling matches from its word index; plus an exact name. Only keys are read until
    // the candidates are known; then those documents' columns by primary key.
    // `DESC NULLS LAST` is the popularity index's order (the column is never null): a plain `DESC`
    // cannot be read from it and sorted every document of the language instead.
    const best = (locale: string) => sql.raw(`best_${locale}`);
    const ranked = await queryRows<{ item_id: number }>(
      db,
      sql`WITH ${sql.join(
        locales.map(
          (locale) => sql`${best(locale)} AS (
            SELECT top.item_id, top.locale FROM (
              SELECT ${d.itemId}, ${d.locale}, ${d.tokens}, ${d.popularity} FROM ${d} WHERE ${inLocale(locale)}
              ORDER BY ${d.popularity} DESC NULLS LAST LIMIT ${SUGGESTION_SCAN}
            ) AS top
            WHERE ${wordsIn(sql.raw('top.tokens'))}
            ORDER BY top.popularity DESC NULLS LAST LIMIT ${SUGGESTION_CANDIDATES})`,
        ),
        sql`, `,
      )}
        SELECT c.item_id FROM (
          SELECT doc.item_id, doc.name, doc.name_tokens, doc.label_tokens, doc.tokens FROM (
            ${sql.join(
              [
                ...locales.flatMap((locale) => [
                  sql`(SELECT item_id, locale FROM ${best(locale)})`,
                  // Rare matches: read from the word index. Plain `DESC` on purpose: in the popularity
                  // index's order the planner would walk every document of the language for them.
                  sql`(SELECT ${d.itemId}, ${d.locale} FROM ${d}
                    WHERE (SELECT count(*) FROM ${best(locale)}) < ${SUGGESTION_ENOUGH}
                      AND ${inLocale(locale)} AND ${words}
                    ORDER BY ${d.popularity} DESC LIMIT ${SUGGESTION_CANDIDATES})`,
                ]),
                sql`(SELECT ${d.itemId}, ${d.locale} FROM ${d}
                  WHERE ${inArray(d.locale, [...locales])} AND ${d.name} = ${plan.normalised})`,
              ],
              sql` UNION `,
            )}
          ) AS k JOIN ${d} AS doc ON doc.item_id = k.item_id AND doc.locale = k.locale
        ) AS c
        JOIN ${items} ON ${items.id} = c.item_id
        WHERE ${and(eq(items.active, true), flight, filtersBut(filters))}
        GROUP BY c.item_id, ${items.salesCount}
        ORDER BY min(${score}), ${items.salesCount} DESC, c.item_id
        LIMIT ${limit}`,
    );
    const ids = ranked.map((r) => Number(r.item_id));
    if (ids.length === 0) return [];
    const rows = await selectItemsQuery(db, lng).where(inArray(items.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r] as const));
    return ids.flatMap((id) => byId.get(id) ?? []);
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

  /** A collection with its name and description in `lng` (each falls back to English). */
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
        withFacets && filters ? facets(base, filters, lng) : undefined,
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
      },
    ): Promise<{ rows: ItemRow[]; total: number; facets?: ListFacets }> {
      if (plan.words.length === 0) return { rows: [], total: 0 };
      if (options.suggest) {
        const rows = await suggestions(plan, locales, limit, options.filters, options.lng);
        return { rows, total: rows.length };
      }
      const { where: docWhere, score } = documentMatch(plan, locales);
      const d = itemSearchDocuments;
      const matched = db
        .select({ itemId: d.itemId, score: sql<number>`min(${score})`.as('score') })
        .from(d)
        .where(docWhere)
        .groupBy(d.itemId)
        .as('matched');
      const flight = options.filters.flightId === undefined ? undefined : onFlight(options.filters.flightId);
      const base = and(
        eq(items.active, true),
        inArray(items.id, db.select({ id: d.itemId }).from(d).where(docWhere)),
        flight,
      );
      const filtered = and(eq(items.active, true), flight, filtersBut(options.filters));
      const [rows, [counted], searchFacets] = await Promise.all([
        selectItemsQuery(db, options.lng ?? 'en')
          .innerJoin(matched, eq(matched.itemId, items.id))
          .where(filtered)
          .orderBy(asc(matched.score), desc(items.salesCount), asc(items.id))
          .limit(limit)
          .offset(offset),
        options.count === false
          ? Promise.resolve([])
          : db
              .select({ total: sql<number>`count(*)::int` })
              .from(items)
              .where(and(base, filtersBut(options.filters))),
        options.withFacets ? facets(base, options.filters, options.lng ?? 'en') : undefined,
      ]);
      return {
        rows,
        total: counted?.total ?? rows.length,
        ...(searchFacets ? { facets: searchFacets } : {}),
      };
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

    /** A category's name in `lng` and whether it is a top category; undefined when unknown. */
    async category(id: number, lng: Language = 'en'): Promise<{ name: string; isTop: boolean } | undefined> {
      const [row] = await db
        .select({
          name: categories.name,
          parentId: categories.parentId,
          translated: categoryTranslations.name,
        })
        .from(categories)
        .leftJoin(
          categoryTranslations,
          and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, lng)),
        )
        .where(eq(categories.id, id));
      return row && { name: row.translated ?? row.name, isTop: row.parentId === null };
    },

    /** The heading of a brand or collection list; undefined when unknown, null for the fixed lists. */
    async listTitle(filter: ListFilter, lng: Language = 'en'): Promise<string | null | undefined> {
      switch (filter.listKind) {
        case 'brand': {
          // A brand's name is written as the brand writes it, in every language.
          const [row] = await db
            .select({ name: brands.name })
            .from(brands)
            .where(eq(brands.id, filter.brandId!));
          return row?.name;
        }
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

    // Staff edits (the operations console) -------------------------------------------------------

    /**
     * A page of items for staff, active or not, by id; `search` matches part of the English name or
     * of the item code (both have trigram indexes, so 100 000 items stay fast).
     */
    async staffPage(search: string | undefined, limit: number, offset: number, id?: number) {
      const pattern = search ? `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const condition = and(
        pattern
          ? or(sql`lower(${items.name}) LIKE ${pattern}`, sql`lower(${items.itemCode}) LIKE ${pattern}`)
          : undefined,
        id === undefined ? undefined : eq(items.id, id),
      );
      const [ids, [total]] = await Promise.all([
        db
          .select({ id: items.id })
          .from(items)
          .where(condition)
          .orderBy(asc(items.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(items).where(condition),
      ]);
      return {
        rows: await staffRows(
          db,
          ids.map((r) => r.id),
        ),
        total: total?.n ?? 0,
      };
    },

    /** One item as staff edit it, locked for the caller's transaction; undefined when unknown. */
    async staffItemForUpdate(tx: Db, id: number) {
      const locked = await tx.select({ id: items.id }).from(items).where(eq(items.id, id)).for('update');
      if (locked.length === 0) return undefined;
      return (await staffRows(tx, [id]))[0];
    },

    /** Writes the basic fields and bumps the version, in the caller's transaction. */
    async updateStaffItem(tx: Db, id: number, values: StaffItemValues) {
      const [row] = await tx
        .update(items)
        .set({
          ...values,
          topCategoryId: sql`(SELECT ${categories.parentId} FROM ${categories} WHERE ${categories.id} = ${values.categoryId})`,
          version: sql`${items.version} + 1`,
        })
        .where(eq(items.id, id))
        .returning({ version: items.version });
      return row!.version;
    },

    /** Inserts a new item (version 1) in the caller's transaction; undefined when the code is taken. */
    async insertStaffItem(tx: Db, values: StaffItemValues & { itemCode: string; registeredDate: Date }) {
      const [category] = await tx
        .select({ parentId: categories.parentId })
        .from(categories)
        .where(eq(categories.id, values.categoryId));
      const [row] = await tx
        .insert(items)
        .values({ ...values, topCategoryId: category!.parentId! })
        .onConflictDoNothing({ target: items.itemCode })
        .returning({ id: items.id });
      return row?.id;
    },

    /** Whether the brand exists and the category is a child category (items sit only in those). */
    async placementKnown(tx: Db, brandId: number, categoryId: number) {
      const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
      const [category] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, categoryId), isNotNull(categories.parentId)));
      return { brand: brand !== undefined, category: category !== undefined };
    },

    /** The brands and child categories an item form chooses from. */
    async staffOptions() {
      const parent = alias(categories, 'parent');
      const [brandRows, categoryRows] = await Promise.all([
        db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name)),
        db
          .select({ id: categories.id, name: categories.name, parentName: parent.name })
          .from(categories)
          .innerJoin(parent, eq(parent.id, categories.parentId))
          .orderBy(asc(parent.name), asc(categories.name)),
      ]);
      return {
        brands: brandRows.map((b) => ({ ...b, parentName: null })),
        categories: categoryRows,
      };
    },

    /** Adds an image (the default when the item has none yet), in the caller's transaction. */
    async addItemImage(tx: Db, itemId: number, url: string) {
      const [{ n, last }] = (await tx
        .select({
          n: sql<number>`count(*)::int`,
          last: sql<number>`coalesce(max(${itemImages.sortOrder}), -1)::int`,
        })
        .from(itemImages)
        .where(eq(itemImages.itemId, itemId))) as [{ n: number; last: number }];
      await tx.insert(itemImages).values({ itemId, url, isDefault: n === 0, sortOrder: last + 1 });
    },

    /** Makes one image the item's default; false when the item has no such image. */
    async setDefaultItemImage(tx: Db, itemId: number, imageId: number) {
      const [image] = await tx
        .select({ id: itemImages.id })
        .from(itemImages)
        .where(and(eq(itemImages.itemId, itemId), eq(itemImages.id, imageId)));
      if (!image) return false;
      await tx
        .update(itemImages)
        .set({ isDefault: false })
        .where(and(eq(itemImages.itemId, itemId), eq(itemImages.isDefault, true)));
      await tx.update(itemImages).set({ isDefault: true }).where(eq(itemImages.id, imageId));
      return true;
    },

    /** Removes an image (the next one becomes the default if it was); its url, or undefined if unknown. */
    async deleteItemImage(tx: Db, itemId: number, imageId: number) {
      const [gone] = await tx
        .delete(itemImages)
        .where(and(eq(itemImages.itemId, itemId), eq(itemImages.id, imageId)))
        .returning({ url: itemImages.url, isDefault: itemImages.isDefault });
      if (!gone) return undefined;
      if (gone.isDefault) {
        const [next] = await tx
          .select({ id: itemImages.id })
          .from(itemImages)
          .where(eq(itemImages.itemId, itemId))
          .orderBy(asc(itemImages.sortOrder), asc(itemImages.id))
          .limit(1);
        if (next) await tx.update(itemImages).set({ isDefault: true }).where(eq(itemImages.id, next.id));
      }
      return gone.url;
    },

    /** Bumps an item's version (an image changed), in the caller's transaction. */
    async bumpItemVersion(tx: Db, itemId: number) {
      const [row] = await tx
        .update(items)
        .set({ version: sql`${items.version} + 1` })
        .where(eq(items.id, itemId))
        .returning({ version: items.version });
      return row!.version;
    },

    /** Sets (or with null removes) an item's text in one language, in the caller's transaction. */
    async setItemTranslation(
      tx: Db,
      itemId: number,
      locale: 'zh' | 'ar',
      text: { name: string; description: string } | null,
    ) {
      if (text === null) {
        await tx
          .delete(itemTranslations)
          .where(and(eq(itemTranslations.itemId, itemId), eq(itemTranslations.locale, locale)));
        return;
      }
      const description = text.description === '' ? null : text.description;
      await tx
        .insert(itemTranslations)
        .values({ itemId, locale, name: text.name, description })
        .onConflictDoUpdate({
          target: [itemTranslations.itemId, itemTranslations.locale],
          set: { name: text.name, description },
        });
    },

    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}

const zhText = alias(itemTranslations, 'zh_text');
const arText = alias(itemTranslations, 'ar_text');

/** Items by id (in that order) with their Chinese and Arabic text, as staff see them. */
async function staffRows(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: items.id,
      itemCode: items.itemCode,
      name: items.name,
      description: items.description,
      basePriceMinor: items.basePriceMinor,
      quantity: items.quantity,
      orderQuantity: items.orderQuantity,
      active: items.active,
      version: items.version,
      brandId: items.brandId,
      categoryId: items.categoryId,
      milesForRedeem: items.milesForRedeem,
      milesForAccrual: items.milesForAccrual,
      isTravelExclusive: items.isTravelExclusive,
      youtubeUrl: items.youtubeUrl,
      zhName: zhText.name,
      zhDescription: zhText.description,
      arName: arText.name,
      arDescription: arText.description,
    })
    .from(items)
    .leftJoin(zhText, and(eq(zhText.itemId, items.id), eq(zhText.locale, 'zh')))
    .leftJoin(arText, and(eq(arText.itemId, items.id), eq(arText.locale, 'ar')))
    .where(inArray(items.id, [...ids]));
  const images = await db
    .select({
      id: itemImages.id,
      itemId: itemImages.itemId,
      url: itemImages.url,
      isDefault: itemImages.isDefault,
    })
    .from(itemImages)
    .where(inArray(itemImages.itemId, [...ids]))
    .orderBy(asc(itemImages.sortOrder), asc(itemImages.id));
  const byId = new Map(
    rows.map((r) => [r.id, { ...r, images: images.filter((i) => i.itemId === r.id) }] as const),
  );
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
}

/** The columns a staff member writes on an item. */
export interface StaffItemValues {
  name: string;
  description: string;
  basePriceMinor: number;
  quantity: number;
  orderQuantity: number | null;
  active: boolean;
  brandId: number;
  categoryId: number;
  milesForRedeem: number | null;
  milesForAccrual: number | null;
  isTravelExclusive: boolean;
  youtubeUrl: string | null;
}

export type StaffItemRow = Awaited<ReturnType<typeof staffRows>>[number];

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

/** A PostgreSQL text[] literal, each element quoted (the tokens may hold any character). */
function pgTextArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}
