import type { Language } from '@dfs/i18n/languages';
import { type AnyColumn, and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { brands, categories, categoryTranslations } from './master-data.schema';

/**
 * What master data publishes to another module's SQL (decision 022): read-only expressions of a
 * brand's or category's id, so a list of items stays one statement while the tables stay this
 * module's. Each is a primary-key look-up, run only for the rows a page returns.
 */

type IdColumn = AnyColumn | SQL | number;

/** A brand's name (written as the brand writes it, in every language). */
export const brandNameOf = (brandId: IdColumn) =>
  sql<string>`(SELECT ${brands.name} FROM ${brands} WHERE ${brands.id} = ${brandId})`;

/** A category's name in a language, English where it has no translation. */
export function categoryNameOf(categoryId: IdColumn, lng: Language): SQL<string> {
  const english = sql`(SELECT ${categories.name} FROM ${categories} WHERE ${categories.id} = ${categoryId})`;
  if (lng === 'en') return sql<string>`${english}`;
  // Nested on purpose: drizzle writes the top-level columns of a single-table select unqualified, and
  // an unqualified category_id here would name the translation's own column (any row matches).
  const translated = sql`(SELECT ${categoryTranslations.name} FROM ${categoryTranslations}
    WHERE ${categoryTranslations.categoryId} = ${categoryId} AND ${categoryTranslations.locale} = ${lng})`;
  return sql<string>`coalesce(${translated}, ${english})`;
}

/** The regulation family of a category's top category (TOBACCO, LIQUOR…), else its upper-cased name. */
export const topCategoryCodeOf = (categoryId: IdColumn) =>
  sql<string>`(SELECT coalesce(top.code, c.code, upper(coalesce(top.name, c.name)))
    FROM ${categories} AS c LEFT JOIN ${categories} AS top ON top.id = c.parent_id WHERE c.id = ${categoryId})`;

/** The parent (top category) of a child category. */
export const parentCategoryOf = (categoryId: IdColumn) =>
  sql<number>`(SELECT ${categories.parentId} FROM ${categories} WHERE ${categories.id} = ${categoryId})`;

/** A category's name in `lng` and whether it is a top category; undefined when unknown. */
export async function categoryHeading(
  db: Db,
  id: number,
  lng: Language,
): Promise<{ name: string; isTop: boolean } | undefined> {
  const [row] = await db
    .select({ name: categories.name, parentId: categories.parentId, translated: categoryTranslations.name })
    .from(categories)
    .leftJoin(
      categoryTranslations,
      and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, lng)),
    )
    .where(eq(categories.id, id));
  return row && { name: row.translated ?? row.name, isTop: row.parentId === null };
}

/** A brand's name; undefined when unknown. */
export async function brandName(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, id));
  return row?.name;
}

/** Whether the brand exists and the category is a child category (items sit only in those). */
export async function placementKnown(tx: Db, brandId: number, categoryId: number) {
  const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), isNotNull(categories.parentId)));
  return { brand: brand !== undefined, category: category !== undefined };
}

/** The brands and child categories an item form chooses from. */
export async function placementOptions(db: Db) {
  const parent = alias(categories, 'parent');
  const [brandRows, categoryRows] = await Promise.all([
    db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name)),
    db
      .select({ id: categories.id, name: categories.name, parentName: parent.name })
      .from(categories)
      .innerJoin(parent, eq(parent.id, categories.parentId))
      .orderBy(asc(parent.name), asc(categories.name)),
  ]);
  return { brands: brandRows.map((b) => ({ ...b, parentName: null })), categories: categoryRows };
}

/** The name in `lng` of a child category's top category; null for a top category. */
export const parentCategoryNameOf = (categoryId: IdColumn, lng: Language) =>
  categoryNameOf(parentCategoryOf(categoryId), lng) as SQL<string | null>;
