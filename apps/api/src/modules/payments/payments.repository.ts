import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents, payments } from './payments.schema';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentRecordStatus = PaymentRow['status'];

export function createPaymentsRepository(db: Db) {
  return {
    paymentByRef(providerRef: string) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.providerRef, providerRef))
        .then((rows) => rows[0]);
    },

    paymentById(id: number) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.id, id))
        .then((rows) => rows[0]);
    },

    /** The order's payments that are still open or captured, as they stand (no lock: read before a transaction). */
    liveOf(orderId: number) {
      return db
        .select()
        .from(payments)
        .where(
          and(eq(payments.orderId, orderId), inArray(payments.status, ['initiated', 'pending', 'succeeded'])),
        );
    },

    lockPayment(tx: Db, id: number) {
      return tx
        .select()
        .from(payments)
        .where(eq(payments.id, id))
        .for('update')
        .then((rows) => rows[0]);
    },

    async insertPayment(tx: Db, payment: typeof payments.$inferInsert) {
      const [row] = await tx.insert(payments).values(payment).returning();
      return row!;
    },

    async setStatus(tx: Db, id: number, status: PaymentRecordStatus) {
      await tx.update(payments).set({ status, updatedAt: sql`now()` }).where(eq(payments.id, id));
    },

    /** The order's payments that are still open or captured, locked. */
    liveOfOrder(tx: Db, orderId: number) {
      return tx
        .select()
        .from(payments)
        .where(
          and(eq(payments.orderId, orderId), inArray(payments.status, ['initiated', 'pending', 'succeeded'])),
        )
        .for('update');
    },

    /** Of these orders, those with a payment the bank reported as pending. */
    async ordersPendingAtBank(tx: Db, orderIds: readonly number[]): Promise<number[]> {
      if (orderIds.length === 0) return [];
      const rows = await tx
        .selectDistinct({ orderId: payments.orderId })
        .from(payments)
        .where(and(inArray(payments.orderId, [...orderIds]), eq(payments.status, 'pending')));
      return rows.map((r) => r.orderId);
    },

    /** Records a callback; false when its event id was seen before (a replay). */
    async recordEvent(tx: Db, paymentId: number, eventId: string, payload: unknown): Promise<boolean> {
      const rows = await tx
        .insert(paymentEvents)
        .values({ paymentId, eventId, payload })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return rows.length > 0;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
