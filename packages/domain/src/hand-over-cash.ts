import type { Minor } from './money';

/** The most cash a hand-over may record: this many times the order's total (a typo, not a sale). */
export const CASH_CEILING_FACTOR = 10;

/** Why a hand-over's cash figure is refused. */
export type CashRefusal = 'cashNotDue' | 'cashTooHigh';

/** The cash one hand-over record holds, in minor units of the order's currency. */
export interface HandOverCash {
  /** What the crew was to collect with this record: the order's total, or 0 on a second record. */
  dueMinor: Minor;
  takenMinor: Minor;
  /** Taken minus due: below 0 the crew is short, above 0 over; either is flagged for the station. */
  differenceMinor: Minor;
}

/**
 * The cash of a hand-over record. Cash is collected only on a cash-on-board order whose goods went to
 * the traveller: there the first record is due the order's total (taken defaults to it) and a second
 * device's record is due nothing (what it took, if anything, is kept as an overage). Any other record takes no
 * cash: a figure other than 0 is refused, as is a negative one or more than 10× the order's total.
 */
export function handOverCash(record: {
  cashOnBoard: boolean;
  /** The goods went to the traveller (handed over, partly or whole). */
  delivered: boolean;
  /** This record hands the order over (the first one); false for a second device's. */
  counts: boolean;
  totalMinor: Minor;
  /** The cash the crew typed; undefined when the device sent none. */
  takenMinor: Minor | undefined;
}): { ok: true; cash: HandOverCash | null } | { ok: false; reason: CashRefusal } {
  const { takenMinor } = record;
  if (!record.cashOnBoard || !record.delivered) {
    return takenMinor === undefined || takenMinor === 0
      ? { ok: true, cash: null }
      : { ok: false, reason: 'cashNotDue' };
  }
  if (takenMinor !== undefined && (takenMinor < 0 || takenMinor > CASH_CEILING_FACTOR * record.totalMinor)) {
    return { ok: false, reason: 'cashTooHigh' };
  }
  if (!record.counts && !takenMinor) return { ok: true, cash: null };
  const dueMinor = record.counts ? record.totalMinor : 0;
  const taken = takenMinor ?? dueMinor;
  return { ok: true, cash: { dueMinor, takenMinor: taken, differenceMinor: taken - dueMinor } };
}

/** One hand-over's cash as the reconciliation reads it. */
export interface CashLine {
  staffId: number;
  currency: string;
  dueMinor: Minor;
  takenMinor: Minor;
}

export interface CashSum {
  orders: number;
  expectedMinor: Minor;
  takenMinor: Minor;
  differenceMinor: Minor;
}

/**
 * A flight's cash by crew member and currency, and its totals by currency: what was to be collected,
 * what was taken, and the difference. Every line is counted once in its crew member's sum and once in
 * its currency's total, so the totals are the sums of the crew's and taken − expected = difference.
 */
export function reconcileCash(lines: readonly CashLine[]): {
  crew: (CashSum & { staffId: number; currency: string })[];
  totals: (CashSum & { currency: string })[];
} {
  const crew = new Map<string, CashSum & { staffId: number; currency: string }>();
  const totals = new Map<string, CashSum & { currency: string }>();
  const add = (sum: CashSum, line: CashLine) => {
    sum.orders += 1;
    sum.expectedMinor += line.dueMinor;
    sum.takenMinor += line.takenMinor;
    sum.differenceMinor += line.takenMinor - line.dueMinor;
  };
  const empty = { orders: 0, expectedMinor: 0, takenMinor: 0, differenceMinor: 0 };
  for (const line of lines) {
    const key = `${line.staffId}|${line.currency}`;
    if (!crew.has(key)) crew.set(key, { staffId: line.staffId, currency: line.currency, ...empty });
    if (!totals.has(line.currency)) totals.set(line.currency, { currency: line.currency, ...empty });
    add(crew.get(key)!, line);
    add(totals.get(line.currency)!, line);
  }
  const byCurrency = (a: { currency: string }, b: { currency: string }) =>
    a.currency.localeCompare(b.currency);
  return {
    crew: [...crew.values()].sort((a, b) => a.staffId - b.staffId || byCurrency(a, b)),
    totals: [...totals.values()].sort(byCurrency),
  };
}
