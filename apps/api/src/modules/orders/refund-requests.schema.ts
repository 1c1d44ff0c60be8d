import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staff } from '../staff/staff.schema';
import { orders } from './orders.schema';

/**
 * A care refund waiting for a second staff member (issue 42 point 5): recorded instead of the refund
 * when the order was replaced or the amount is above REFUND_SECOND_APPROVAL_ABOVE_USD. Another staff
 * member approves it (the refund then runs, once) or rejects it (nothing moves). The schema itself
 * refuses a decision by the requester and a second open request for one order.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The requesting agent's client-made id: a retry of the request answers this row. */
    requestId: uuid('request_id').notNull().unique(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => staff.id),
    reason: text('reason').notNull(),
    /** Why it waits: `replaced` or `amount`. */
    cause: text('cause', { enum: ['replaced', 'amount'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('refund_requests_status_known', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    check('refund_requests_cause_known', sql`${t.cause} IN ('replaced', 'amount')`),
    check('refund_requests_decided', sql`(${t.status} = 'pending') = (${t.decidedBy} IS NULL)`),
    check('refund_requests_four_eyes', sql`${t.decidedBy} IS NULL OR ${t.decidedBy} <> ${t.requestedBy}`),
    uniqueIndex('refund_requests_one_open_per_order').on(t.orderId).where(sql`${t.status} = 'pending'`),
    index('refund_requests_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
