import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PaginationItem, paginationModel, servedPage } from './pagination';

const show = (items: PaginationItem[]) =>
  items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');

describe('paginationModel', () => {
  it('shows nothing for fewer than 2 pages', () => {
    for (const last of [0, 1, -3, Number.NaN]) {
      expect(paginationModel(1, last)).toEqual({
        items: [],
        hasFirst: false,
        hasPrevious: false,
        hasNext: false,
        hasLast: false,
      });
    }
  });

  it('lists every page without ellipses below 7 pages', () => {
    expect(show(paginationModel(1, 2).items)).toBe('1 2');
    expect(show(paginationModel(3, 6).items)).toBe('1 2 3 4 5 6');
  });

  it('uses ellipses from 7 pages on', () => {
    expect(show(paginationModel(1, 7).items)).toBe('1 2 3 4 5 … 7');
    expect(show(paginationModel(4, 10).items)).toBe('1 2 3 4 5 … 10');
    expect(show(paginationModel(5, 10).items)).toBe('1 … 4 5 6 … 10');
    expect(show(paginationModel(7, 10).items)).toBe('1 … 6 7 8 9 10');
    expect(show(paginationModel(10, 10).items)).toBe('1 … 6 7 8 9 10');
  });

  it('enables first and previous except on page 1, next and last except on the last page', () => {
    expect(paginationModel(1, 5)).toMatchObject({
      hasFirst: false,
      hasPrevious: false,
      hasNext: true,
      hasLast: true,
    });
    expect(paginationModel(3, 5)).toMatchObject({
      hasFirst: true,
      hasPrevious: true,
      hasNext: true,
      hasLast: true,
    });
    expect(paginationModel(5, 5)).toMatchObject({
      hasFirst: true,
      hasPrevious: true,
      hasNext: false,
      hasLast: false,
    });
  });

  it('clamps a current page outside 1..last', () => {
    expect(paginationModel(0, 3).hasPrevious).toBe(false);
    expect(paginationModel(99, 3).hasNext).toBe(false);
  });

  it('always holds the first, the last and the current page, in increasing order, no more than 7 entries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 500 }), fc.integer({ min: 1, max: 500 }), (last, raw) => {
        const current = Math.min(raw, last);
        const { items } = paginationModel(current, last);
        const pages = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(last);
        expect(pages).toContain(current);
        expect(items.length).toBeLessThanOrEqual(7);
        for (let i = 1; i < pages.length; i += 1) expect(pages[i]).toBeGreaterThan(pages[i - 1] ?? 0);
        if (last < 7) expect(items.some((item) => item.kind === 'ellipsis')).toBe(false);
      }),
    );
  });
});

describe('servedPage', () => {
  it('serves the last page for a page past the end, page 1 for an empty list', () => {
    expect(servedPage(1177, 61, 12)).toBe(6);
    expect(servedPage(6, 61, 12)).toBe(6);
    expect(servedPage(3, 61, 12)).toBe(3);
    expect(servedPage(2, 0, 12)).toBe(1);
    expect(servedPage(0, 61, 12)).toBe(1);
  });
});
