import { describe, expect, it } from 'vitest';
import { directionOf, matchLanguage, negotiateLanguage, resolveLanguage } from './languages';

describe('language of a browser or request', () => {
  it('maps every regional form of a supported language to it', () => {
    for (const tag of ['ar', 'ar-SA', 'ar-AE', 'ar-EG', 'AR-sa', 'ar_EG'])
      expect(matchLanguage(tag)).toBe('ar');
    for (const tag of ['zh', 'zh-CN', 'zh-TW', 'zh-Hans', 'zh-Hant-HK'])
      expect(matchLanguage(tag)).toBe('zh');
    for (const tag of ['en', 'en-GB', 'en-US']) expect(matchLanguage(tag)).toBe('en');
    expect(directionOf(resolveLanguage(['ar-SA']))).toBe('rtl');
  });

  it('sends anything else to English, after trying each preference in turn', () => {
    for (const tag of ['fr-FR', 'de', 'arn', 'zho', '', null, undefined])
      expect(matchLanguage(tag)).toBeNull();
    expect(resolveLanguage(['fr-FR', 'de'])).toBe('en');
    expect(resolveLanguage(['fr-FR', 'zh-TW', 'ar'])).toBe('zh');
    expect(resolveLanguage([])).toBe('en');
  });

  it('negotiates an Accept-Language header by weight', () => {
    expect(negotiateLanguage('ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(negotiateLanguage('fr-CH, fr;q=0.9, zh-Hans;q=0.8, en;q=0.7')).toBe('zh');
    expect(negotiateLanguage('en;q=0.2, ar-EG;q=0.9')).toBe('ar');
    expect(negotiateLanguage('de-DE')).toBe('en');
    expect(negotiateLanguage(undefined)).toBe('en');
  });
});
