/** Search type 2 is the default name search (spec §9). */
export const DEFAULT_SEARCH_TYPE = 2;

export function searchResultsPath(term: string, type: number = DEFAULT_SEARCH_TYPE): string {
  const params = new URLSearchParams({ term, type: String(type) });
  return `/SearchResult?${params.toString()}`;
}
