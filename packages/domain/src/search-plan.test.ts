import { describe, expect, it } from 'vitest';
import { didYouMean, oneTypoAway, planSearch, type SearchVocabulary } from './search-plan';
import { editDistance } from './search-text';

const vocabulary = (words: string[], synonyms: string[][] = []): SearchVocabulary => ({
  words: new Map(words.map((w, i) => [w, words.length - i])),
  synonyms,
});

describe('oneTypoAway', () => {
  it('allows typos only in words of 4 letters or more', () => {
    const words = vocabulary(['ring', 'rings', 'gin', 'pen']);
    expect(oneTypoAway('rinf', words)).toEqual(['ring']);
    expect(oneTypoAway('gim', words)).toEqual([]);
  });
});

describe('planSearch', () => {
  const vocab = vocabulary(
    ['parfum', 'perfume', 'eau', 'de', 'chanel', 'watch', 'watches', 'whisky', 'bangle', 'wallet'],
    [['perfume', 'parfum', 'fragrance', '香水', 'عطر']],
  );
  it('ranks the word itself before its synonyms', () => {
    const [word] = planSearch('perfume', vocab, false).words;
    expect(word!.tiers[0]).toEqual([['perfume']]);
    expect(word!.tiers[1]).toEqual([['parfum'], ['fragrance'], ['香水'], ['عطر']]);
  });
  it('adds one-typo corrections, then their synonyms', () => {
    const [word] = planSearch('Perfum', vocab, false).words;
    expect(word!.tiers[0]).toEqual([['perfum']]);
    expect(word!.tiers[2]).toEqual([['parfum'], ['perfume']]);
    expect(word!.tiers[3]).toEqual([['fragrance'], ['香水'], ['عطر']]);
  });
  it('corrects only words the catalogue does not know', () => {
    const known = vocabulary(['watch', 'batch', 'match']);
    expect(planSearch('watch', known, false).words[0]!.tiers[2]).toEqual([]);
    expect(planSearch('wacth', known, false).words[0]!.tiers[2]).toEqual([['watch']]);
  });
  it('lets only the last word stand for longer words it starts', () => {
    expect(planSearch('wa', vocab).words[0]!.tiers[2]).toEqual([['watch'], ['watches'], ['wallet']]);
    expect(planSearch('wa ', vocab).words[0]!.tiers[2]).toEqual([]);
    expect(planSearch('wa chanel', vocab).words[0]!.tiers[2]).toEqual([]);
    // A submitted search completes a word only when the catalogue does not know it.
    expect(planSearch('wa', vocab, false).words[0]!.tiers[2]).toEqual([['watch'], ['watches'], ['wallet']]);
    expect(planSearch('watch', vocab, false).words[0]!.tiers[2]).toEqual([]);
    expect(planSearch('watch', vocab, true).words[0]!.tiers[2]).toEqual([['watches']]);
  });
  it('matches synonyms across languages, written any way', () => {
    expect(planSearch('عِطْر', vocab, false).words[0]!.tiers[1]).toContainEqual(['perfume']);
    expect(planSearch('威士忌', vocabulary([], [['whisky', '威士忌']]), false).words[0]!.tiers).toEqual([
      [['威士', '士忌']],
      [['whisky']],
      [],
      [],
    ]);
  });
  it('finds the same typos and prefixes as reading every word of the vocabulary', () => {
    const words = [
      'watch',
      'watches',
      'batch',
      'wallet',
      'ring',
      'rings',
      'wing',
      'w',
      'waltz',
      '手表',
      'ساعه',
      'ساعات',
    ];
    const vocab = vocabulary(words);
    for (const typed of ['wacth', 'watc', 'rinf', 'rnig', 'wlalet', 'wa', 'ri', 'سعه', 'ساع', 'zzzz']) {
      const [word] = planSearch(typed, vocab).words;
      const started = words.filter(
        (w) => w !== typed && w.startsWith(typed) && typed.length >= 2 && !/\p{Script=Han}/u.test(w),
      );
      const typos = words.filter(
        (w) =>
          w !== typed &&
          [...typed].length >= 4 &&
          !/\p{Script=Han}/u.test(w) &&
          Math.abs([...w].length - [...typed].length) <= 1 &&
          editDistance(typed, w, 1) <= 1,
      );
      const expected = [...new Set([...typos, ...started])];
      expect(word!.tiers[2].flat().sort(), typed).toEqual(expected.sort());
    }
  });
  it('bounds how many documents the plan can match by the vocabulary', () => {
    const counts: SearchVocabulary = {
      words: new Map([
        ['watch', 900],
        ['watches', 300],
        ['gold', 50],
        ['威士', 7],
        ['士忌', 12],
      ]),
      synonyms: [['whisky', '威士忌']],
    };
    // Every set of the word: "wat" stands for watch and watches.
    expect(planSearch('wat', counts).documents).toBe(1_200);
    // Every word must match: the rarest word bounds the plan.
    expect(planSearch('watch gold', counts, false).documents).toBe(50);
    // A set of several tokens is in no more documents than its rarest token.
    expect(planSearch('威士忌', counts, false).documents).toBe(7);
    expect(planSearch('zzzz', counts, false).documents).toBe(0);
    expect(planSearch('', counts).documents).toBe(0);
  });
});

describe('didYouMean', () => {
  const vocab = vocabulary(['chanel', 'channel', 'whisky', 'watch', 'bangle']);
  it('offers the nearest catalogue word, the more frequent when two are as near', () => {
    expect(didYouMean('chanell', vocab)).toBe('chanel');
    expect(didYouMean('whiskkey', vocab)).toBe('whisky');
  });
  it('is null when nothing is near or every word is known', () => {
    expect(didYouMean('zzzzzz', vocab)).toBeNull();
    expect(didYouMean('watch', vocab)).toBeNull();
  });
});
