import { describe, expect, it } from 'vitest';
import { compareSeats, pickList } from './pick-list';

const order = (code: string, seat: string, at: string, lines: [number, number][]) => ({
  orderCode: code,
  seatNumber: seat,
  passenger: code,
  createdAt: new Date(at),
  lines: lines.map(([itemId, quantity]) => ({ itemId, quantity })),
});

describe('pick list', () => {
  it('orders seats by row, then letter', () => {
    expect(['10C', '2B', '2A', ''].sort(compareSeats)).toEqual(['2A', '2B', '10C', '']);
  });

  it('groups by seat, totals each item and marks orders placed after printing', () => {
    const list = pickList(
      [
        order('A', '12c', '2026-01-01T10:00:00Z', [[1, 2]]),
        order('B', '3A', '2026-01-01T11:00:00Z', [
          [1, 1],
          [2, 4],
        ]),
        order('C', '12C', '2026-01-01T13:00:00Z', [[2, 1]]),
      ],
      new Date('2026-01-01T12:00:00Z'),
    );
    expect(list.seats.map((s) => [s.seatNumber, s.orders.map((o) => [o.orderCode, o.isNew])])).toEqual([
      ['3A', [['B', false]]],
      [
        '12C',
        [
          ['A', false],
          ['C', true],
        ],
      ],
    ]);
    expect([...list.totals]).toEqual([
      [1, 3],
      [2, 5],
    ]);
  });

  it('marks nothing new before the first print', () => {
    const list = pickList([order('A', '1A', '2026-01-01T10:00:00Z', [[1, 1]])], null);
    expect(list.seats[0]!.orders[0]!.isNew).toBe(false);
  });
});
