import type { CashFlaggedLine, CashReconciliation } from '@dfs/contract/ops/cash';
import { reconcileCash } from '@dfs/domain/hand-over-cash';
import { fromMinor } from '@dfs/domain/money';
import { stringify } from 'csv-stringify/sync';
import { NotFound } from '../../errors';
import { safeCell } from '../../shared/csv-cells';
import type { FlightsService } from '../flights/flights.service';
import type { StaffService } from '../staff/staff.service';
import type { HandOversRepository } from './hand-overs.repository';
import type { OrderContext } from './order-context';

const CSV_COLUMNS = [
  'line',
  'staffId',
  'staffName',
  'orderCode',
  'currency',
  'orders',
  'expected',
  'taken',
  'difference',
  'flags',
] as const;

/**
 * The station's cash reconciliation of a flight: per crew member and currency, the cash due on the
 * cash-on-board orders handed over, the cash taken and the difference; totals per currency (domain
 * `reconcileCash`: the totals are the crew's sums); the records to look into (a difference, a second
 * device).
 */
export function cashReconciliation(
  ctx: OrderContext,
  deps: {
    handOvers: HandOversRepository;
    flights: Pick<FlightsService, 'flightById'>;
    staff: Pick<StaffService, 'displayNames'>;
  },
) {
  async function reconciliation(flightId: number): Promise<CashReconciliation> {
    const flight = await deps.flights.flightById(flightId);
    if (!flight) throw new NotFound('api.flights.notFound');
    const rows = await deps.handOvers.cashOnFlight(flightId);
    const currencyIds = [...new Set(rows.map((r) => r.currencyId))];
    const codes = new Map(
      await Promise.all(currencyIds.map(async (id) => [id, await ctx.views.currencyCode(id)] as const)),
    );
    const names = await deps.staff.displayNames(rows.map((r) => r.staffId));
    const currencyOf = (id: number) => codes.get(id) ?? '';
    const nameOf = (id: number) => names.get(id) ?? '';
    const { crew, totals } = reconcileCash(
      rows.flatMap((r) =>
        r.cashTakenMinor === null || r.cashDueMinor === null
          ? []
          : [
              {
                staffId: r.staffId,
                currency: currencyOf(r.currencyId),
                dueMinor: r.cashDueMinor,
                takenMinor: r.cashTakenMinor,
              },
            ],
      ),
    );
    const amounts = (sum: { expectedMinor: number; takenMinor: number; differenceMinor: number }) => ({
      expected: fromMinor(sum.expectedMinor),
      taken: fromMinor(sum.takenMinor),
      difference: fromMinor(sum.differenceMinor),
    });
    const orNull = (minor: number | null) => (minor === null ? null : fromMinor(minor));
    const flagged = rows.flatMap((r): CashFlaggedLine[] => {
      const reasons: CashFlaggedLine['reasons'] = [];
      if ((r.cashDifferenceMinor ?? 0) !== 0) reasons.push('cashDifference');
      if (r.flagged) reasons.push('secondDevice');
      if (reasons.length === 0) return [];
      return [
        {
          orderCode: r.orderCode,
          staffId: r.staffId,
          staffName: nameOf(r.staffId),
          reasons,
          currency: currencyOf(r.currencyId),
          expected: orNull(r.cashDueMinor),
          taken: orNull(r.cashTakenMinor),
          difference: orNull(r.cashDifferenceMinor),
          recordedAt: r.recordedAt?.toISOString() ?? null,
          receivedAt: r.receivedAt.toISOString(),
        },
      ];
    });
    return {
      flight: {
        id: flight.id,
        flightNumber: flight.flightNumber,
        origin: flight.origin,
        destination: flight.destination,
        departureAt: flight.departureAt.toISOString(),
      },
      crew: crew.map((c) => ({
        staffId: c.staffId,
        staffName: nameOf(c.staffId),
        currency: c.currency,
        orders: c.orders,
        ...amounts(c),
      })),
      totals: totals.map((t) => ({ currency: t.currency, orders: t.orders, ...amounts(t) })),
      flagged,
    };
  }

  return {
    reconciliation,

    /**
     * The same as CSV: a line per crew member and currency, the totals, then the flagged records.
     * Text cells that a spreadsheet would run as a formula get a leading quote; the amounts are
     * numbers written here (a negative difference stays a number).
     */
    async csv(flightId: number): Promise<{ name: string; csv: string }> {
      const shown = await reconciliation(flightId);
      const money = (amount: number | null) => (amount === null ? '' : amount.toFixed(2));
      const rows: string[][] = [
        ...shown.crew.map((c) => [
          'crew',
          String(c.staffId),
          safeCell(c.staffName),
          '',
          safeCell(c.currency),
          String(c.orders),
          money(c.expected),
          money(c.taken),
          money(c.difference),
          '',
        ]),
        ...shown.totals.map((t) => [
          'total',
          '',
          '',
          '',
          safeCell(t.currency),
          String(t.orders),
          money(t.expected),
          money(t.taken),
          money(t.difference),
          '',
        ]),
        ...shown.flagged.map((f) => [
          'flagged',
          String(f.staffId),
          safeCell(f.staffName),
          safeCell(f.orderCode),
          safeCell(f.currency),
          '',
          money(f.expected),
          money(f.taken),
          money(f.difference),
          f.reasons.join(' '),
        ]),
      ];
      const day = shown.flight.departureAt.slice(0, 10);
      return {
        name: `cash-${shown.flight.flightNumber}-${day}.csv`,
        csv: stringify(rows, { header: true, columns: [...CSV_COLUMNS], record_delimiter: 'windows' }),
      };
    },
  };
}
