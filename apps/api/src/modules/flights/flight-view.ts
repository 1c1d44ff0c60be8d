import type { OpsFlight } from '@dfs/contract/ops/flights';
import type { FlightRow } from './flights-ops.repository';

/** A flight as the console shows it, with how many pre-orders it has to load. */
export function flightView(row: FlightRow, orders = 0): OpsFlight {
  return {
    id: row.id,
    flightNumber: row.flightNumber,
    origin: row.origin,
    destination: row.destination,
    departureAt: row.departureAt.toISOString(),
    originTimeZone: row.originTimeZone,
    status: row.status,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    pickListPrintedAt: row.pickListPrintedAt?.toISOString() ?? null,
    orders,
    version: row.version,
  };
}

/** What the audit log keeps of a flight. */
export const audited = (row: FlightRow) => {
  const { orders: _o, originTimeZone: _z, ...rest } = flightView(row);
  return rest;
};
