import { describe, expect, it } from 'vitest';
import { readListParams } from '../features/catalogue/list-params';
import { readSearchParams } from '../features/search/search-params';
import { readListFilters } from '../shared/list-filters';
import { pageAddress, pageQueryParams } from './page-address';

/** URLSearchParams that remember every name read from them. */
class RecordingParams extends URLSearchParams {
  readonly read = new Set<string>();
  override get(name: string) {
    this.read.add(name);
    return super.get(name);
  }
  override getAll(name: string) {
    this.read.add(name);
    return super.getAll(name);
  }
  override has(name: string) {
    this.read.add(name);
    return super.has(name);
  }
}

describe('pageAddress', () => {
  it('keeps every parameter the pages read', () => {
    const params = new RecordingParams();
    readListParams(params);
    readListFilters(params);
    readSearchParams(params);
    expect(params.read.size).toBeGreaterThan(10);
    for (const name of params.read) expect(pageQueryParams, name).toContain(name);
  });

  it('leaves out tracking and cache-busting parameters and the language', () => {
    const address = (path: string) => pageAddress(new URL(path, 'https://shop.example'));
    expect(address('/?lng=ar&utm_source=mail&fbclid=abc&visit=7')).toBe('/');
    expect(address('/best-sellers?utm_campaign=x&page=2')).toBe('/best-sellers?page=2');
  });

  it('gives one address whatever the order or repetition of the parameters', () => {
    const address = (path: string) => pageAddress(new URL(path, 'https://shop.example'));
    const one = address('/product-list/watches/25?sortOrder=ASC&page=2&sortBy=ByName&brand=3,7');
    expect(address('/product-list/watches/25?brand=3,7&sortBy=ByName&page=2&page=9&sortOrder=ASC')).toBe(one);
    expect(one).toBe('/product-list/watches/25?brand=3%2C7&page=2&sortBy=ByName&sortOrder=ASC');
  });

  it('keeps the search term, also from the older searchTerm name', () => {
    const address = (path: string) => pageAddress(new URL(path, 'https://shop.example'));
    expect(address('/SearchResult?term=gold&gclid=1')).toBe('/SearchResult?term=gold');
    expect(address('/SearchResult?searchTerm=gold')).toBe('/SearchResult?searchTerm=gold');
    expect(readSearchParams(new URLSearchParams('searchTerm=gold&type=2'))).toEqual({
      term: 'gold',
      type: 2,
      page: 1,
    });
    expect(readSearchParams(new URLSearchParams('term=rum&searchTerm=gold')).term).toBe('rum');
  });
});
