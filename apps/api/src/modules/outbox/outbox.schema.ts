import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Work one module asks for in its transaction and that runs after the commit (DESIGN.md §10): card
 * refunds and voids, order e-mails with their QR proof. Read by a dispatcher in every API process;
 * a row is claimed with FOR UPDATE SKIP LOCKED and a lease, so two processes never run it at once and
 * a process that dies holding it gives it back when the lease runs out. (The `outbox` table holds the
 * e-mails themselves, ready to send.)
 */
export const eventOutbox = pgTable(
  'event_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What is asked, e.g. 'payment.refund', 'order.mail'. */
    topic: varchar('topic', { length: 64 }).notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this instant: a claimed row's lease, or a failed one's back-off. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    check('event_outbox_status_known', sql`${t.status} IN ('pending', 'done', 'failed')`),
    check('event_outbox_attempts_nonnegative', sql`${t.attempts} >= 0`),
    index('event_outbox_pending_idx').on(t.availableAt).where(sql`${t.status} = 'pending'`),
  ],
);
