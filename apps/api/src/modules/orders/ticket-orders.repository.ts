import { OrderRequestStatus } from '@dfs/domain/order-status';
import type { TicketHoldings } from '@dfs/domain/ticket-limits';
import { and, count, desc, eq, gte, inArray, isNotNull, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from './orders.schema';

const open = inArray(orders.orderRequestStatus, [
  OrderRequestStatus.PendingPayment,
  OrderRequestStatus.Confirmed,
]);

/** The orders repository's reads by ticket: the per-ticket limits and the orders on a passenger's tickets. */
export function ticketOrderQueries(db: Db) {
  return {
    /**
     * What a ticket's open pre-orders (awaiting payment or confirmed) on a flight hold: how many, and the
     * paid units of `itemIds`; only `onlyCustomerId`'s orders when given, never `exceptOrderId` (an order
     * being moved). The pair is locked first, for the rest of the caller's transaction, so two orders
     * placed at once are counted one after the other. Counted in SQL: a ticket with many orders costs
     * two indexed aggregates, not a read of every order.
     */
    async ticketHoldings(
      tx: Db,
      q: {
        ticketNumber: string;
        flightId: number;
        itemIds: readonly number[];
        exceptOrderId?: number;
        onlyCustomerId?: number | null;
      },
    ): Promise<TicketHoldings> {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`sector:${q.ticketNumber}:${q.flightId}`}))`,
      );
      const onTicket = and(
        eq(orders.kind, 'preorder'),
        eq(orders.ticketNumber, q.ticketNumber),
        eq(orders.flightId, q.flightId),
        open,
        q.exceptOrderId === undefined ? undefined : ne(orders.id, q.exceptOrderId),
        q.onlyCustomerId == null ? undefined : eq(orders.customerId, q.onlyCustomerId),
      );
      const [[counted], held] = await Promise.all([
        tx.select({ n: count() }).from(orders).where(onTicket),
        q.itemIds.length === 0
          ? Promise.resolve([])
          : tx
              .select({ itemId: orderItems.itemId, units: sum(orderItems.quantity).mapWith(Number) })
              .from(orderItems)
              .innerJoin(orders, eq(orders.id, orderItems.orderId))
              .where(and(onTicket, eq(orderItems.isFree, false), inArray(orderItems.itemId, [...q.itemIds])))
              .groupBy(orderItems.itemId),
      ]);
      return { openOrders: counted?.n ?? 0, held: new Map(held.map((h) => [h.itemId, h.units] as const)) };
    },

    /** The tickets a customer has ordered on (their own orders, any status) for flights since `since`. */
    async ticketsOrderedBy(customerId: number, since: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ ticketNumber: orders.ticketNumber })
        .from(orders)
        .where(
          and(
            eq(orders.customerId, customerId),
            isNotNull(orders.ticketNumber),
            gte(orders.departureDate, since),
          ),
        );
      return rows.map((r) => r.ticketNumber!);
    },

    /** Open pre-orders somebody other than the customer placed on these tickets, newest first. */
    othersOpenOnTickets(ticketNumbers: readonly string[], customerId: number, limit: number) {
      if (ticketNumbers.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.kind, 'preorder'),
            inArray(orders.ticketNumber, [...ticketNumbers]),
            open,
            sql`${orders.customerId} IS DISTINCT FROM ${customerId}`,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },
  };
}
