/**
 * Contract constants the storefront uses at run time. They live apart from the zod schemas so the
 * storefront's first load does not pull in zod (docs/decisions/012-responses-typed-not-parsed.md).
 */

/** USD: the currency of a GET that names none (spec §7). */
export const DEFAULT_CURRENCY_ID = 2;

/** The most suggestions a search-as-you-type answer holds. */
export const SUGGESTION_LIMIT = 5;

/** A product list page, unless the request names its size. */
export const DEFAULT_PAGE_SIZE = 12;

/** SearchItems `type` when the request names none. */
export const SEARCH_TYPE_DEFAULT = 2;

/** The longest search term: the search box stops there and says why; the API refuses longer ones. */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** A page of the traveller's own orders. */
export const MY_ORDERS_PAGE_SIZE = 10;

export const sortFields = ['ByName', 'ByPrice', 'ByDate', 'Default'] as const;
export const sortOrders = ['ASC', 'DESC'] as const;
