import { type Language, matchLanguage, negotiateLanguage } from '@dfs/i18n/languages';

/** The cookie the storefront keeps the chosen language in (i18next's language detector writes it). */
export const LANGUAGE_COOKIE = 'i18next';
/** The cookie the storefront keeps the chosen currency in: `<id>.<code>` (apps/web currency-store). */
export const CURRENCY_COOKIE = 'dfs-currency';

/**
 * Set by the storefront while a traveller shops on board (apps/web onboard-store): their pages list
 * their flight's range, which only their browser knows, so it draws them (decision 045).
 */
export const ONBOARD_COOKIE = 'dfs-onboard';

/** One cookie's value from a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The language a page is rendered in, in the order of spec §4 as the server sees it: the `lng`
 * query, the language cookie, then Accept-Language (in place of the browser-only stores); a regional
 * form counts as its language; anything else is English.
 */
export function pageLanguage(
  lng: unknown,
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  return (
    (typeof lng === 'string' ? matchLanguage(lng) : null) ??
    matchLanguage(cookieValue(cookieHeader, LANGUAGE_COOKIE)) ??
    negotiateLanguage(acceptLanguage)
  );
}

/** The currency id the cookie asks for, or null (the caller checks it exists). */
export function pageCurrencyId(cookieHeader: string | undefined): number | null {
  const match = /^(\d{1,9})\.[A-Z]{3}$/.exec(cookieValue(cookieHeader, CURRENCY_COOKIE) ?? '');
  return match ? Number(match[1]) : null;
}

/** Whether the visitor shops on board (their pages are drawn by their browser). */
export function shopsOnBoard(cookieHeader: string | undefined): boolean {
  return cookieValue(cookieHeader, ONBOARD_COOKIE) !== null;
}
