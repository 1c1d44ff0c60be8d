import { OrderRequestStatus } from '@dfs/domain/order-status';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { handOvers } from './hand-overs.schema';
import { orders } from './orders.schema';

export type HandOverRow = typeof handOvers.$inferSelect;
export type NewHandOver = typeof handOvers.$inferInsert;

/** Orders the crew still has to hand over. */
export const toCollect = [OrderRequestStatus.Confirmed, OrderRequestStatus.MovedToAnotherFlight];

/** The crew's hand-overs and the reads of orders by flight (the orders module's tables only). */
export function createHandOversRepository(db: Db) {
  return {
    /**
     * Claims a client id in the caller's transaction: a concurrent sync with the same id waits on
     * the unique index until this one ends, then finds the committed record.
     */
    async byClientId(tx: Db, clientId: string): Promise<HandOverRow | undefined> {
      const [row] = await tx.select().from(handOvers).where(eq(handOvers.clientId, clientId));
      return row;
    },

    /** Inserts a record; undefined when its client id was taken meanwhile (a concurrent replay). */
    async insert(tx: Db, row: NewHandOver): Promise<HandOverRow | undefined> {
      const [inserted] = await tx.insert(handOvers).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    /** Hand-overs a second device recorded for an order handed over already, newest first. */
    flagged(flightId?: number) {
      return db
        .select({
          orderCode: orders.orderCode,
          flightId: handOvers.flightId,
          flightNumber: orders.flightNumber,
          departureAt: orders.departureDate,
          outcome: handOvers.outcome,
          staffId: handOvers.staffId,
          recordedAt: handOvers.recordedAt,
          receivedAt: handOvers.receivedAt,
        })
        .from(handOvers)
        .innerJoin(orders, eq(orders.id, handOvers.orderId))
        .where(and(eq(handOvers.flagged, true), flightId ? eq(handOvers.flightId, flightId) : undefined))
        .orderBy(desc(handOvers.receivedAt))
        .limit(500);
    },

    /** A flight's hand-overs holding cash or flagged (the station's reconciliation), newest first. */
    cashOnFlight(flightId: number) {
      return db
        .select({
          orderCode: orders.orderCode,
          currencyId: orders.currencyId,
          staffId: handOvers.staffId,
          cashDueMinor: handOvers.cashDueMinor,
          cashTakenMinor: handOvers.cashTakenMinor,
          cashDifferenceMinor: handOvers.cashDifferenceMinor,
          flagged: handOvers.flagged,
          recordedAt: handOvers.recordedAt,
          receivedAt: handOvers.receivedAt,
        })
        .from(handOvers)
        .innerJoin(orders, eq(orders.id, handOvers.orderId))
        .where(
          and(
            eq(handOvers.flightId, flightId),
            or(isNotNull(handOvers.cashTakenMinor), eq(handOvers.flagged, true)),
          ),
        )
        .orderBy(desc(handOvers.receivedAt), desc(handOvers.id));
    },

    /** The orders of a flight the crew hands over or has handed over, by seat. */
    ordersOnFlight(flightId: number) {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.flightId, flightId),
            inArray(orders.orderRequestStatus, [...toCollect, OrderRequestStatus.HandedOver]),
          ),
        )
        .orderBy(asc(orders.seatNumber), asc(orders.id));
    },

    /** How many orders each flight has still to hand over. */
    async toCollectPerFlight(flightIds: readonly number[]): Promise<Map<number, number>> {
      if (flightIds.length === 0) return new Map();
      const rows = await db
        .select({ flightId: orders.flightId, n: count() })
        .from(orders)
        .where(and(inArray(orders.flightId, [...flightIds]), inArray(orders.orderRequestStatus, toCollect)))
        .groupBy(orders.flightId);
      return new Map(rows.map((r) => [r.flightId ?? 0, r.n]));
    },

    /** Orders still to collect whose flight departed before `before` (the clock's not-collected sweep). */
    dueNotCollected(before: Date, limit: number) {
      return db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            inArray(orders.orderRequestStatus, toCollect),
            lt(orders.departureDate, sql`${before.toISOString()}::timestamptz`),
          ),
        )
        .orderBy(asc(orders.departureDate))
        .limit(limit);
    },
  };
}

export type HandOversRepository = ReturnType<typeof createHandOversRepository>;
