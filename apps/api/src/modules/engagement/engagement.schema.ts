import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    feedBack: text('feed_back').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt.desc().nullsFirst())],
);

/** Newsletter subscriptions; unsubscribing keeps the row and sets unsubscribedAt. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('subscriptions_email_lower_idx').on(sql`lower(${t.email})`)],
);
