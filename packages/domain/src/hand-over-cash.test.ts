import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASH_CEILING_FACTOR, handOverCash, reconcileCash } from './hand-over-cash';

const cashOrder = { cashOnBoard: true, delivered: true, counts: true, totalMinor: 25_00 };

describe('handOverCash', () => {
  it('records the cash taken against the order’s total, keeping any difference', () => {
    expect(handOverCash({ ...cashOrder, takenMinor: 20_00 })).toEqual({
      ok: true,
      cash: { dueMinor: 25_00, takenMinor: 20_00, differenceMinor: -5_00 },
    });
    expect(handOverCash({ ...cashOrder, takenMinor: 25_00 })).toEqual({
      ok: true,
      cash: { dueMinor: 25_00, takenMinor: 25_00, differenceMinor: 0 },
    });
    expect(handOverCash({ ...cashOrder, takenMinor: 0 })).toMatchObject({
      cash: { differenceMinor: -25_00 },
    });
  });

  it('takes the total when the device sent no figure', () => {
    expect(handOverCash({ ...cashOrder, takenMinor: undefined })).toEqual({
      ok: true,
      cash: { dueMinor: 25_00, takenMinor: 25_00, differenceMinor: 0 },
    });
  });

  it('refuses more than ten times the total, and a negative figure', () => {
    expect(handOverCash({ ...cashOrder, takenMinor: CASH_CEILING_FACTOR * 25_00 })).toMatchObject({
      ok: true,
    });
    expect(handOverCash({ ...cashOrder, takenMinor: CASH_CEILING_FACTOR * 25_00 + 1 })).toEqual({
      ok: false,
      reason: 'cashTooHigh',
    });
    expect(handOverCash({ ...cashOrder, takenMinor: 1_000_000_00 })).toMatchObject({ reason: 'cashTooHigh' });
    expect(handOverCash({ ...cashOrder, takenMinor: -1 })).toMatchObject({ reason: 'cashTooHigh' });
  });

  it('refuses cash on an order paid by card or miles, and on a refused hand-over', () => {
    for (const record of [
      { ...cashOrder, cashOnBoard: false },
      { ...cashOrder, delivered: false },
    ]) {
      expect(handOverCash({ ...record, takenMinor: 25_00 })).toEqual({ ok: false, reason: 'cashNotDue' });
      expect(handOverCash({ ...record, takenMinor: undefined })).toEqual({ ok: true, cash: null });
      expect(handOverCash({ ...record, takenMinor: 0 })).toEqual({ ok: true, cash: null });
    }
  });

  it('keeps what a second device took as an overage: nothing was due on it', () => {
    expect(handOverCash({ ...cashOrder, counts: false, takenMinor: 25_00 })).toEqual({
      ok: true,
      cash: { dueMinor: 0, takenMinor: 25_00, differenceMinor: 25_00 },
    });
    expect(handOverCash({ ...cashOrder, counts: false, takenMinor: undefined })).toEqual({
      ok: true,
      cash: null,
    });
    expect(handOverCash({ ...cashOrder, counts: false, takenMinor: 0 })).toEqual({ ok: true, cash: null });
  });
});

describe('reconcileCash', () => {
  it('sums a flight by crew member and currency, with totals by currency', () => {
    const result = reconcileCash([
      { staffId: 7, currency: 'USD', dueMinor: 25_00, takenMinor: 20_00 },
      { staffId: 7, currency: 'USD', dueMinor: 60_00, takenMinor: 60_00 },
      { staffId: 3, currency: 'USD', dueMinor: 10_00, takenMinor: 12_00 },
      { staffId: 7, currency: 'EUR', dueMinor: 5_00, takenMinor: 5_00 },
    ]);
    expect(result.crew).toEqual([
      {
        staffId: 3,
        currency: 'USD',
        orders: 1,
        expectedMinor: 10_00,
        takenMinor: 12_00,
        differenceMinor: 2_00,
      },
      { staffId: 7, currency: 'EUR', orders: 1, expectedMinor: 5_00, takenMinor: 5_00, differenceMinor: 0 },
      {
        staffId: 7,
        currency: 'USD',
        orders: 2,
        expectedMinor: 85_00,
        takenMinor: 80_00,
        differenceMinor: -5_00,
      },
    ]);
    expect(result.totals).toEqual([
      { currency: 'EUR', orders: 1, expectedMinor: 5_00, takenMinor: 5_00, differenceMinor: 0 },
      { currency: 'USD', orders: 3, expectedMinor: 95_00, takenMinor: 92_00, differenceMinor: -3_00 },
    ]);
    expect(reconcileCash([])).toEqual({ crew: [], totals: [] });
  });

  it('balances: the totals are the sums of the crew’s, and taken − expected = difference', () => {
    const line = fc.record({
      staffId: fc.integer({ min: 1, max: 4 }),
      currency: fc.constantFrom('USD', 'EUR', 'ETB'),
      dueMinor: fc.integer({ min: 0, max: 1_000_000 }),
      takenMinor: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const { crew, totals } = reconcileCash(lines);
        for (const sum of [...crew, ...totals]) {
          expect(sum.takenMinor - sum.expectedMinor).toBe(sum.differenceMinor);
        }
        for (const total of totals) {
          const own = crew.filter((c) => c.currency === total.currency);
          expect(own.reduce((n, c) => n + c.takenMinor, 0)).toBe(total.takenMinor);
          expect(own.reduce((n, c) => n + c.expectedMinor, 0)).toBe(total.expectedMinor);
          expect(own.reduce((n, c) => n + c.orders, 0)).toBe(total.orders);
          const taken = lines
            .filter((l) => l.currency === total.currency)
            .reduce((n, l) => n + l.takenMinor, 0);
          expect(total.takenMinor).toBe(taken);
        }
        expect(totals.reduce((n, t) => n + t.orders, 0)).toBe(lines.length);
      }),
    );
  });
});
