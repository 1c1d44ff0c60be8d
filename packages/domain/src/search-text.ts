/**
 * Search text rules (DESIGN.md §12): one normaliser for every language, tokens for the documents, the
 * edit distance behind typo tolerance, and the query plan the database answers.
 */

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /(\p{Script=Han}+)/u;

/** Arabic letter forms folded to one: alef forms, ta marbuta, alef maqsura, and Arabic-Indic digits. */
const ARABIC_FOLDS: Record<string, string> = {
  '\u0671': '\u0627', // alef wasla → alef (the hamza forms lose their mark after NFKD)
  '\u0629': '\u0647', // ta marbuta → ha
  '\u0649': '\u064a', // alef maqsura → ya
  '\u0640': '', // tatweel
};
for (let digit = 0; digit < 10; digit++) {
  ARABIC_FOLDS[String.fromCharCode(0x0660 + digit)] = String(digit);
  ARABIC_FOLDS[String.fromCharCode(0x06f0 + digit)] = String(digit);
}
const ARABIC_FOLD_PATTERN = new RegExp(`[${Object.keys(ARABIC_FOLDS).join('')}]`, 'gu');

/**
 * Folds text for matching: compatibility forms (full-width letters), case, accents and Arabic
 * diacritics dropped, Arabic letter forms folded, punctuation to single spaces.
 */
export function normaliseSearchText(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Combining marks: Latin accents, Arabic harakat and the hamza/madda that NFKD splits off alef.
      .replace(/\p{M}/gu, '')
      .replace(ARABIC_FOLD_PATTERN, (c) => ARABIC_FOLDS[c] ?? c)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/** The tokens one normalised word stands for: itself, or for Chinese its characters and character pairs. */
function wordTokens(word: string): string[] {
  if (!HAN.test(word)) return [word];
  const tokens: string[] = [];
  for (const part of word.split(HAN_RUN)) {
    if (!part) continue;
    if (!HAN.test(part)) {
      tokens.push(part);
      continue;
    }
    const chars = [...part];
    tokens.push(...chars);
    for (let i = 0; i + 1 < chars.length; i++) tokens.push(chars[i]! + chars[i + 1]!);
  }
  return tokens;
}

/** A document's tokens: words, and Chinese text as characters and character pairs (no spaces needed). */
export function documentTokens(text: string): string[] {
  const normalised = normaliseSearchText(text);
  if (!normalised) return [];
  return [...new Set(normalised.split(' ').flatMap(wordTokens))];
}

/**
 * What a typed word must find in a document: the word itself, or for Chinese every character pair of
 * it (a single character stands for itself). A Chinese run inside a Latin word is split off it.
 */
export function queryTokens(word: string): string[][] {
  if (!HAN.test(word)) return [[word]];
  return word
    .split(HAN_RUN)
    .filter(Boolean)
    .map((part) => {
      if (!HAN.test(part)) return [part];
      const chars = [...part];
      if (chars.length === 1) return chars;
      return chars.slice(1).map((c, i) => chars[i]! + c);
    });
}

/**
 * Optimal string alignment distance (insert, delete, substitute, swap two neighbours), counted in
 * characters; stops early and answers max + 1 once the distance exceeds max.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[t.length]!, max + 1);
}

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

const isHanWord = (word: string) => HAN.test(word);

function synonymsOf(term: string, vocabulary: SearchVocabulary): string[] {
  const found: string[] = [];
  for (const group of vocabulary.synonyms) {
    if (group.includes(term)) found.push(...group.filter((other) => other !== term));
  }
  return found;
}

/** Vocabulary words within one edit of `word` (only for words of TYPO_MIN_LENGTH letters or more). */
export function oneTypoAway(word: string, words: Iterable<string>): string[] {
  const length = [...word].length;
  if (length < TYPO_MIN_LENGTH || isHanWord(word)) return [];
  const found: string[] = [];
  for (const candidate of words) {
    if (candidate === word || isHanWord(candidate)) continue;
    if (Math.abs([...candidate].length - length) > 1) continue;
    if (editDistance(word, candidate, 1) <= 1) found.push(candidate);
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

/** oneTypoAway over the vocabulary's words, in the vocabulary's order, without reading every word. */
function vocabularyTypos(word: string, vocabulary: SearchVocabulary): string[] {
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
      ...(known ? [] : vocabularyTypos(word, vocabulary)),
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

/**
 * The parts of `text` to highlight for a typed term: ranges [start, end) of the original text whose
 * normalised form starts with a typed word (accents and Arabic letter forms do not matter).
 */
export function highlightRanges(text: string, term: string): Array<[number, number]> {
  const typed = normaliseSearchText(term).split(' ').filter(Boolean);
  if (typed.length === 0) return [];
  const ranges: Array<[number, number]> = [];
  for (const match of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const word = match[0];
    const start = match.index;
    const folded = normaliseSearchText(word);
    for (const needle of typed) {
      const at = isHanWord(needle) ? folded.indexOf(needle) : folded.startsWith(needle) ? 0 : -1;
      if (at < 0) continue;
      // Map the folded span back onto the original word, character by character.
      const end = endOfFoldedPrefix(word, at + needle.length);
      const from = at === 0 ? 0 : endOfFoldedPrefix(word, at);
      ranges.push([start + from, start + end]);
      break;
    }
  }
  return ranges;
}

/** Index into `word` after which its normalised form has `length` characters. */
function endOfFoldedPrefix(word: string, length: number): number {
  let index = 0;
  for (const char of word) {
    if (normaliseSearchText(word.slice(0, index)).length >= length) break;
    index += char.length;
  }
  // Keep a letter's diacritics with it.
  while (index < word.length && /\p{M}/u.test(word[index]!)) index++;
  return index;
}
