import { matchLanguage } from '@dfs/i18n/languages';
import type { BackendModule, LanguageDetectorModule, ReadCallback, ResourceKey } from 'i18next';
import { readCookie, writeCookie } from './cookies';

/**
 * The two i18next plugins the storefront needs, in place of i18next-http-backend and
 * i18next-browser-languagedetector (5 kB gzip of the first load for options it never used).
 */

/** Where the language is remembered: the cookie is what the server renders by (DESIGN.md §13). */
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const safeCode = /^[A-Za-z0-9_@.-]{1,128}$/;

function readStorage(storage: () => Storage): string | undefined {
  try {
    return storage().getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  } catch {
    // Storage refused (private mode, blocked cookies): the other sources decide.
    return undefined;
  }
}

/**
 * The visitor's languages, best first: `?lng`, the cookie, local then session storage, the browser's
 * languages, then `<html lang>`. A regional form (`ar-SA`, `zh-TW`) is its language; other tags pass
 * unchanged, so i18next skips them and finally falls back to English.
 */
export function detectLanguages(): string[] {
  const candidates = [
    new URLSearchParams(window.location.search).get('lng') ?? undefined,
    readCookie(LANGUAGE_COOKIE) ?? undefined,
    readStorage(() => window.localStorage),
    readStorage(() => window.sessionStorage),
    ...(navigator.languages ?? []),
    navigator.language,
    document.documentElement.getAttribute('lang') ?? undefined,
  ];
  return candidates
    .filter((code): code is string => !!code && safeCode.test(code) && !code.includes('..'))
    .map((code) => matchLanguage(code) ?? code);
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguages,
  cacheUserLanguage(language: string) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not stored: the cookie still carries it.
    }
    writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_MAX_AGE_S);
  },
};

/** A backend fetching one hashed catalogue per language and namespace (`urlOf`). */
export function catalogueBackend(urlOf: (language: string, namespace: string) => string): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      void load(urlOf(language, namespace), language).then(([error, retry, data]) =>
        error ? callback(error, retry) : callback(null, data),
      );
    },
  };
}

/** One catalogue: [error, ask again?, data]. A server or network error is asked again (i18next's maxRetries). */
async function load(url: string, language: string): Promise<[Error | null, boolean, ResourceKey | null]> {
  try {
    const response = await fetch(url);
    if (!response.ok)
      return [new Error(`${response.status} for the ${language} catalogue`), response.status >= 500, null];
    return [null, false, (await response.json()) as ResourceKey];
  } catch (error) {
    return [error instanceof Error ? error : new Error(String(error)), true, null];
  }
}
