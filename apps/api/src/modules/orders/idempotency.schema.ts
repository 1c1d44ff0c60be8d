import { index, jsonb, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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
