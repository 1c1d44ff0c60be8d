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
