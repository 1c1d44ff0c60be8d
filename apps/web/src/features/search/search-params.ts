import { SEARCH_TYPE_DEFAULT } from '@dfs/contract/defaults';

/** The address parameters the results page reads (`searchTerm`: the name some older links use). */
export const searchQueryParams = ['term', 'searchTerm', 'type', 'page'] as const;

export function searchResultsPath(term: string, type: number = SEARCH_TYPE_DEFAULT): string {
  const params = new URLSearchParams({ term, type: String(type) });
  return `/SearchResult?${params.toString()}`;
}

function readPositive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/** The results page's term, type and page from its address; `term` wins over `searchTerm`. */
export function readSearchParams(search: URLSearchParams): { term: string; type: number; page: number } {
  return {
    term: (search.get('term') ?? search.get('searchTerm') ?? '').trim(),
    type: readPositive(search.get('type'), SEARCH_TYPE_DEFAULT),
    page: readPositive(search.get('page'), 1),
  };
}
