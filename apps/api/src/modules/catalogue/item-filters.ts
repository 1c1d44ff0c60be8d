import type { ListFacets } from '@dfs/contract/catalogue';
import type { Language } from '@dfs/i18n/languages';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandNameOf, categoryNameOf } from '../master-data/master-data.queries';
import type { OnboardStock } from '../onboard/onboard-stock';
import { items } from './catalogue.schema';
import type { FilterName, ItemFilters } from './item-query';

const filterNames: readonly FilterName[] = [
  'brand',
  'category',
  'price',
  'onOffer',
  'travelExclusive',
  'inStock',
];

const convertedPrice = (rate: number) =>
  sql`round(${items.shownPriceMinor}::numeric * ${String(rate)}::numeric)`;

/** What a flight carries, as SQL for the list queries: onboard's, given in app.ts (decision 050). */
export type FlightStockSql = Pick<OnboardStock, 'carriedOn' | 'quantityOn'>;

/** The list queries' filters, facets and on-board condition, over a flight's stock as onboard tells it. */
export function itemFilters(flightStock: FlightStockSql) {
  /** On board, stock is what the flight carries; else the warehouse's. */
  const inStockCondition = (flightId: number | undefined) =>
    flightId === undefined
      ? sql`${items.quantity} > 0`
      : sql`coalesce(${flightStock.quantityOn(items.id, flightId)}, 0) > 0`;

  /** Only what the flight carries (on-board mode). */
  const onFlight = (flightId: number) => flightStock.carriedOn(items.id, flightId);

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
        return f.inStock ? inStockCondition(f.flightId) : undefined;
    }
  }

  /** Every filter the request uses, but `except`. */
  const filtersBut = (f: ItemFilters | undefined, ...except: FilterName[]) =>
    f ? and(...filterNames.filter((n) => !except.includes(n)).map((n) => filterPart(n, f))) : undefined;

  /**
   * The counts beside each filter choice for the items matching `base`: each facet counted with every
   * other filter applied (so a chosen brand still shows the other brands' counts).
   */
  async function facets(db: Db, base: SQL | undefined, f: ItemFilters, lng: Language): Promise<ListFacets> {
    const when = (condition: SQL | undefined) => condition ?? sql`true`;
    // Counted per id first, then named: a name in a language is a subquery with parameters, which
    // PostgreSQL cannot match between a grouped query's select list and its ORDER BY.
    const countedBy = (
      name: string,
      column: typeof items.brandId | typeof items.categoryId,
      condition: SQL | undefined,
    ) =>
      db
        .select({ id: sql<number>`${column}`.as('id'), count: sql<number>`count(*)::int`.as('count') })
        .from(items)
        .where(condition)
        .groupBy(column)
        .as(name);
    const brandCounts = countedBy('brand_counts', items.brandId, and(base, filtersBut(f, 'brand')));
    const categoryCounts = countedBy(
      'category_counts',
      items.categoryId,
      and(base, filtersBut(f, 'category')),
    );
    const [brandRows, categoryRows, [totals]] = await Promise.all([
      db
        .select({
          id: brandCounts.id,
          name: brandNameOf(sql.raw('brand_counts.id')),
          count: brandCounts.count,
        })
        .from(brandCounts)
        .orderBy(sql`2`),
      db
        .select({
          id: categoryCounts.id,
          name: categoryNameOf(sql.raw('category_counts.id'), lng),
          count: categoryCounts.count,
        })
        .from(categoryCounts)
        .orderBy(sql`2`),
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
          inStock: sql<number>`(count(*) FILTER (WHERE ${inStockCondition(f.flightId)} AND ${when(filtersBut(f, 'inStock'))}))::int`,
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

  return { onFlight, filtersBut, facets };
}

export type ItemFilterSql = ReturnType<typeof itemFilters>;
