import { FLIGHT_IMPORT_COLUMNS, type OpsFlightImportResult } from '@dfs/contract/ops/flights';
import { flightTimingRefusal } from '@dfs/domain/flight-timing';
import { parse } from 'csv-parse/sync';
import { BadRequest } from '../../errors';
import type { AuditStep } from '../audit/audit.service';
import type { FlightsOpsRepository, NewFlight } from './flights-ops.repository';

/** Thrown inside the import's transaction to roll it back (a dry run, or a row failed). */
class RollBack extends Error {}

const MAX_ROWS = 5_000;
const FLIGHT_NUMBER = /^[A-Z0-9]{2}\d{1,5}[A-Z]?$/;
const AIRPORT = /^[A-Z]{3}$/;
/** An instant with its offset: 2026-12-01T08:30:00Z or 2026-12-01T11:30+03:00. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Flights from CSV (flightNumber, origin, destination, departureAt): every row is checked and listed;
 * the flights are written only when no row failed and it is not a dry run, all in one transaction
 * with one audit entry per flight: nothing is ever half-imported.
 */
export function flightImport(deps: { repository: FlightsOpsRepository; now: () => Date }) {
  const { repository, now } = deps;
  return {
    async importCsv(csv: string, dryRun: boolean, audit: AuditStep): Promise<OpsFlightImportResult> {
      let records: string[][];
      try {
        records = parse(csv, { skip_empty_lines: true, relax_column_count: false, bom: true }) as string[][];
      } catch {
        throw new BadRequest('api.staff.csvUnreadable');
      }
      const [header, ...body] = records;
      const columns = (header ?? []).map((c) => c.trim());
      if (
        columns.length !== FLIGHT_IMPORT_COLUMNS.length ||
        !FLIGHT_IMPORT_COLUMNS.every((c) => columns.includes(c))
      ) {
        throw new BadRequest('api.staff.csvHeader');
      }
      if (body.length === 0 || body.length > MAX_ROWS) throw new BadRequest('api.staff.csvRows');
      const cell = (cells: string[], name: (typeof FLIGHT_IMPORT_COLUMNS)[number]) =>
        (cells[columns.indexOf(name)] ?? '').trim();

      const rows: OpsFlightImportResult['rows'] = [];
      let applied = false;
      try {
        await repository.transaction(async (tx) => {
          const parsed = body.map((cells) => ({
            flightNumber: cell(cells, 'flightNumber').toUpperCase(),
            origin: cell(cells, 'origin').toUpperCase(),
            destination: cell(cells, 'destination').toUpperCase(),
            departureAt: cell(cells, 'departureAt'),
          }));
          const known = await repository.airportCodes(
            parsed.flatMap((p) => [p.origin, p.destination]),
            tx,
          );
          const seen = new Set<string>();
          const valid: NewFlight[] = [];
          for (const [index, p] of parsed.entries()) {
            const at = INSTANT.test(p.departureAt) ? new Date(p.departureAt) : new Date(Number.NaN);
            const key = `${p.flightNumber}@${at.getTime()}`;
            const error = !FLIGHT_NUMBER.test(p.flightNumber)
              ? 'flightNumber: carrier code and number, e.g. ET500'
              : !AIRPORT.test(p.origin) || !known.has(p.origin)
                ? 'origin: unknown airport'
                : !AIRPORT.test(p.destination) || !known.has(p.destination)
                  ? 'destination: unknown airport'
                  : p.origin === p.destination
                    ? 'destination: the same as origin'
                    : Number.isNaN(at.getTime())
                      ? 'departureAt: ISO 8601 with an offset, e.g. 2026-12-01T08:30:00Z'
                      : flightTimingRefusal({ kind: 'schedule', departureAt: at, now: now() })
                        ? 'departureAt: in the past'
                        : seen.has(key)
                          ? 'listed twice'
                          : (await repository.exists(tx, p.flightNumber, at))
                            ? 'this flight departs at that time already'
                            : null;
            seen.add(key);
            rows.push({
              line: index + 2,
              flightNumber: p.flightNumber,
              departureAt: Number.isNaN(at.getTime()) ? p.departureAt : at.toISOString(),
              error,
            });
            if (!error)
              valid.push({
                flightNumber: p.flightNumber,
                origin: p.origin,
                destination: p.destination,
                departureAt: at,
              });
          }
          if (dryRun || rows.some((r) => r.error)) throw new RollBack();
          const ids = await repository.insert(tx, valid);
          for (const [i, id] of ids.entries()) {
            const f = valid[i]!;
            await audit(tx, {
              action: 'create',
              entity: 'flight',
              entityId: id,
              before: null,
              after: {
                ...f,
                departureAt: f.departureAt.toISOString(),
                status: 'scheduled',
                source: 'import',
              },
            });
          }
          applied = true;
        });
      } catch (error) {
        if (!(error instanceof RollBack)) throw error;
      }
      return { applied, rows };
    },
  };
}
