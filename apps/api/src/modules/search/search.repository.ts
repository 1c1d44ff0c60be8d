import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { searchSources } from '../catalogue/catalogue.queries';
import { itemSearchDocuments, searchSynonyms, searchWords } from './search.schema';

/** The languages with search documents: English from the entities' rows, the others from their translations. */
export const searchLocales = ['en', 'zh', 'ar'] as const;
export type SearchLocale = (typeof searchLocales)[number];

/** Rows written per statement when documents are rebuilt. */
const WRITE_BATCH = 1_000;

export type SearchDocumentRow = typeof itemSearchDocuments.$inferInsert;

/**
 * The search module owns the documents, words and synonyms; it builds documents from what the
 * catalogue publishes of its items (decision 022).
 */
export function createSearchRepository(db: Db) {
  return {
    ...tablesOn(db),

    /**
     * Runs `task` in one transaction holding a lock every process's rebuild of a few items takes, with
     * the tables read and written in that transaction.
     */
    rebuilding<T>(task: (tx: SearchTables) => Promise<T>): Promise<T> {
      return inTransaction(db, async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('search-rebuild'))`);
        return task(tablesOn(tx));
      });
    },
  };
}

function tablesOn(db: Db) {
  return {
    /** What an item's document in `locale` is built from (the catalogue's, decision 022). */
    sources: (
      options: { itemIds?: readonly number[]; afterId?: number; limit: number },
      locale: SearchLocale,
    ) => searchSources(db, options, locale),

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

    /**
     * Moves the vocabulary's counts by the words of these items' documents as they are now: `-1`
     * before the documents are rewritten, `1` after; a word no document holds any more is dropped.
     * Exact only inside `rebuilding` (no other process rewrites the same documents meanwhile).
     */
    async countWordsOf(itemIds: readonly number[], sign: 1 | -1) {
      await db.execute(sql`
        INSERT INTO search_words (word, documents)
        SELECT word, ${sign}::int * count(*)::int FROM ${itemSearchDocuments}, unnest(${itemSearchDocuments.tokens}) AS word
        WHERE ${inArray(itemSearchDocuments.itemId, [...itemIds])} GROUP BY word
        ON CONFLICT (word) DO UPDATE SET documents = search_words.documents + excluded.documents`);
      if (sign === 1) await db.delete(searchWords).where(lte(searchWords.documents, 0));
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

type SearchTables = ReturnType<typeof tablesOn>;
export type SearchRepository = ReturnType<typeof createSearchRepository>;
