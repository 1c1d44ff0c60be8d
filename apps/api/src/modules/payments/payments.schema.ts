import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.schema';

export const paymentStatuses = ['initiated', 'pending', 'succeeded', 'failed', 'cancelled', 'error'] as const;

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The gateway's name, e.g. 'sandbox'. */
    provider: varchar('provider', { length: 32 }).notNull(),
    /** The gateway's reference for the payment; unique so a callback finds exactly one payment. */
    providerRef: varchar('provider_ref', { length: 128 }).unique(),
    amountMinor: integer('amount_minor').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('initiated'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_amount_nonnegative', sql`${t.amountMinor} >= 0`),
    check(
      'payments_status_known',
      sql`${t.status} IN ('initiated', 'pending', 'succeeded', 'failed', 'cancelled', 'error')`,
    ),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** Every gateway callback received, de-duplicated by the gateway's event id. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    eventId: varchar('event_id', { length: 128 }).notNull().unique(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    payload: jsonb('payload').notNull(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId)],
);
