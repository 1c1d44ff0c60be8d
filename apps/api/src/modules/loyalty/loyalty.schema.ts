import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Frequent-flyer accounts; a member may or may not also hold a site account (customers). */
export const loyaltyMembers = pgTable(
  'loyalty_members',
  {
    id: serial('id').primaryKey(),
    membershipNumber: varchar('membership_number', { length: 20 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Miles available; moves only together with a loyalty_ledger row. */
    balance: numeric('balance', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('loyalty_members_balance_nonnegative', sql`${t.balance} >= 0`),
    // Stored upper-case, so a look-up upper-cases its input and uses the unique index.
    check(
      'loyalty_members_membership_number_upper',
      sql`${t.membershipNumber} = upper(${t.membershipNumber})`,
    ),
  ],
);
