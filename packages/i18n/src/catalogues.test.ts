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

describe('Arabic text with a flight route in it', () => {
  // Right to left, a number after Latin text joins the Latin run: "ET920 ADD → LOS، 25 نوفمبر" showed
  // the day apart from its month. The route is put in a left-to-right isolate (U+2066 … U+2069).
  const routed = keysOf(ar)
    .map((key) => [key, String(valueAt(ar, key))] as const)
    .filter(([, text]) => text.includes('→') && /→[^،]*،\s*\{\{/.test(text));

  it('is found (the rule checks something)', () => {
    expect(routed.map(([key]) => key)).toEqual(
      expect.arrayContaining(['onboard.flightOption', 'onboard.banner', 'orders.disruption.moveButton']),
    );
  });

  it.each(routed)('%s isolates the route before what follows it', (_key, text) => {
    expect(text).toMatch(/\u2066[^\u2069]*→[^\u2069]*\u2069،/);
  });
});
