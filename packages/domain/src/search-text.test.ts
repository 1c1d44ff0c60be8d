import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  didYouMean,
  documentTokens,
  editDistance,
  highlightRanges,
  normaliseSearchText,
  oneTypoAway,
  planSearch,
  queryTokens,
  type SearchVocabulary,
} from './search-text';

const vocabulary = (words: string[], synonyms: string[][] = []): SearchVocabulary => ({
  words: new Map(words.map((w, i) => [w, words.length - i])),
  synonyms,
});

describe('normaliseSearchText: Arabic', () => {
  it('folds the alef forms to a bare alef', () => {
    expect(normaliseSearchText('أحمر إسورة آلة ٱلعطر')).toBe('احمر اسوره اله العطر');
  });
  it('folds ta marbuta to ha and alef maqsura to ya', () => {
    expect(normaliseSearchText('ساعة')).toBe(normaliseSearchText('ساعه'));
    expect(normaliseSearchText('مستشفى')).toBe('مستشفي');
  });
  it('ignores diacritics and tatweel', () => {
    expect(normaliseSearchText('عِطْرٌ')).toBe('عطر');
    expect(normaliseSearchText('عـــطر')).toBe('عطر');
    expect(normaliseSearchText('سَاعَة')).toBe(normaliseSearchText('ساعه'));
  });
  it('reads Arabic-Indic digits as digits', () => {
    expect(normaliseSearchText('رقم ٥ و ۷')).toBe('رقم 5 و 7');
  });
});

describe('normaliseSearchText: Latin and width', () => {
  it('drops case and accents and turns punctuation into single spaces', () => {
    expect(normaliseSearchText('  Hermès — TERRE d’Hermès!  ')).toBe('hermes terre d hermes');
  });
  it('reads full-width letters as ordinary ones', () => {
    expect(normaliseSearchText('ＤＩＯＲ')).toBe('dior');
  });
  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = normaliseSearchText(text);
        expect(normaliseSearchText(once)).toBe(once);
      }),
    );
  });
});

describe('Chinese matching without spaces', () => {
  it('indexes characters and character pairs', () => {
    expect(documentTokens('男士手表')).toEqual(['男', '士', '手', '表', '男士', '士手', '手表']);
  });
  it('asks for every pair of a typed run, and a single character for itself', () => {
    expect(queryTokens('手表')).toEqual([['手表']]);
    expect(queryTokens('威士忌')).toEqual([['威士', '士忌']]);
    expect(queryTokens('表')).toEqual([['表']]);
  });
  it('finds a word inside a longer run: every token the query needs is in the document', () => {
    const doc = new Set(documentTokens('苏格兰单一麦芽威士忌12年'));
    for (const set of queryTokens('威士忌')) for (const token of set) expect(doc.has(token)).toBe(true);
    expect(doc.has('12')).toBe(true); // digits beside Han are split off: '12' and '年'
    expect(doc.has('12年')).toBe(false);
  });
});

describe('editDistance (typo tolerance)', () => {
  it('counts one wrong, missing, extra or swapped letter as one', () => {
    expect(editDistance('banxle', 'bangle')).toBe(1);
    expect(editDistance('whixky', 'whisky')).toBe(1);
    expect(editDistance('perfum', 'parfum')).toBe(1);
    expect(editDistance('perfum', 'perfume')).toBe(1);
    expect(editDistance('wacth', 'watch')).toBe(1);
    expect(editDistance('wattch', 'watch')).toBe(1);
  });
  it('stops at the limit', () => {
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
    expect(editDistance('watch', 'match', 0)).toBe(1);
  });
  it('is symmetric and zero only for equal words', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a === b);
      }),
    );
  });
  it('allows typos only in words of 4 letters or more', () => {
    const words = ['ring', 'rings', 'gin', 'pen'];
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
      const expected = [...new Set([...oneTypoAway(typed, words), ...started])].filter((w) => w !== typed);
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

describe('highlightRanges', () => {
  const marked = (text: string, term: string) =>
    highlightRanges(text, term)
      .map(([a, b]) => text.slice(a, b))
      .join('|');
  it('marks the start of each word that a typed word begins', () => {
    expect(marked('Chanel N°5 Eau de Parfum', 'par')).toBe('Par');
    expect(marked('Chanel N°5 Eau de Parfum', 'chan parf')).toBe('Chan|Parf');
  });
  it('ignores accents and Arabic letter forms, keeping diacritics with their letter', () => {
    expect(marked('Terre d’Hermès', 'herme')).toBe('Hermè');
    expect(marked('عِطْر فاخر', 'عط')).toBe('عِطْ');
  });
  it('finds a Chinese word inside a run', () => {
    expect(marked('男士手表', '手表')).toBe('手表');
  });
});
