import { describe, expect, it } from 'vitest';
import { cookieValue, pageCurrencyId, pageLanguage } from './page-language';

describe('the language and currency of a server-rendered page', () => {
  it('takes lng, then the language cookie, then Accept-Language (spec §4), regional forms mapped', () => {
    expect(pageLanguage('ar', 'i18next=zh', 'en')).toBe('ar');
    expect(pageLanguage('zh-TW', undefined, 'ar')).toBe('zh');
    expect(pageLanguage(null, 'i18next=ar-SA', 'zh-CN')).toBe('ar');
    expect(pageLanguage(null, 'other=1; i18next=zh', 'ar')).toBe('zh');
    expect(pageLanguage(null, undefined, 'fr-FR, ar-EG;q=0.8')).toBe('ar');
    expect(pageLanguage(null, undefined, undefined)).toBe('en');
  });

  it('passes over an unsupported lng or cookie to the next source', () => {
    expect(pageLanguage('fr', 'i18next=ar', 'zh')).toBe('ar');
    expect(pageLanguage(null, 'i18next=de', 'zh-Hans')).toBe('zh');
    expect(pageLanguage('', 'i18next=', 'xx')).toBe('en');
  });

  it('reads the currency cookie only in its own form', () => {
    expect(pageCurrencyId('dfs-currency=3.EUR')).toBe(3);
    expect(pageCurrencyId('a=b; dfs-currency=3.EUR; c=d')).toBe(3);
    expect(pageCurrencyId('dfs-currency=3')).toBeNull();
    expect(pageCurrencyId('dfs-currency=-3.EUR')).toBeNull();
    expect(pageCurrencyId('dfs-currency=3.EUR%3Cscript')).toBeNull();
    expect(pageCurrencyId(undefined)).toBeNull();
  });

  it('survives a malformed cookie header', () => {
    expect(cookieValue('i18next=%E0%A4%A', 'i18next')).toBeNull();
    expect(cookieValue(';;=;', 'i18next')).toBeNull();
  });
});
