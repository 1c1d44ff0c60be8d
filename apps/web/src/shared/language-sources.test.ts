import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, writeCookie } from './cookies';
import { detectLanguages, dropLanguageParam, fetchCatalogue, rememberLanguage } from './language-sources';

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
    rememberLanguage('ar');
    expect(window.localStorage.getItem('i18nextLng')).toBe('ar');
    expect(document.cookie).toContain('i18next=ar');
  });

  it('drops ?lng from the address once read, keeping the rest of it and the history entry', () => {
    window.history.replaceState({ idx: 3 }, '', '/new-arrivals?page=2&lng=ar&sortBy=ByName#grid');
    const entries = window.history.length;
    dropLanguageParam();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/new-arrivals?page=2&sortBy=ByName#grid',
    );
    expect(window.history.state).toEqual({ idx: 3 });
    expect(window.history.length).toBe(entries);
    dropLanguageParam();
    expect(window.location.search).toBe('?page=2&sortBy=ByName');
  });
});

describe('fetching a catalogue', () => {
  const answers = (...outcomes: (number | Error)[]) => {
    const fetchMock = vi.fn(async (url: string) => {
      expect(url).toBe('/assets/ar-1.json');
      const outcome = outcomes.shift() ?? 200;
      if (outcome instanceof Error) throw outcome;
      return new Response(JSON.stringify({ hello: 'مرحبا' }), { status: outcome });
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };

  it('hands over the catalogue', async () => {
    answers(200);
    expect(await fetchCatalogue('/assets/ar-1.json')).toEqual({ hello: 'مرحبا' });
  });

  it('asks again after a server or network error', async () => {
    const fetchMock = answers(503, new TypeError('offline'), 200);
    expect(await fetchCatalogue('/assets/ar-1.json')).toEqual({ hello: 'مرحبا' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after its retries, and at once on a missing file', async () => {
    const offline = answers(503, 503, 503);
    await expect(fetchCatalogue('/assets/ar-1.json', 2)).rejects.toThrow('503');
    expect(offline).toHaveBeenCalledTimes(3);
    const missing = answers(404);
    await expect(fetchCatalogue('/assets/ar-1.json')).rejects.toThrow('404');
    expect(missing).toHaveBeenCalledTimes(1);
  });
});
