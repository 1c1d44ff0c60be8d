/**
 * Search text rules (DESIGN.md §12): one normaliser for every language, tokens for the documents, the
 * edit distance behind typo tolerance, and the highlighted parts of a suggestion. The query plan the
 * database answers is in search-plan.ts.
 */

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /(\p{Script=Han}+)/u;

/** Whether a word holds Chinese characters (matched as character pairs, never corrected or completed). */
export const isHanWord = (word: string): boolean => HAN.test(word);

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
