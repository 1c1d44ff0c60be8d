import { createHash } from 'node:crypto';
import type { OpsFlightStock, OpsFlightStockSetRequest, PickList } from '@dfs/contract/ops/flights';
import { pickList } from '@dfs/domain/pick-list';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client';
import { Conflict } from '../../errors';
import { safeCell } from '../../shared/csv-cells';
import type { AuditStep } from '../audit/audit.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { FlightRanges } from '../onboard/flight-range.service';
import type { OrdersService } from '../orders/orders.service';
import { flightView } from './flight-view';
import type { FlightRow, FlightsOpsRepository } from './flights-ops.repository';

/**
 * What goes on board (issue 18): the flight's on-board range and stock, and the pick list of its
 * confirmed pre-orders grouped by seat with each item's total; printing it is recorded so orders
 * placed afterwards show as new.
 */
export function pickLists(deps: {
  repository: FlightsOpsRepository;
  orders: Pick<OrdersService, 'toLoad'>;
  ranges: FlightRanges;
  catalogue: Pick<CatalogueService, 'itemLabels'>;
  now: () => Date;
  found: (id: number, tx?: Db) => Promise<FlightRow>;
}) {
  const { repository, orders, ranges, catalogue, now, found } = deps;

  async function list(flightId: number): Promise<PickList> {
    const flight = await found(flightId);
    const toLoad = await orders.toLoad(flightId);
    const { seats, totals } = pickList(toLoad, flight.pickListPrintedAt);
    const labels = await catalogue.itemLabels(toLoad.flatMap((o) => o.lines.map((l) => l.itemId)));
    const line = (itemId: number, quantity: number) => ({
      itemId,
      itemCode: labels.get(itemId)?.itemCode ?? '',
      name: labels.get(itemId)?.name ?? '',
      quantity,
    });
    return {
      flight: flightView(flight, toLoad.length),
      printedAt: flight.pickListPrintedAt?.toISOString() ?? null,
      seats: seats.map((s) => ({
        seatNumber: s.seatNumber,
        orders: s.orders.map((o) => ({
          orderCode: o.orderCode,
          passenger: o.passenger,
          isNew: o.isNew,
          lines: o.lines.map((l) => line(l.itemId, l.quantity)),
        })),
      })),
      totals: [...totals]
        .map(([itemId, quantity]) => line(itemId, quantity))
        .sort((a, b) => a.itemCode.localeCompare(b.itemCode)),
    };
  }

  return {
    pickList: list,

    /** Records that the list was printed now (orders placed later show as new). */
    async markPrinted(flightId: number, audit: AuditStep): Promise<PickList> {
      await repository.transaction(async (tx) => {
        const flight = await found(flightId, tx);
        const at = now();
        await repository.update(tx, flightId, { pickListPrintedAt: at });
        await audit(tx, {
          action: 'update',
          entity: 'flight',
          entityId: flightId,
          before: { pickListPrintedAt: flight.pickListPrintedAt?.toISOString() ?? null },
          after: { pickListPrintedAt: at.toISOString() },
        });
      });
      return list(flightId);
    },

    /** The pick list as CSV: one row per order line, then the totals. */
    async pickListCsv(flightId: number): Promise<{ name: string; csv: string }> {
      const shown = await list(flightId);
      const rows: string[][] = [['seat', 'orderCode', 'passenger', 'new', 'itemCode', 'item', 'quantity']];
      for (const seat of shown.seats) {
        for (const order of seat.orders) {
          for (const l of order.lines) {
            rows.push([
              seat.seatNumber,
              order.orderCode,
              order.passenger,
              order.isNew ? 'yes' : '',
              l.itemCode,
              l.name,
              String(l.quantity),
            ]);
          }
        }
      }
      for (const t of shown.totals) rows.push(['TOTAL', '', '', '', t.itemCode, t.name, String(t.quantity)]);
      const day = shown.flight.departureAt.slice(0, 10);
      return {
        name: `pick-list-${shown.flight.flightNumber}-${day}.csv`,
        csv: stringify(rows.map((r) => r.map(safeCell))),
      };
    },

    async stock(flightId: number): Promise<OpsFlightStock> {
      await found(flightId);
      const lines = await ranges.rangeOf(flightId);
      return { flightId, lines, version: rangeVersion(lines) };
    },

    /**
     * A range to start from: the named flight's, else that of the latest earlier flight of the route
     * that carries one (quantities as they were loaded there).
     */
    async stockTemplate(flightId: number, fromFlightId?: number): Promise<OpsFlightStock> {
      const flight = await found(flightId);
      // The version is this flight's: saving the template replaces the range the station had read.
      const version = rangeVersion(await ranges.rangeOf(flightId));
      if (fromFlightId)
        return { flightId, lines: await ranges.rangeOf((await found(fromFlightId)).id), version };
      for (const other of await repository.earlierOnRoute(
        flight.origin,
        flight.destination,
        flight.departureAt,
        flight.id,
      )) {
        const lines = await ranges.rangeOf(other.id);
        if (lines.length > 0) return { flightId, lines, version };
      }
      return { flightId, lines: [], version };
    },

    /** Replaces the flight's range and stock; audited with the lines before and after. */
    async setStock(request: OpsFlightStockSetRequest, audit: AuditStep): Promise<OpsFlightStock> {
      try {
        await repository.transaction(async (tx) => {
          await found(request.flightId, tx);
          const before = await ranges.rangeOf(request.flightId, tx);
          // Two stations editing one range, or on-board sales since it was read: the later save is
          // refused rather than silently undoing the other's lines (issue 46).
          if (rangeVersion(before) !== request.version)
            throw new Conflict('api.flights.rangeChangedMeanwhile');
          await ranges.replace(tx, request.flightId, request.lines);
          const brief = (lines: readonly { itemId: number; quantity: number }[]) =>
            Object.fromEntries(lines.map((l) => [l.itemId, l.quantity]));
          await audit(tx, {
            action: 'update',
            entity: 'flight-stock',
            entityId: request.flightId,
            before: brief(before),
            after: brief(request.lines),
          });
        });
      } finally {
        ranges.invalidate();
      }
      const lines = await ranges.rangeOf(request.flightId);
      return { flightId: request.flightId, lines, version: rangeVersion(lines) };
    },
  };
}

/** A range's version: a digest of its lines (item and quantity), the same for the same range. */
export function rangeVersion(lines: readonly { itemId: number; quantity: number }[]): string {
  const text = [...lines]
    .sort((a, b) => a.itemId - b.itemId)
    .map((l) => `${l.itemId}:${l.quantity}`)
    .join(',');
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}
