import type { OpsFlightsQuery } from '@dfs/contract/ops/flights';
import { and, asc, count, eq, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { airports, flights, preOrderWindows } from './flights.schema';

export type FlightRow = typeof flights.$inferSelect & { originTimeZone: string };
export type NewFlight = Pick<
  typeof flights.$inferInsert,
  'flightNumber' | 'origin' | 'destination' | 'departureAt'
>;
export type WindowRow = typeof preOrderWindows.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

const withZone = {
  id: flights.id,
  flightNumber: flights.flightNumber,
  origin: flights.origin,
  destination: flights.destination,
  departureAt: flights.departureAt,
  status: flights.status,
  cancelledAt: flights.cancelledAt,
  pickListPrintedAt: flights.pickListPrintedAt,
  version: flights.version,
  originTimeZone: airports.timeZone,
};

/** The station's side of the schedule: flights as staff edit them, and the pre-order windows. */
export function createFlightsOpsRepository(db: Db) {
  const select = (tx: Db = db) =>
    tx.select(withZone).from(flights).innerJoin(airports, eq(airports.code, flights.origin)).$dynamic();

  return {
    transaction: <T>(work: (tx: Db) => Promise<T>) => inTransaction(db, work),

    async page(query: OpsFlightsQuery): Promise<{ rows: FlightRow[]; total: number }> {
      const where: SQL[] = [];
      if (query.date) {
        const from = new Date(`${query.date}T00:00:00Z`);
        where.push(
          gte(flights.departureAt, from),
          lt(flights.departureAt, new Date(from.getTime() + DAY_MS)),
        );
      }
      if (query.origin) where.push(eq(flights.origin, query.origin));
      if (query.destination) where.push(eq(flights.destination, query.destination));
      if (query.status) where.push(eq(flights.status, query.status));
      const filter = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        select()
          .where(filter)
          .orderBy(asc(flights.departureAt), asc(flights.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(flights).where(filter),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async byId(id: number, tx: Db = db): Promise<FlightRow | undefined> {
      return (await select(tx).where(eq(flights.id, id)))[0];
    },

    async lock(tx: Db, id: number): Promise<FlightRow | undefined> {
      await tx.execute(sql`SELECT id FROM ${flights} WHERE ${flights.id} = ${id} FOR UPDATE`);
      return this.byId(id, tx);
    },

    async insert(tx: Db, values: NewFlight[]): Promise<number[]> {
      if (values.length === 0) return [];
      return (await tx.insert(flights).values(values).returning({ id: flights.id })).map((r) => r.id);
    },

    async update(tx: Db, id: number, values: Partial<typeof flights.$inferInsert>) {
      await tx.update(flights).set(values).where(eq(flights.id, id));
    },

    /** Whether a flight of that number departs at that instant already (other than `except`). */
    async exists(tx: Db, flightNumber: string, departureAt: Date, except?: number): Promise<boolean> {
      const rows = await tx
        .select({ id: flights.id })
        .from(flights)
        .where(
          and(
            eq(flights.flightNumber, flightNumber),
            eq(flights.departureAt, departureAt),
            except ? ne(flights.id, except) : undefined,
          ),
        );
      return rows.length > 0;
    },

    async airportCodes(codes: string[], tx: Db = db): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await tx
        .select({ code: airports.code })
        .from(airports)
        .where(inArray(airports.code, [...new Set(codes)]));
      return new Set(rows.map((r) => r.code));
    },

    /** The latest other flight of the route departing before `before` (a template for its range). */
    async earlierOnRoute(origin: string, destination: string, before: Date, except: number) {
      return select()
        .where(
          and(
            eq(flights.origin, origin),
            eq(flights.destination, destination),
            lte(flights.departureAt, before),
            ne(flights.id, except),
          ),
        )
        .orderBy(sql`${flights.departureAt} DESC`)
        .limit(20);
    },

    windows(tx: Db = db): Promise<WindowRow[]> {
      return tx
        .select()
        .from(preOrderWindows)
        .orderBy(asc(preOrderWindows.origin), asc(preOrderWindows.destination));
    },

    async window(origin: string, destination: string, tx: Db = db): Promise<WindowRow | undefined> {
      const rows = await tx
        .select()
        .from(preOrderWindows)
        .where(and(eq(preOrderWindows.origin, origin), eq(preOrderWindows.destination, destination)))
        .for('update');
      return rows[0];
    },

    async saveWindow(tx: Db, row: Omit<WindowRow, 'id'>): Promise<WindowRow> {
      const [saved] = await tx
        .insert(preOrderWindows)
        .values(row)
        .onConflictDoUpdate({
          target: [preOrderWindows.origin, preOrderWindows.destination],
          set: { openDays: row.openDays, cutoffHours: row.cutoffHours, version: row.version },
        })
        .returning();
      return saved!;
    },
  };
}

export type FlightsOpsRepository = ReturnType<typeof createFlightsOpsRepository>;
