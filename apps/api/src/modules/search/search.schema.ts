import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { items } from '../catalogue/catalogue.schema';

/**
 * One search document per item and language (DESIGN.md §12): its words normalised by
 * @dfs/domain/search-text, Chinese as characters and character pairs. Rebuilt by the search module
 * when the item, its brand or its category changes; synonyms are applied when a query is planned.
 */
export const itemSearchDocuments = pgTable(
  'item_search_documents',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** en, zh or ar. */
    locale: varchar('locale', { length: 2 }).notNull(),
    /** The whole name normalised: equal to the normalised term is the first rank. */
    name: text('name').notNull(),
    nameTokens: text('name_tokens').array().notNull(),
    /** Brand and category names. */
    labelTokens: text('label_tokens').array().notNull(),
    /** Name, brand, category and description. */
    tokens: text('tokens').array().notNull(),
    /** The item's sales when the document was built: suggestions look at the best sellers first. */
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.locale] }),
    // One word index per language: a query reads only its languages' entries, and a language's best
    // sellers are found without a scan of the others (BENCHMARKS.md, "Search suggestions").
    ...(['en', 'zh', 'ar'] as const).map((locale) =>
      index(`item_search_documents_tokens_${locale}_idx`)
        .using('gin', t.tokens)
        .where(sql.raw(`locale = '${locale}'`)),
    ),
    index('item_search_documents_popularity_idx').on(t.locale, t.popularity.desc(), t.itemId),
    index('item_search_documents_name_idx').on(t.name),
  ],
);

/** Every word of the documents and synonyms, with how many documents hold it (typos, prefixes). */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  documents: integer('documents').notNull().default(0),
});

/** Words that mean the same in any language (perfume ↔ parfum ↔ 香水 ↔ عطر), kept by merchandisers. */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  /** As written; queries compare them normalised. */
  terms: text('terms').array().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
