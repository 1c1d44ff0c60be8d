import type { OrderRequestStatus, PaymentStatus } from '@dfs/domain/order-status';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from '../staff/staff.schema';
import { orders } from './orders.schema';

/**
 * Every state change of an order (decision record 032): the lifecycle event, who triggered it (the
 * customer, a guest, the gateway, a staff member, the clock) and when, written by the workflow in
 * the transaction that makes the change. Placing is the first entry (no `fromStatus`).
 */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `placed`, or a lifecycle event (`cancel`, `staffRefund`, `replace`, …). */
    event: text('event').notNull(),
    actor: text('actor', { enum: ['customer', 'guest', 'gateway', 'staff', 'clock'] }).notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    fromStatus: smallint('from_status').$type<OrderRequestStatus>(),
    toStatus: smallint('to_status').$type<OrderRequestStatus>().notNull(),
    paymentStatus: smallint('payment_status').$type<PaymentStatus>().notNull(),
    /** Why (a care agent's reason), or what it relates to (the replacement order's code). */
    note: text('note'),
    /** A staff request's client-generated id: the same request retried answers, never acts twice. */
    requestId: uuid('request_id').unique(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('order_history_actor_known', sql`${t.actor} IN ('customer', 'guest', 'gateway', 'staff', 'clock')`),
    check('order_history_staff_named', sql`(${t.actor} = 'staff') = (${t.staffId} IS NOT NULL)`),
    index('order_history_order_idx').on(t.orderId, t.at, t.id),
  ],
);
