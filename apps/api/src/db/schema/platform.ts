import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** E-mails written in the same transaction as the change that causes them, sent afterwards. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** What the message is, e.g. 'password-reset', 'order-confirmation'. */
    kind: varchar('kind', { length: 48 }).notNull(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_status_known', sql`${t.status} IN ('pending', 'sent', 'failed')`),
    check('outbox_attempts_nonnegative', sql`${t.attempts} >= 0`),
    index('outbox_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Replies to requests that carried an Idempotency-Key; responseStatus is null while in flight. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key it is, e.g. 'preorder:customer:42' or 'preorder:guest:<session>'. */
    scope: varchar('scope', { length: 128 }).notNull(),
    key: varchar('key', { length: 128 }).notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
