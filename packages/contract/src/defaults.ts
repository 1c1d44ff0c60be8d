/**
 * Contract constants the storefront uses at run time. They live apart from the zod schemas so the
 * storefront's first load does not pull in zod (docs/decisions/012-responses-typed-not-parsed.md).
 */

/** USD: the currency of a GET that names none (spec §7). */
export const DEFAULT_CURRENCY_ID = 2;

/** The most suggestions a search-as-you-type answer holds. */
export const SUGGESTION_LIMIT = 5;
