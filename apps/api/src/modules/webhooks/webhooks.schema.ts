import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { partnerClients } from '../partners/partners.schema';

/** One try at a delivery, as the delivery log shows it. */
export interface WebhookAttempt {
  at: string;
  /** The receiver's HTTP status; null when none came (timeout, refused connection, refused address). */
  status: number | null;
  latencyMs: number;
  error: string | null;
}

/**
 * A partner channel's receiver of order events (decision record 026). The secret (`whsec_…`) signs
 * every delivery; it is shown once, when the endpoint is made. `failingSince` is the first failed
 * attempt since the last success: past WEBHOOK_DISABLE_AFTER_MS the endpoint is switched off.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    url: varchar('url', { length: 2048 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    events: text('events').array().notNull(),
    /** The channel whose orders it receives: a partner's client, or null for the airline's storefront. */
    partnerId: integer('partner_id').references(() => partnerClients.id),
    secret: varchar('secret', { length: 80 }).notNull(),
    active: boolean('active').notNull().default(true),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('webhook_endpoints_version_positive', sql`${t.version} >= 1`)],
);

/**
 * One event for one endpoint. Deliveries of one order to one endpoint go in `id` order: a delivery is
 * tried only when no earlier one of the same order and endpoint is pending.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The `webhook-id` header: the same on every retry and replay. */
    eventId: varchar('event_id', { length: 40 }).notNull(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: varchar('event_type', { length: 40 }).notNull(),
    orderCode: varchar('order_code', { length: 16 }).notNull(),
    /** The body sent, byte for byte on every try (it is what the signature covers). */
    body: text('body').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: jsonb('attempts').$type<WebhookAttempt[]>().notNull().default([]),
    /** Not before this instant: the next retry, or a claimed delivery's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('webhook_deliveries_status_known', sql`${t.status} IN ('pending', 'delivered', 'failed')`),
    uniqueIndex('webhook_deliveries_event_endpoint_key').on(t.eventId, t.endpointId),
    index('webhook_deliveries_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_order_idx').on(t.endpointId, t.orderCode, t.id),
  ],
);
