import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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
