import type { ListKind, SortBy, SortOrder } from '@dfs/contract/catalogue';
import type { Language } from '@dfs/i18n/languages';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { brandNameOf, categoryNameOf, topCategoryCodeOf } from '../master-data/master-data.queries';
import { ageRestrictedCategories, items, itemTranslations, regulatedItems } from './catalogue.schema';

/** Items registered within this many days are new arrivals. */
export const NEW_ARRIVAL_DAYS = 30;

export const itemText = alias(itemTranslations, 'item_text');

/** A translated column with its English fallback; English itself reads the entity's own column. */
export function inLanguage<T>(lng: Language, translated: SQL.Aliased<T> | unknown, english: unknown) {
  return (lng === 'en' ? sql<T>`${english}` : sql<T>`coalesce(${translated}, ${english})`) as SQL<T>;
}

/** An item's name in a language: its translation, else English. */
export const itemName = (lng: Language) => inLanguage<string>(lng, itemText.name, items.name);

function itemColumns(lng: Language) {
  return {
    id: items.id,
    itemCode: items.itemCode,
    name: itemName(lng),
    description: inLanguage<string>(lng, itemText.description, items.description),
    brandId: items.brandId,
    brandName: brandNameOf(items.brandId),
    categoryId: items.categoryId,
    categoryName: categoryNameOf(items.categoryId, lng),
    topCategoryCode: topCategoryCodeOf(items.categoryId),
    regulated: sql<boolean>`EXISTS (SELECT 1 FROM ${regulatedItems} WHERE ${regulatedItems.itemId} = ${items.id})`,
    ageRestricted: sql<boolean>`EXISTS (SELECT 1 FROM ${ageRestrictedCategories}
      WHERE ${ageRestrictedCategories.categoryId} = ${items.topCategoryId})`,
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
 * Items with their brand and category names, their text in `lng` (English where a translation is
 * missing). English joins no translation table.
 */
export function selectItemsQuery(db: Db, lng: Language = 'en') {
  const query = db.select(itemColumns(lng)).from(items).$dynamic();
  if (lng === 'en') return query;
  return query.leftJoin(itemText, and(eq(itemText.itemId, items.id), eq(itemText.locale, lng)));
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

export type FilterName = 'brand' | 'category' | 'price' | 'onOffer' | 'travelExclusive' | 'inStock';

export interface PageRequest {
  sortBy: SortBy;
  sortOrder: SortOrder;
  limit: number;
  offset: number;
  /** false: skip counting the whole list (total comes back as the rows' length). */
  count?: boolean;
}

/**
 * ORDER BY for a list. The id tie-breaker runs the way the matching index stores it, so every page
 * is one ordered index scan: price and date indexes are (value DESC, id ASC), name is (name, id).
 */
export function orderFor(sortBy: SortBy, sortOrder: SortOrder, lng: Language) {
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
