import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  convertListPriceFilters,
  filterQuery,
  hasImpossiblePriceRange,
  readListFilters,
  writeListFilters,
} from './list-filters';

describe('list filters in the address', () => {
  it('round-trips every filter and goes back to page 1', () => {
    const search = new URLSearchParams('term=watch&page=3');
    const written = writeListFilters(search, {
      brandIds: [3, 7],
      categoryIds: [12],
      minPrice: 50,
      maxPrice: 199.5,
      onOffer: true,
      travelExclusive: false,
      inStock: true,
    });
    expect(written).toBe(
      '?term=watch&brand=3%2C7&category=12&minPrice=50&maxPrice=199.5&onOffer=1&inStock=1',
    );
    const read = readListFilters(new URLSearchParams(written));
    expect(read).toEqual({
      brandIds: [3, 7],
      categoryIds: [12],
      minPrice: 50,
      maxPrice: 199.5,
      onOffer: true,
      travelExclusive: false,
      inStock: true,
    });
    expect(activeFilterCount(read)).toBe(6);
    expect(filterQuery(read)).toEqual({
      withFacets: 'true',
      brandIds: '3,7',
      categoryIds: '12',
      minPrice: '50',
      maxPrice: '199.5',
      onOffer: 'true',
      inStock: 'true',
    });
  });

  it('drops tampered values instead of sending them', () => {
    const read = readListFilters(
      new URLSearchParams('brand=1,x,-2,1,99999999999&minPrice=-4&maxPrice=abc&onOffer=yes'),
    );
    expect(read).toEqual({
      brandIds: [1],
      categoryIds: [],
      onOffer: false,
      travelExclusive: false,
      inStock: false,
    });
    expect(activeFilterCount(read)).toBe(1);
  });

  it('does not send a price range that can match nothing, and says it is impossible', () => {
    const read = readListFilters(new URLSearchParams('brand=3&minPrice=200&maxPrice=50'));
    expect(hasImpossiblePriceRange(read)).toBe(true);
    expect(filterQuery(read)).toEqual({ withFacets: 'true', brandIds: '3' });
    const single = readListFilters(new URLSearchParams('minPrice=50&maxPrice=50'));
    expect(hasImpossiblePriceRange(single)).toBe(false);
    expect(filterQuery(single)).toMatchObject({ minPrice: '50', maxPrice: '50' });
  });

  it('moves the price range to a new currency, keeping the other parameters, back to page 1', () => {
    const search = new URLSearchParams('sortBy=ByName&page=3&brand=3&minPrice=50&maxPrice=200');
    // USD (1 per dollar) → EUR (0.92 per dollar).
    const converted = new URLSearchParams(convertListPriceFilters(search, 1, 0.92) ?? '');
    expect(Object.fromEntries(converted)).toEqual({
      sortBy: 'ByName',
      brand: '3',
      minPrice: '46',
      maxPrice: '184',
    });
    const onlyMax = new URLSearchParams(
      convertListPriceFilters(new URLSearchParams('maxPrice=10'), 1, 138.5) ?? '',
    );
    expect(Object.fromEntries(onlyMax)).toEqual({ maxPrice: '1385' });
    expect(convertListPriceFilters(new URLSearchParams('brand=3&page=2'), 1, 0.92)).toBeNull();
  });
});
