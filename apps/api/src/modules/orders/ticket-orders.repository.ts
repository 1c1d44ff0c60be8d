import { OrderRequestStatus } from '@dfs/domain/order-status';
import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
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
     * The open pre-orders (awaiting payment or confirmed) a ticket holds on a flight, each with who
     * placed it and its paid lines; `exceptOrderId` leaves out an order being moved. The pair is locked
     * first, for the rest of the caller's transaction, so two orders placed at once are counted one
     * after the other.
     */
    async openPreOrdersOnTicket(tx: Db, ticketNumber: string, flightId: number, exceptOrderId?: number) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sector:${ticketNumber}:${flightId}`}))`);
      const found = await tx
        .select({ id: orders.id, customerId: orders.customerId })
        .from(orders)
        .where(
          and(
            eq(orders.kind, 'preorder'),
            eq(orders.ticketNumber, ticketNumber),
            eq(orders.flightId, flightId),
            open,
            exceptOrderId === undefined ? undefined : sql`${orders.id} <> ${exceptOrderId}`,
          ),
        );
      if (found.length === 0) return [];
      const ids = found.map((o) => o.id);
      const lines = await tx
        .select({ orderId: orderItems.orderId, itemId: orderItems.itemId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(and(inArray(orderItems.orderId, ids), eq(orderItems.isFree, false)));
      return found.map((o) => ({ ...o, lines: lines.filter((l) => l.orderId === o.id) }));
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
