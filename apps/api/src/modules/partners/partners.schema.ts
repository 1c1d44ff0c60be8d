import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * A partner's client of the shop's API (issue 42 point 6; decision record 051). `Token/Startup` with its
 * id and secret gives a client token of the partner's channel: the orders placed with it are the
 * partner's, and the partner's webhook endpoints receive those orders only. The secret is kept as its
 * SHA-256 (it is 32 random bytes, never a password) and shown once, when the client is made.
 */
export const partnerClients = pgTable(
  'partner_clients',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    clientId: varchar('client_id', { length: 40 }).notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_clients_client_id_key').on(t.clientId),
    check('partner_clients_name_present', sql`length(trim(${t.name})) > 0`),
  ],
);
