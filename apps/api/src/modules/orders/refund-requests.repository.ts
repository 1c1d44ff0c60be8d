import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from './orders.schema';
import { refundRequests } from './refund-requests.schema';

export type RefundRequestRow = typeof refundRequests.$inferSelect;
export type NewRefundRequest = Omit<typeof refundRequests.$inferInsert, 'id' | 'status'>;

/** Refunds waiting for a second staff member (issue 42 point 5); part of the care repository. */
export function refundRequestQueries(db: Db) {
  return {
    insert(tx: Db, row: NewRefundRequest): Promise<RefundRequestRow> {
      return tx
        .insert(refundRequests)
        .values(row)
        .returning()
        .then((rows) => rows[0]!);
    },

    byRequestId(requestId: string, tx: Db = db): Promise<RefundRequestRow | undefined> {
      return tx
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.requestId, requestId))
        .then((rows) => rows[0]);
    },

    byId(id: number, tx: Db = db): Promise<RefundRequestRow | undefined> {
      return tx
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.id, id))
        .then((rows) => rows[0]);
    },

    /** The request, locked until the commit: two approvers at once decide one after the other. */
    lock(tx: Db, id: number): Promise<RefundRequestRow | undefined> {
      return tx
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.id, id))
        .for('update')
        .then((rows) => rows[0]);
    },

    /** The order's open request, if any. */
    pendingOf(orderId: number, tx: Db = db): Promise<RefundRequestRow | undefined> {
      return tx
        .select()
        .from(refundRequests)
        .where(and(eq(refundRequests.orderId, orderId), eq(refundRequests.status, 'pending')))
        .then((rows) => rows[0]);
    },

    /** Every request of an order, oldest first. */
    ofOrder(orderId: number, tx: Db = db): Promise<RefundRequestRow[]> {
      return tx
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.orderId, orderId))
        .orderBy(asc(refundRequests.id));
    },

    /** The open requests, oldest first, with their order's code, total and currency. */
    pending(limit: number) {
      return db
        .select({
          request: refundRequests,
          orderCode: orders.orderCode,
          totalMinor: orders.totalMinor,
          currencyId: orders.currencyId,
        })
        .from(refundRequests)
        .innerJoin(orders, eq(orders.id, refundRequests.orderId))
        .where(eq(refundRequests.status, 'pending'))
        .orderBy(asc(refundRequests.createdAt), asc(refundRequests.id))
        .limit(limit);
    },

    /** Decides an open request; answers false when it was decided already (nothing changes). */
    async decide(
      tx: Db,
      id: number,
      decision: { status: 'approved' | 'rejected'; decidedBy: number; decidedAt: Date; note: string | null },
    ): Promise<boolean> {
      const rows = await tx
        .update(refundRequests)
        .set({
          status: decision.status,
          decidedBy: decision.decidedBy,
          decidedAt: decision.decidedAt,
          decisionNote: decision.note,
        })
        .where(and(eq(refundRequests.id, id), sql`${refundRequests.status} = 'pending'`))
        .returning({ id: refundRequests.id });
      return rows.length === 1;
    },
  };
}

export type RefundRequestQueries = ReturnType<typeof refundRequestQueries>;
