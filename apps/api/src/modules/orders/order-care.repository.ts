import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderHistory } from './order-history.schema';
import { orders } from './orders.schema';
import { refundRequestQueries } from './refund-requests.repository';

export type OrderHistoryRow = typeof orderHistory.$inferSelect;
export type NewOrderHistory = Omit<typeof orderHistory.$inferInsert, 'id'>;

/** What customer care looks an order up by; each is one index range (see the orders' indexes). */
export type OrderSearch =
  | { by: 'code'; code: string }
  | { by: 'email'; email: string; customerIds: readonly number[] }
  | { by: 'ticket'; ticket: string }
  | { by: 'flight'; flightNumber: string; from?: Date | undefined; until?: Date | undefined };

function whereOf(search: OrderSearch): SQL {
  switch (search.by) {
    case 'code':
      return eq(orders.orderCode, search.code);
    case 'ticket':
      return eq(orders.ticketNumber, search.ticket);
    case 'email': {
      const byGuest = sql`lower(${orders.guestEmail}) = lower(${search.email})`;
      return search.customerIds.length > 0
        ? sql`(${byGuest} OR ${inArray(orders.customerId, [...search.customerIds])})`
        : byGuest;
    }
    case 'flight':
      return and(
        eq(orders.flightNumber, search.flightNumber),
        search.from ? sql`${orders.departureDate} >= ${search.from.toISOString()}` : undefined,
        search.until ? sql`${orders.departureDate} < ${search.until.toISOString()}` : undefined,
      )!;
  }
}

/** Customer care's reads and the order history (DESIGN.md §10: the orders module owns both tables). */
export function createOrderCareRepository(db: Db) {
  return {
    /** Refunds waiting for a second staff member. */
    refundRequests: refundRequestQueries(db),

    /** One page of the orders matching, newest first, with the count of all of them. */
    async search(search: OrderSearch, limit: number, offset: number) {
      const where = whereOf(search);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Writes one state change, in the transaction that makes it. */
    async record(tx: Db, entry: NewOrderHistory) {
      await tx.insert(orderHistory).values(entry);
    },

    historyOf(orderId: number, tx: Db = db): Promise<OrderHistoryRow[]> {
      return tx
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, orderId))
        .orderBy(asc(orderHistory.at), asc(orderHistory.id));
    },

    /** The change a staff request made already (its retry answers it again). */
    byRequest(requestId: string, tx: Db = db) {
      return tx
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.requestId, requestId))
        .then((rows) => rows[0]);
    },

    /** The replacements recorded for an order. */
    replacementsOf(orderId: number, tx: Db = db) {
      return tx
        .select({ id: orders.id, orderCode: orders.orderCode })
        .from(orders)
        .where(eq(orders.replacesOrderId, orderId))
        .orderBy(asc(orders.id));
    },

    /** Serialises staff requests on one order beyond its row lock (a request id claimed once). */
    async lockRequest(tx: Db, requestId: string) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`order-request:${requestId}`}))`);
    },
  };
}

export type OrderCareRepository = ReturnType<typeof createOrderCareRepository>;
