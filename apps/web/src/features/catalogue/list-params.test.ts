import { describe, expect, it } from 'vitest';
import { paramsOfSortChoice, readListParams, sortChoiceOf, writeListParams } from './list-params';

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
});
