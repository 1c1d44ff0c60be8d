import { didYouMean, planSearch, type SearchPlan, type SearchVocabulary } from '@dfs/domain/search-plan';
import { normaliseSearchText } from '@dfs/domain/search-text';
import { type SearchRepository, searchLocales } from './search.repository';
import { buildSearchDocument } from './search-documents';

/** Other processes rebuild documents too: the vocabulary is read again after this long. */
const VOCABULARY_TTL_MS = 60_000;
/** Items read and documented per step of a full rebuild. */
const REBUILD_PAGE = 5_000;

export function createSearchService(deps: { repository: SearchRepository; now?: () => number }) {
  const { repository, now = Date.now } = deps;
  let vocabulary: { value: Promise<SearchVocabulary>; loadedAt: number } | undefined;

  async function loadVocabulary(): Promise<SearchVocabulary> {
    const [words, synonymRows] = await Promise.all([repository.words(), repository.synonyms()]);
    const map = new Map(words.map((w) => [w.word, w.documents] as const));
    const synonyms = synonymRows.map((row) => [
      ...new Set(row.terms.map(normaliseSearchText).filter((term) => term.length > 0)),
    ]);
    // Synonyms are words a shopper may type (and mistype) even when no document holds them.
    for (const term of synonyms.flat()) if (!map.has(term)) map.set(term, 0);
    return { words: map, synonyms };
  }

  function currentVocabulary(): Promise<SearchVocabulary> {
    if (!vocabulary || now() - vocabulary.loadedAt > VOCABULARY_TTL_MS) {
      const value = loadVocabulary();
      vocabulary = { value, loadedAt: now() };
      value.catch(() => {
        vocabulary = undefined;
      });
    }
    return vocabulary.value;
  }

  /** Builds and writes the documents of these items (every item when none are named). */
  async function rebuild(itemIds?: readonly number[]): Promise<number> {
    try {
      if (!itemIds) {
        const written = await rebuildAll();
        await repository.recountWords();
        return written;
      }
      // The vocabulary's counts move by the words the documents lose and gain.
      return await repository.rebuilding(async (tx) => {
        await tx.countWordsOf(itemIds, -1);
        let written = 0;
        for (const locale of searchLocales) {
          // A translation may have gone: the language's documents are written again from scratch.
          if (locale !== 'en') await tx.deleteDocuments(locale, itemIds);
          const sources = await tx.sources({ itemIds, limit: itemIds.length }, locale);
          const documents = sources.map((s) => buildSearchDocument({ ...s, itemId: s.id, locale }));
          await tx.writeDocuments(documents);
          written += documents.length;
        }
        await tx.countWordsOf(itemIds, 1);
        return written;
      });
    } finally {
      vocabulary = undefined;
    }
  }

  async function rebuildAll(): Promise<number> {
    let written = 0;
    for (const locale of searchLocales) {
      if (locale !== 'en') await repository.deleteDocuments(locale);
      let afterId = 0;
      for (;;) {
        const sources = await repository.sources({ afterId, limit: REBUILD_PAGE }, locale);
        if (sources.length === 0) break;
        await repository.writeDocuments(
          sources.map((s) => buildSearchDocument({ ...s, itemId: s.id, locale })),
        );
        written += sources.length;
        afterId = sources[sources.length - 1]!.id;
      }
    }
    return written;
  }

  return {
    /** What the database must match for a typed term; `typing`: the last word may still grow. */
    async plan(term: string, typing: boolean): Promise<SearchPlan> {
      return planSearch(term, await currentVocabulary(), typing);
    },

    /** The spelling the shopper probably meant, or null. */
    async didYouMean(term: string): Promise<string | null> {
      return didYouMean(term, await currentVocabulary());
    },

    rebuild,

    /**
     * Documents every item when none has one yet (a database migrated from before search documents),
     * with these synonyms when there are none.
     */
    async ensureDocuments(defaultSynonyms: readonly (readonly string[])[]): Promise<void> {
      if (await repository.hasDocuments()) return;
      if ((await repository.synonyms()).length === 0) await repository.replaceSynonyms(defaultSynonyms);
      await rebuild();
    },

    /** Replaces the synonym groups; queries use them at once (no document holds them). */
    async replaceSynonyms(groups: readonly (readonly string[])[]) {
      await repository.replaceSynonyms(groups);
      vocabulary = undefined;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
