import { matchLanguage } from '@dfs/i18n/languages';
import { readCookie, writeCookie } from './cookies';

/** Where the visitor's language comes from and is kept, and how a catalogue is fetched (shared/i18n.ts). */

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
 * unchanged, so the first supported one wins and English comes last of all.
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

/** Keeps the chosen language in storage and in the cookie the server renders by. */
export function rememberLanguage(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not stored: the cookie still carries it.
  }
  writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_MAX_AGE_S);
}

/**
 * `?lng` opens the shop in a language once. Once read, the address drops it (the same history entry,
 * its state kept): the language is remembered, and a reload or a bookmark then shows the language
 * chosen since, not the link's again (the server reads `?lng` before the cookie).
 */
export function dropLanguageParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lng')) return;
  url.searchParams.delete('lng');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export const CATALOGUE_RETRIES = 5;
const RETRY_AFTER_MS = 350;

/** A catalogue the server does not have (4xx): asking again would not help. */
class MissingCatalogue extends Error {}

/**
 * One catalogue. A server or network error is asked again, up to 5 times 350 ms apart; a missing
 * file is not.
 */
export async function fetchCatalogue(
  url: string,
  retries = CATALOGUE_RETRIES,
): Promise<Record<string, unknown>> {
  for (let attempt = 0; ; attempt += 1) {
    let failure: unknown;
    try {
      const response = await fetch(url);
      if (response.ok) return (await response.json()) as Record<string, unknown>;
      failure = new Error(`${response.status} for ${url}`);
      if (response.status < 500) throw new MissingCatalogue((failure as Error).message);
    } catch (error) {
      if (error instanceof MissingCatalogue) throw error;
      failure = error;
    }
    if (attempt >= retries) throw failure;
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
  }
}
