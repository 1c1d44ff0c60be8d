/** One entry of a pagination bar: a page number or an ellipsis standing for skipped pages. */
export type PaginationItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: 'start' | 'end' };

export interface PaginationModel {
  items: PaginationItem[];
  /** Whether the first/previous controls lead somewhere (current page is not the first). */
  hasFirst: boolean;
  hasPrevious: boolean;
  /** Whether the next/last controls lead somewhere (current page is not the last). */
  hasNext: boolean;
  hasLast: boolean;
}

/** Spec §4: ellipses appear once there are this many pages or more. */
export const ELLIPSIS_FROM_PAGES = 7;

const none: PaginationModel = {
  items: [],
  hasFirst: false,
  hasPrevious: false,
  hasNext: false,
  hasLast: false,
};

const page = (n: number): PaginationItem => ({ kind: 'page', page: n });

/**
 * The pagination bar for `current` of `last` pages (spec §4): pages 1..last, with ellipses when
 * there are 7 or more pages; nothing at all when there are fewer than 2 pages.
 */
export function paginationModel(current: number, last: number): PaginationModel {
  const total = Number.isFinite(last) ? Math.floor(last) : 0;
  if (total < 2) return none;
  const at = Math.min(Math.max(1, Math.floor(Number.isFinite(current) ? current : 1)), total);
  let items: PaginationItem[];
  if (total < ELLIPSIS_FROM_PAGES) {
    items = Array.from({ length: total }, (_, i) => page(i + 1));
  } else if (at <= 4) {
    // Near the start: 1 2 3 4 5 … last
    items = [1, 2, 3, 4, 5].map(page);
    items.push({ kind: 'ellipsis', key: 'end' }, page(total));
  } else if (at >= total - 3) {
    // Near the end: 1 … last-4 .. last
    items = [page(1), { kind: 'ellipsis', key: 'start' }];
    for (let n = total - 4; n <= total; n += 1) items.push(page(n));
  } else {
    // In the middle: 1 … at-1 at at+1 … last
    items = [
      page(1),
      { kind: 'ellipsis', key: 'start' },
      page(at - 1),
      page(at),
      page(at + 1),
      { kind: 'ellipsis', key: 'end' },
      page(total),
    ];
  }
  return { items, hasFirst: at > 1, hasPrevious: at > 1, hasNext: at < total, hasLast: at < total };
}

/**
 * The page a list actually shows for a requested one: pages past the end show the last page (a list of
 * 61 never reads "Showing 1177–61 of 61"); an empty list has page 1.
 */
export function servedPage(requested: number, totalCount: number, pageSize: number): number {
  const last = Math.max(1, Math.ceil(Math.max(0, totalCount) / Math.max(1, pageSize)));
  return Math.min(Math.max(1, Math.floor(requested)), last);
}
