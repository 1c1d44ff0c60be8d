import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, writeCookie } from './cookies';
import { catalogueBackend, detectLanguages, languageDetector } from './i18n-plugins';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  deleteCookie('i18next');
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('lang');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('language detection (spec §4 order)', () => {
  it('reads ?lng, the cookie, storage, the browser, then <html lang>, regional forms as their language', () => {
    window.history.replaceState(null, '', '/?lng=ar-SA');
    writeCookie('i18next', 'zh', 60);
    window.localStorage.setItem('i18nextLng', 'en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'zh-TW']);
    document.documentElement.lang = 'en';
    const detected = detectLanguages();
    expect(detected.slice(0, 3)).toEqual(['ar', 'zh', 'en']);
    expect(detected).toContain('fr-FR');
    expect(detected.indexOf('zh', 2)).toBeGreaterThan(detected.indexOf('fr-FR'));
    expect(detected.at(-1)).toBe('en');
  });

  it('drops unsafe codes', () => {
    window.history.replaceState(null, '', '/?lng=../../x');
    expect(detectLanguages()).not.toContain('../../x');
  });

  it('remembers the chosen language in storage and in the cookie the server reads', () => {
    languageDetector.cacheUserLanguage?.('ar');
    expect(window.localStorage.getItem('i18nextLng')).toBe('ar');
    expect(document.cookie).toContain('i18next=ar');
  });
});

describe('catalogue backend', () => {
  const read = (status: number | Error) =>
    new Promise<[unknown, unknown]>((resolve) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          if (status instanceof Error) throw status;
          expect(url).toBe('/assets/ar-1.json');
          return new Response(JSON.stringify({ hello: 'مرحبا' }), { status });
        }),
      );
      const backend = catalogueBackend((language) => `/assets/${language}-1.json`);
      backend.read('ar', 'translation', (error, data) => resolve([error, data]));
    });

  it('hands over the catalogue', async () => {
    expect(await read(200)).toEqual([null, { hello: 'مرحبا' }]);
  });

  it('asks again after a server or network error, not after a missing file', async () => {
    expect((await read(503))[1]).toBe(true);
    expect((await read(new TypeError('offline')))[1]).toBe(true);
    expect((await read(404))[1]).toBe(false);
  });
});
