import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.schema';
import { loyaltyMembers } from './loyalty.schema';

/** Every movement of a member's miles; the rows of a member sum to its balance. */
export const loyaltyLedger = pgTable(
  'loyalty_ledger',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => loyaltyMembers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['earn', 'spend', 'refund', 'adjust'] }).notNull(),
    /** Signed: positive for earn and refund, negative for spend. */
    miles: numeric('miles', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('loyalty_ledger_kind_known', sql`${t.kind} IN ('earn', 'spend', 'refund', 'adjust')`),
    check(
      'loyalty_ledger_sign_matches_kind',
      sql`(${t.kind} IN ('earn', 'refund') AND ${t.miles} > 0) OR (${t.kind} = 'spend' AND ${t.miles} < 0) OR ${t.kind} = 'adjust'`,
    ),
    index('loyalty_ledger_member_idx').on(t.memberId, t.createdAt.desc().nullsFirst()),
    index('loyalty_ledger_order_idx').on(t.orderId),
  ],
);
