import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { items, itemTranslations } from '../catalogue/catalogue.schema';
import { brands, categories, categoryTranslations } from '../master-data/master-data.schema';
import { itemSearchDocuments, searchSynonyms, searchWords } from './search.schema';

const topCategory = alias(categories, 'top_category');
const categoryText = alias(categoryTranslations, 'category_text');
const topCategoryText = alias(categoryTranslations, 'top_category_text');

/** The languages with search documents: English from the entities' rows, the others from their translations. */
export const searchLocales = ['en', 'zh', 'ar'] as const;
export type SearchLocale = (typeof searchLocales)[number];

/** Rows written per statement when documents are rebuilt. */
const WRITE_BATCH = 1_000;

export type SearchDocumentRow = typeof itemSearchDocuments.$inferInsert;

/**
 * The search module owns the documents, words and synonyms; it reads items, brands and categories
 * read-only to build documents (as the catalogue reads price lists, decision 007).
 */
export function createSearchRepository(db: Db) {
  return {
    /**
     * What an item's document in `locale` is built from (each field in that language, else English; a
     * brand's name is never translated); a page of items by id from `afterId`.
     */
    sources(options: { itemIds?: readonly number[]; afterId?: number; limit: number }, locale: SearchLocale) {
      const inLocale = (translated: unknown, english: unknown) =>
        locale === 'en' ? sql<string>`${english}` : sql<string>`coalesce(${translated}, ${english})`;
      const query = db
        .select({
          id: items.id,
          name: inLocale(itemTranslations.name, items.name),
          description: inLocale(itemTranslations.description, items.description),
          brand: brands.name,
          category: inLocale(categoryText.name, categories.name),
          topCategory: sql<string | null>`${inLocale(topCategoryText.name, topCategory.name)}`,
          popularity: items.salesCount,
        })
        .from(items)
        .innerJoin(brands, eq(brands.id, items.brandId))
        .innerJoin(categories, eq(categories.id, items.categoryId))
        .leftJoin(topCategory, eq(topCategory.id, categories.parentId))
        .leftJoin(
          itemTranslations,
          and(eq(itemTranslations.itemId, items.id), eq(itemTranslations.locale, locale)),
        )
        .leftJoin(
          categoryText,
          and(eq(categoryText.categoryId, items.categoryId), eq(categoryText.locale, locale)),
        )
        .leftJoin(
          topCategoryText,
          and(eq(topCategoryText.categoryId, categories.parentId), eq(topCategoryText.locale, locale)),
        );
      // Another language's document only for an item translated into it: the English one covers the rest.
      const translated = locale === 'en' ? undefined : isNotNull(itemTranslations.itemId);
      return query
        .where(
          and(
            options.itemIds ? inArray(items.id, [...options.itemIds]) : gt(items.id, options.afterId ?? 0),
            translated,
          ),
        )
        .orderBy(asc(items.id))
        .limit(options.limit);
    },

    /** Drops the documents in `locale` of these items (of every item when none are named). */
    async deleteDocuments(locale: string, itemIds?: readonly number[]) {
      await db
        .delete(itemSearchDocuments)
        .where(
          and(
            eq(itemSearchDocuments.locale, locale),
            itemIds ? inArray(itemSearchDocuments.itemId, [...itemIds]) : undefined,
          ),
        );
    },

    async writeDocuments(rows: readonly SearchDocumentRow[]) {
      for (let i = 0; i < rows.length; i += WRITE_BATCH) {
        await db
          .insert(itemSearchDocuments)
          .values(rows.slice(i, i + WRITE_BATCH))
          .onConflictDoUpdate({
            target: [itemSearchDocuments.itemId, itemSearchDocuments.locale],
            set: {
              name: sql`excluded.name`,
              nameTokens: sql`excluded.name_tokens`,
              labelTokens: sql`excluded.label_tokens`,
              tokens: sql`excluded.tokens`,
              popularity: sql`excluded.popularity`,
            },
          });
      }
    },

    /** Counts every word of every document again (after a full rebuild). */
    async recountWords() {
      await db.transaction(async (tx) => {
        await tx.delete(searchWords);
        await tx.execute(sql`
          INSERT INTO search_words (word, documents)
          SELECT word, count(*)::int FROM item_search_documents, unnest(tokens) AS word GROUP BY word`);
      });
    },

    /** Adds the words of a few rebuilt documents that the vocabulary does not hold yet. */
    async addWords(words: readonly string[]) {
      if (words.length === 0) return;
      await db
        .insert(searchWords)
        .values(words.map((word) => ({ word, documents: 1 })))
        .onConflictDoNothing();
    },

    words() {
      return db.select({ word: searchWords.word, documents: searchWords.documents }).from(searchWords);
    },

    synonyms() {
      return db
        .select({ id: searchSynonyms.id, terms: searchSynonyms.terms })
        .from(searchSynonyms)
        .orderBy(asc(searchSynonyms.id));
    },

    async replaceSynonyms(groups: readonly (readonly string[])[]) {
      await db.transaction(async (tx) => {
        await tx.delete(searchSynonyms);
        if (groups.length > 0)
          await tx.insert(searchSynonyms).values(groups.map((terms) => ({ terms: [...terms] })));
      });
    },

    async hasDocuments(): Promise<boolean> {
      const rows = await db.select({ itemId: itemSearchDocuments.itemId }).from(itemSearchDocuments).limit(1);
      return rows.length > 0;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
