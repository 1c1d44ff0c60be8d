import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import contentAr from './content/ar.json';
import contentEn from './content/en.json';
import contentZh from './content/zh.json';
import en from './en.json';
import zh from './zh.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    keysOf(v, prefix ? `${prefix}.${k}` : k),
  );
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

function valueAt(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
}

/** Each namespace: the main catalogues (every screen) and `content` (the information pages' long text). */
const namespaces = [
  ['translation', en, zh, ar],
  ['content', contentEn, contentZh, contentAr],
] as const;

describe.each(namespaces)('the %s catalogues', (_namespace, en, zh, ar) => {
  const enKeys = keysOf(en).sort();

  it('are not empty', () => {
    expect(enKeys.length).toBeGreaterThan(10);
  });

  it.each([
    ['zh', zh],
    ['ar', ar],
  ])('%s has exactly the keys of en', (_code, catalogue) => {
    const keys = keysOf(catalogue).sort();
    expect(
      keys.filter((k) => !enKeys.includes(k)),
      'extra keys',
    ).toEqual([]);
    expect(
      enKeys.filter((k) => !keys.includes(k)),
      'missing keys',
    ).toEqual([]);
  });

  it.each([
    ['zh', zh],
    ['ar', ar],
  ])('%s keeps every interpolation placeholder of en and has no empty text', (_code, catalogue) => {
    for (const key of enKeys) {
      const source = valueAt(en, key);
      const target = valueAt(catalogue, key);
      expect(typeof target, key).toBe('string');
      expect((target as string).trim().length, key).toBeGreaterThan(0);
      expect(placeholdersOf(target as string), key).toEqual(placeholdersOf(source as string));
    }
  });
});
