import type {
  OpsFlight,
  OpsFlightCreateRequest,
  OpsFlightSetStatusRequest,
  OpsFlightStatusResult,
  OpsFlightsPage,
  OpsFlightsQuery,
  OpsFlightUpdateRequest,
  OpsPreOrderWindow,
  OpsPreOrderWindowSetRequest,
} from '@dfs/contract/ops/flights';
import { fromAirportLocal } from '@dfs/domain/airport-time';
import { checkPreOrderWindow } from '@dfs/domain/flight-rules';
import { canSetFlightStatus } from '@dfs/domain/flight-status';
import { flightTimingRefusal } from '@dfs/domain/flight-timing';
import type { Db } from '../../db/client';
import { Conflict, NotFound, RuleViolation } from '../../errors';
import type { AuditStep } from '../audit/audit.service';
import type { FlightRanges } from '../onboard/flight-range.service';
import type { OrdersService } from '../orders/orders.service';
import { flightImport } from './flight-import';
import { audited, flightView } from './flight-view';
import type { FlightsService } from './flights.service';
import type { FlightRow, FlightsOpsRepository } from './flights-ops.repository';
import { pickLists } from './pick-lists';

export interface FlightsOpsDeps {
  repository: FlightsOpsRepository;
  flights: Pick<FlightsService, 'preOrderWindow' | 'airportTimeZone'>;
  orders: Pick<OrdersService, 'flightCancelled' | 'flightRetimed' | 'toLoad' | 'loadCounts'>;
  ranges: FlightRanges;
  catalogue: Parameters<typeof pickLists>[0]['catalogue'];
  /** A transaction whose outbox messages (the travellers' e-mails) run after its commit. */
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  now: () => Date;
}

/**
 * The station's flights (issue 18): the schedule, each flight's status and what a change of it does to
 * the orders, the pre-order windows, the on-board range and the pick list. Every write is audited in
 * its own transaction.
 */
export function createFlightsOps(deps: FlightsOpsDeps) {
  const { repository, orders, now } = deps;

  async function found(id: number, tx?: Db): Promise<FlightRow> {
    const row = tx ? await repository.lock(tx, id) : await repository.byId(id);
    if (!row) throw new NotFound('api.flights.notFound');
    return row;
  }

  async function checkRoute(tx: Db, origin: string, destination: string) {
    if (origin === destination) throw new RuleViolation('api.flights.sameAirports');
    const known = await repository.airportCodes([origin, destination], tx);
    if (!known.has(origin) || !known.has(destination)) throw new RuleViolation('api.flights.unknownAirport');
  }

  /** The departure a request names: an instant, or a time on the origin airport's clock. */
  async function departureOf(instant: string | undefined, local: string | undefined, origin: string, tx: Db) {
    if (instant !== undefined) return new Date(instant);
    const zone = (await deps.flights.airportTimeZone(origin, tx)) ?? 'UTC';
    const at = fromAirportLocal(local!, zone);
    if (at === 'skipped') throw new RuleViolation('api.flights.localTimeSkipped', { time: local, zone });
    if (at === 'invalid') throw new RuleViolation('api.flights.localTimeInvalid', { time: local });
    return at;
  }

  function checkTiming(kind: 'schedule' | 'retime' | 'departed', departureAt: Date) {
    const refusal = flightTimingRefusal({ kind, departureAt, now: now() });
    if (refusal) throw new RuleViolation(`api.flights.${refusal}`);
  }

  const view = async (row: FlightRow) =>
    flightView(row, (await orders.loadCounts([row.id])).get(row.id) ?? 0);

  return {
    found,
    view,
    ...flightImport({ repository, now }),
    ...pickLists({ ...deps, found }),

    async page(query: OpsFlightsQuery): Promise<OpsFlightsPage> {
      const { rows, total } = await repository.page(query);
      const counts = await orders.loadCounts(rows.map((r) => r.id));
      return {
        total,
        page: query.page,
        pageSize: query.pageSize,
        flights: rows.map((r) => flightView(r, counts.get(r.id) ?? 0)),
      };
    },

    async create(request: OpsFlightCreateRequest, audit: AuditStep): Promise<OpsFlight> {
      return repository.transaction(async (tx) => {
        await checkRoute(tx, request.origin, request.destination);
        const departureAt = await departureOf(
          request.departureAt,
          request.departureLocal,
          request.origin,
          tx,
        );
        checkTiming('schedule', departureAt);
        if (await repository.exists(tx, request.flightNumber, departureAt)) {
          throw new Conflict('api.flights.duplicate');
        }
        const { departureLocal: _local, ...flight } = request;
        const [id] = await repository.insert(tx, [{ ...flight, departureAt }]);
        const row = (await repository.byId(id!, tx))!;
        await audit(tx, {
          action: 'create',
          entity: 'flight',
          entityId: id!,
          before: null,
          after: audited(row),
        });
        return flightView(row);
      });
    },

    /** Number and route, at the version the station read (409 otherwise). */
    async update(request: OpsFlightUpdateRequest, audit: AuditStep): Promise<OpsFlight> {
      const row = await repository.transaction(async (tx) => {
        const current = await found(request.id, tx);
        if (current.version !== request.version) throw new Conflict('api.flights.changedMeanwhile');
        const next = {
          flightNumber: request.flightNumber ?? current.flightNumber,
          origin: request.origin ?? current.origin,
          destination: request.destination ?? current.destination,
        };
        await checkRoute(tx, next.origin, next.destination);
        if (await repository.exists(tx, next.flightNumber, current.departureAt, current.id)) {
          throw new Conflict('api.flights.duplicate');
        }
        await repository.update(tx, current.id, { ...next, version: current.version + 1 });
        const updated = (await repository.byId(current.id, tx))!;
        await audit(tx, {
          action: 'update',
          entity: 'flight',
          entityId: current.id,
          before: audited(current),
          after: audited(updated),
        });
        return updated;
      });
      return view(row);
    },

    /**
     * SetStatus: a cancelled flight's travellers are e-mailed and offered a move or a refund; a
     * retimed flight's orders take the new departure and cut-off and their travellers are e-mailed.
     * The status, the orders and the audit entry commit together; the e-mails go after the commit.
     */
    async setStatus(request: OpsFlightSetStatusRequest, audit: AuditStep): Promise<OpsFlightStatusResult> {
      const { row, told } = await deps.transaction(async (tx) => {
        const current = await found(request.flightId, tx);
        if (!canSetFlightStatus(current.status, request.status)) {
          throw new RuleViolation('api.flights.statusNotAllowed', {
            from: current.status,
            to: request.status,
          });
        }
        let told = 0;
        const changes: Parameters<FlightsOpsRepository['update']>[2] = {
          status: request.status,
          version: current.version + 1,
        };
        if (request.status === 'cancelled') {
          changes.cancelledAt = now();
          told = await orders.flightCancelled(tx, current.id);
        }
        if (request.status === 'departed') checkTiming('departed', current.departureAt);
        if (request.status === 'retimed') {
          const departure = await departureOf(
            request.newDeparture,
            request.newDepartureLocal,
            current.origin,
            tx,
          );
          checkTiming('retime', departure);
          if (await repository.exists(tx, current.flightNumber, departure, current.id)) {
            throw new Conflict('api.flights.duplicate');
          }
          changes.departureAt = departure;
          const window = await deps.flights.preOrderWindow(current.origin, current.destination, tx);
          told = await orders.flightRetimed(tx, current.id, departure, window);
        }
        await repository.update(tx, current.id, changes);
        const updated = (await repository.byId(current.id, tx))!;
        await audit(tx, {
          action: 'update',
          entity: 'flight',
          entityId: current.id,
          before: audited(current),
          after: { ...audited(updated), ordersTold: told },
        });
        return { row: updated, told };
      });
      return { flight: await view(row), ordersTold: told };
    },

    async windows(): Promise<OpsPreOrderWindow[]> {
      return (await repository.windows()).map(({ id: _id, ...w }) => w);
    },

    /** Sets the default window or a route's (version 0 creates a route's; else 409 when stale). */
    async setWindow(request: OpsPreOrderWindowSetRequest, audit: AuditStep): Promise<OpsPreOrderWindow> {
      if (checkPreOrderWindow(request) !== 'ok') throw new RuleViolation('api.flights.cutoffAfterOpening');
      return repository.transaction(async (tx) => {
        if (request.origin) await checkRoute(tx, request.origin, request.destination);
        const current = await repository.window(request.origin, request.destination, tx);
        if ((current?.version ?? 0) !== request.version) throw new Conflict('api.flights.windowChanged');
        const { id: _id, ...saved } = await repository.saveWindow(tx, {
          ...request,
          version: request.version + 1,
        });
        const before = current ? { openDays: current.openDays, cutoffHours: current.cutoffHours } : null;
        await audit(tx, {
          action: current ? 'update' : 'create',
          entity: 'preorder-window',
          entityId: `${request.origin || '*'}-${request.destination || '*'}`,
          before,
          after: { openDays: saved.openDays, cutoffHours: saved.cutoffHours },
        });
        return saved;
      });
    },
  };
}

export type FlightsOps = ReturnType<typeof createFlightsOps>;
