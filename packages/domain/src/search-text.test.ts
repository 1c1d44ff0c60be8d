import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  documentTokens,
  editDistance,
  highlightRanges,
  normaliseSearchText,
  queryTokens,
} from './search-text';

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
