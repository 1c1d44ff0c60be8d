import { OrderRequestStatus } from '@dfs/domain/order-status';
import { and, asc, count, desc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/client';
import { idempotencyKeys } from './idempotency.schema';
import { orderItems, orders } from './orders.schema';
import { ticketOrderQueries } from './ticket-orders.repository';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;

export function createOrdersRepository(db: Db) {
  return {
    ...ticketOrderQueries(db),
    transaction: <T>(work: (tx: Db) => Promise<T>) => inTransaction(db, work),

    /**
     * Claims an idempotency key in the caller's transaction. A concurrent request with the same key
     * waits on the primary key until this transaction ends; a committed key comes back as `existing`.
     */
    async claimIdempotencyKey(tx: Db, scope: string, key: string, requestHash: string) {
      const inserted = await tx
        .insert(idempotencyKeys)
        .values({ scope, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) return { claimed: true as const };
      const [existing] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      return { claimed: false as const, existing };
    },

    /** Whether a key has a committed reply already (read before the transaction; no lock). */
    async idempotentReply(scope: string, key: string): Promise<boolean> {
      const [row] = await db
        .select({ status: idempotencyKeys.responseStatus })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      return row?.status != null;
    },

    /** The committed replies to this request (same scope, same body) under any key, newest first. */
    async repliesTo(scope: string, requestHash: string): Promise<unknown[]> {
      const rows = await db
        .select({ body: idempotencyKeys.responseBody })
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.scope, scope),
            eq(idempotencyKeys.requestHash, requestHash),
            eq(idempotencyKeys.responseStatus, 200),
          ),
        )
        .orderBy(desc(idempotencyKeys.createdAt))
        .limit(5);
      return rows.map((r) => r.body);
    },

    async saveIdempotentResponse(tx: Db, scope: string, key: string, status: number, body: unknown) {
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: status, responseBody: body })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    },

    /** Forgets idempotency keys claimed before `before` (a retry after that places a new order). */
    async pruneIdempotencyKeys(before: Date): Promise<number> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before))
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },

    /** Inserts an order; undefined when its code is taken (the caller draws another). */
    async insertOrder(tx: Db, order: NewOrder): Promise<OrderRow | undefined> {
      const [row] = await tx.insert(orders).values(order).onConflictDoNothing().returning();
      return row;
    },

    async insertItems(tx: Db, lines: (typeof orderItems.$inferInsert)[]) {
      if (lines.length > 0) await tx.insert(orderItems).values(lines);
    },

    /** The order, locked for the rest of the caller's transaction. */
    lockOrder(tx: Db, id: number) {
      return tx
        .select()
        .from(orders)
        .where(eq(orders.id, id))
        .for('update')
        .then((rows) => rows[0]);
    },

    async updateOrder(tx: Db, id: number, changes: Partial<NewOrder>) {
      await tx
        .update(orders)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
    },

    /** Orders on a flight in the given statuses, oldest first (the pick list, a disruption). */
    ordersOnFlight(flightId: number, statuses: readonly OrderRequestStatus[], tx: Db = db) {
      return tx
        .select()
        .from(orders)
        .where(and(eq(orders.flightId, flightId), inArray(orders.orderRequestStatus, [...statuses])))
        .orderBy(asc(orders.createdAt), asc(orders.id));
    },

    /** How many orders in the given statuses each flight carries. */
    async countsOnFlights(flightIds: readonly number[], statuses: readonly OrderRequestStatus[]) {
      if (flightIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({ flightId: orders.flightId, n: count() })
        .from(orders)
        .where(
          and(inArray(orders.flightId, [...flightIds]), inArray(orders.orderRequestStatus, [...statuses])),
        )
        .groupBy(orders.flightId);
      return new Map(rows.map((r) => [r.flightId!, r.n] as const));
    },

    orderById(id: number) {
      return db
        .select()
        .from(orders)
        .where(eq(orders.id, id))
        .then((rows) => rows[0]);
    },

    orderByCode(code: string) {
      return db
        .select()
        .from(orders)
        .where(eq(orders.orderCode, code))
        .then((rows) => rows[0]);
    },

    async itemsOf(orderIds: readonly number[], tx: Db = db): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return tx
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...orderIds]))
        .orderBy(asc(orderItems.orderId), asc(orderItems.isFree), asc(orderItems.id));
    },

    async pageOfCustomer(customerId: number, limit: number, offset: number) {
      // Pre-orders and on-board orders alike: "My orders" lists every order the customer placed.
      const where = eq(orders.customerId, customerId);
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

    /** Orders (pre-orders and on-board orders) placed with an address: as a guest, or by the customers who have it. */
    ordersOfEmail(email: string, customerIds: readonly number[], limit: number) {
      const byGuest = sql`lower(${orders.guestEmail}) = lower(${email})`;
      const where =
        customerIds.length > 0
          ? sql`(${byGuest} OR ${inArray(orders.customerId, [...customerIds])})`
          : byGuest;
      return db.select().from(orders).where(where).orderBy(desc(orders.createdAt)).limit(limit);
    },

    /**
     * The buyer's card orders still awaiting payment with their stock held: a signed-in customer's, or
     * a guest's by e-mail address.
     */
    awaitingPayment(tx: Db, buyer: { customerId: number } | { guestEmail: string }, now: Date) {
      const who =
        'customerId' in buyer
          ? eq(orders.customerId, buyer.customerId)
          : sql`lower(${orders.guestEmail}) = lower(${buyer.guestEmail})`;
      return tx
        .select({ id: orders.id, orderCode: orders.orderCode })
        .from(orders)
        .where(
          and(
            who,
            eq(orders.orderRequestStatus, OrderRequestStatus.PendingPayment),
            sql`${orders.holdExpiresAt} > ${now.toISOString()}`,
          ),
        )
        .orderBy(desc(orders.id))
        .limit(20);
    },

    /**
     * How many of the buyer's orders used a promo code and still hold it (cancelled and failed orders
     * gave their use back): the code's per-customer limit counts these.
     */
    async promoUses(tx: Db, buyer: { customerId: number } | { guestEmail: string }, code: string) {
      const who =
        'customerId' in buyer
          ? eq(orders.customerId, buyer.customerId)
          : sql`lower(${orders.guestEmail}) = lower(${buyer.guestEmail})`;
      const [row] = await tx
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            who,
            sql`upper(${orders.promoCode}) = upper(${code})`,
            notInArray(orders.orderRequestStatus, [
              OrderRequestStatus.Cancelled,
              OrderRequestStatus.PaymentFailed,
            ]),
          ),
        );
      return row?.n ?? 0;
    },

    /** Unpaid card orders whose stock hold has run out. */
    expiredHolds(now: Date, statuses: readonly OrderRequestStatus[], limit: number) {
      return db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            inArray(orders.orderRequestStatus, [...statuses]),
            sql`${orders.holdExpiresAt} < ${now.toISOString()}`,
          ),
        )
        .limit(limit);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
