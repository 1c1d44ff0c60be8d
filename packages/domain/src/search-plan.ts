/**
 * The query plan of a typed term (DESIGN.md §12): what each word must match in a document (itself, its
 * synonyms, one-typo corrections, the longer words it starts), in ranked tiers; and "did you mean".
 */
import { editDistance, isHanWord, normaliseSearchText, queryTokens } from './search-text';

/** Words this long or longer may carry one wrong, missing, extra or swapped letter (decision 007). */
export const TYPO_MIN_LENGTH = 4;
/** A word being typed (the last one) also matches longer words it starts, from this length. */
export const PREFIX_MIN_LENGTH = 2;
/** How many vocabulary words one typed prefix may stand for (the most frequent first). */
export const PREFIX_EXPANSION_LIMIT = 40;

/** The words of the catalogue with how many documents hold each, and the synonym groups. */
export interface SearchVocabulary {
  /** Normalised word → number of documents holding it (more is more likely meant). */
  words: ReadonlyMap<string, number>;
  /** Each group's terms, normalised: perfume, parfum, fragrance, 香水, عطر … */
  synonyms: readonly (readonly string[])[];
}

/**
 * One typed word: token sets of which any one must all be in a document, in four tiers that rank in
 * this order: the word itself, its synonyms, one-typo corrections and longer words it starts (the last
 * word being typed), and their synonyms.
 */
export interface WordPlan {
  word: string;
  tiers: [self: string[][], synonyms: string[][], close: string[][], closeSynonyms: string[][]];
}

export interface SearchPlan {
  /** The whole term normalised; a document whose normalised name equals it ranks first. */
  normalised: string;
  words: WordPlan[];
  /**
   * At most how many documents (of every language) the plan can match, by the vocabulary's counts:
   * for each word the documents of all its token sets, and the fewest of those over the words.
   */
  documents: number;
}

function synonymsOf(term: string, vocabulary: SearchVocabulary): string[] {
  const found: string[] = [];
  for (const group of vocabulary.synonyms) {
    if (group.includes(term)) found.push(...group.filter((other) => other !== term));
  }
  return found;
}

/**
 * A vocabulary arranged for planning, built once per vocabulary: its words in code-unit order (the
 * words a prefix starts are one run of them) and its non-Chinese words by length (a typo changes the
 * length by at most one), each word with its place in the vocabulary.
 */
interface VocabularyIndex {
  sorted: Array<{ word: string; documents: number }>;
  byLength: Map<number, Array<{ word: string; place: number }>>;
}
const indexes = new WeakMap<SearchVocabulary, VocabularyIndex>();

function indexOf(vocabulary: SearchVocabulary): VocabularyIndex {
  let index = indexes.get(vocabulary);
  if (index) return index;
  const sorted = [...vocabulary.words].map(([word, documents]) => ({ word, documents }));
  sorted.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  const byLength = new Map<number, Array<{ word: string; place: number }>>();
  let place = 0;
  for (const word of vocabulary.words.keys()) {
    place++;
    if (isHanWord(word)) continue;
    const length = [...word].length;
    const bucket = byLength.get(length) ?? [];
    bucket.push({ word, place });
    byLength.set(length, bucket);
  }
  index = { sorted, byLength };
  indexes.set(vocabulary, index);
  return index;
}

/**
 * Vocabulary words within one edit of `word` (only for words of TYPO_MIN_LENGTH letters or more), in
 * the vocabulary's order; only the words one letter shorter, as long or one longer are compared.
 */
export function oneTypoAway(word: string, vocabulary: SearchVocabulary): string[] {
  const length = [...word].length;
  if (length < TYPO_MIN_LENGTH || isHanWord(word)) return [];
  const { byLength } = indexOf(vocabulary);
  const found: Array<{ word: string; place: number }> = [];
  for (const near of [length - 1, length, length + 1]) {
    for (const candidate of byLength.get(near) ?? []) {
      if (candidate.word !== word && editDistance(word, candidate.word, 1) <= 1) found.push(candidate);
    }
  }
  return found.sort((a, b) => a.place - b.place).map((c) => c.word);
}

function startedBy(prefix: string, vocabulary: SearchVocabulary): string[] {
  if ([...prefix].length < PREFIX_MIN_LENGTH || isHanWord(prefix)) return [];
  const { sorted } = indexOf(vocabulary);
  // The first word not before the prefix; the words it starts follow it.
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]!.word < prefix) low = middle + 1;
    else high = middle;
  }
  const started: Array<{ word: string; documents: number }> = [];
  for (let i = low; i < sorted.length && sorted[i]!.word.startsWith(prefix); i++) {
    if (sorted[i]!.word !== prefix) started.push(sorted[i]!);
  }
  return started
    .sort((a, b) => b.documents - a.documents || a.word.localeCompare(b.word))
    .slice(0, PREFIX_EXPANSION_LIMIT)
    .map((entry) => entry.word);
}

/**
 * Plans a typed term: every word must match (by itself, a synonym, one typo when the catalogue does
 * not know the word, or as the start of a longer word when it is the last one). `typing` says the
 * term may still grow (suggestions).
 */
export function planSearch(term: string, vocabulary: SearchVocabulary, typing = true): SearchPlan {
  const normalised = normaliseSearchText(term);
  const words = normalised ? normalised.split(' ') : [];
  const endsInSpace = /\s$/u.test(term);
  const planned = words.map((word, index) => {
    const isLast = index === words.length - 1;
    // A word the catalogue knows is taken as meant: "watch" must not also find "batch".
    const known = vocabulary.words.has(word);
    const close = [
      ...(known ? [] : oneTypoAway(word, vocabulary)),
      // While typing, the last word stands for longer words it starts; in a submitted search, only
      // when the catalogue does not know it ("wat" finds watches, "gin" does not find ginger).
      ...(isLast && !endsInSpace && (typing || !known) ? startedBy(word, vocabulary) : []),
    ];
    const tiers = [
      [word],
      synonymsOf(word, vocabulary),
      close,
      close.flatMap((w) => synonymsOf(w, vocabulary)),
    ];
    // Each term once, in its best tier.
    const seen = new Set<string>();
    const [self, synonyms, closeWords, closeSynonyms] = tiers.map((terms) =>
      terms.filter((t) => !seen.has(t) && seen.add(t)).map((t) => queryTokens(t).flat()),
    );
    return { word, tiers: [self!, synonyms!, closeWords!, closeSynonyms!] } satisfies WordPlan;
  });
  // A set of tokens is in no more documents than its rarest token; a word's sets may overlap.
  const documentsOf = (w: WordPlan) =>
    w.tiers
      .flat()
      .reduce((sum, set) => sum + Math.min(...set.map((token) => vocabulary.words.get(token) ?? 0)), 0);
  return {
    normalised,
    words: planned,
    documents: planned.length ? Math.min(...planned.map(documentsOf)) : 0,
  };
}

/**
 * The spelling the shopper probably meant when nothing matched: each word replaced by the most
 * frequent vocabulary word within two edits (one for words under 6 letters), or null when no word changes.
 */
export function didYouMean(term: string, vocabulary: SearchVocabulary): string | null {
  const words = normaliseSearchText(term).split(' ').filter(Boolean);
  let changed = false;
  const corrected = words.map((word) => {
    if (vocabulary.words.has(word) || isHanWord(word) || [...word].length < 3) return word;
    const max = [...word].length >= 6 ? 2 : 1;
    let best: { word: string; distance: number; frequency: number } | undefined;
    for (const [candidate, frequency] of vocabulary.words) {
      if (isHanWord(candidate)) continue;
      const distance = editDistance(word, candidate, max);
      if (distance > max) continue;
      if (!best || distance < best.distance || (distance === best.distance && frequency > best.frequency)) {
        best = { word: candidate, distance, frequency };
      }
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? corrected.join(' ') : null;
}
