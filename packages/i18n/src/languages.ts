/** The interface languages (spec §1); English is the fallback. Chinese is labelled 中文 everywhere. */
export const languages = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'zh', label: '中文', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;

export type Language = (typeof languages)[number]['code'];

export const fallbackLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return languages.some((l) => l.code === value);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The supported language of one BCP 47 tag, by its primary subtag: `ar-SA`, `ar-EG` → ar;
 * `zh-CN`, `zh-TW`, `zh-Hans` → zh; `en-GB` → en; null for anything else.
 */
export function matchLanguage(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : null;
}

/** The first of the given tags (in order of preference) that maps to a supported language, else en. */
export function resolveLanguage(tags: readonly (string | null | undefined)[]): Language {
  for (const tag of tags) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return fallbackLanguage;
}

/** The best supported language of an Accept-Language header (RFC 9110 q-values), else en. */
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) return fallbackLanguage;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return resolveLanguage(ranked.map((r) => r.tag));
}
