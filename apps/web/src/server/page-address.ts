import { listQueryParams } from '../features/catalogue/list-params';
import { searchQueryParams } from '../features/search/search-params';
import { listFilterParams } from '../shared/list-filters';

/**
 * The address parameters server-rendered pages read. Any other (`utm_source`, `fbclid`, a cache-buster)
 * changes nothing on the page, so it is left out of the address the page is rendered and cached by.
 */
export const pageQueryParams: readonly string[] = [
  ...new Set([...listQueryParams, ...listFilterParams, ...searchQueryParams]),
].sort();

/**
 * The address a page is rendered and cached by: its path and, in one order and once each, the
 * parameters pages read.
 */
export function pageAddress(url: URL): string {
  const kept = new URLSearchParams();
  for (const name of pageQueryParams) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
