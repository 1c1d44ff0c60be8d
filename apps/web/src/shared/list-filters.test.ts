import { describe, expect, it } from 'vitest';
import { activeFilterCount, filterQuery, readListFilters, writeListFilters } from './list-filters';

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
});
