import { describe, expect, it } from 'vitest';
import {
  idParam,
  listItemsRequest,
  paramsOfSortChoice,
  readListParams,
  sortChoiceOf,
  writeListParams,
} from './list-params';

describe('list address parameters', () => {
  it('defaults to page 1 sorted by price, dearest first', () => {
    expect(readListParams(new URLSearchParams())).toEqual({ page: 1, sortBy: 'ByPrice', sortOrder: 'DESC' });
  });

  it('reads valid values and ignores invalid ones', () => {
    expect(readListParams(new URLSearchParams('page=3&sortBy=ByName&sortOrder=ASC'))).toEqual({
      page: 3,
      sortBy: 'ByName',
      sortOrder: 'ASC',
    });
    expect(readListParams(new URLSearchParams('page=-2&sortBy=Cheapest&sortOrder=up'))).toEqual({
      page: 1,
      sortBy: 'ByPrice',
      sortOrder: 'DESC',
    });
  });

  it('writes the parameters and keeps the others', () => {
    const query = writeListParams(new URLSearchParams('term=gin'), {
      page: 2,
      sortBy: 'ByDate',
      sortOrder: 'DESC',
    });
    expect(query).toBe('?term=gin&page=2&sortBy=ByDate&sortOrder=DESC');
  });

  it('maps sort choices both ways', () => {
    expect(sortChoiceOf({ sortBy: 'ByPrice', sortOrder: 'ASC' })).toBe('ByPrice-ASC');
    expect(sortChoiceOf({ sortBy: 'Default', sortOrder: 'ASC' })).toBe('ByPrice-DESC');
    expect(paramsOfSortChoice('ByName-DESC')).toEqual({ sortBy: 'ByName', sortOrder: 'DESC' });
  });

  it('builds a list request from its source and the address (what the server fetches before rendering)', () => {
    const request = listItemsRequest(
      { listKind: 'brand', brandId: 7 },
      new URLSearchParams('page=2&sortBy=ByName&sortOrder=ASC&onOffer=1&category=3,4&visit=1'),
    );
    expect(request).toEqual({
      listKind: 'brand',
      brandId: 7,
      page: 2,
      sortBy: 'ByName',
      sortOrder: 'ASC',
      filters: {
        brandIds: [],
        categoryIds: [3, 4],
        minPrice: undefined,
        maxPrice: undefined,
        onOffer: true,
        travelExclusive: false,
        inStock: false,
      },
    });
  });

  it('takes an id from the address only when it is a positive 32-bit integer', () => {
    expect(idParam('42')).toBe(42);
    for (const value of [undefined, '', '0', '-3', '1.5', 'abc', '2147483648'])
      expect(idParam(value)).toBe(0);
  });
});
