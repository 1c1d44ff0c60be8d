import { handOverOutcomes } from '@dfs/contract/ops/crew';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { flights } from '../flights/flights.schema';
import { staff } from '../staff/staff.schema';
import { orders } from './orders.schema';

/**
 * Every hand-over the crew recorded, as synced from their devices (DESIGN.md §11). The device's
 * client id makes a retried sync one record; only the first hand-over of an order is `counted`
 * (moves the order); a second device's is kept `flagged` for the station. A cash-on-board hand-over
 * holds the cash taken, the cash due and their difference (the station's reconciliation).
 */
export const handOvers = pgTable(
  'hand_overs',
  {
    id: serial('id').primaryKey(),
    clientId: uuid('client_id').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    flightId: integer('flight_id')
      .notNull()
      .references(() => flights.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    outcome: text('outcome', { enum: handOverOutcomes }).notNull(),
    /** Cash taken, in minor units of the order's currency; null when the record holds no cash. */
    cashTakenMinor: integer('cash_taken_minor'),
    /** Cash due with this record: the order's total on its hand-over, 0 on a second device's record. */
    cashDueMinor: integer('cash_due_minor'),
    /** Taken minus due, kept as recorded: anything but 0 is flagged for the station's reconciliation. */
    cashDifferenceMinor: integer('cash_difference_minor'),
    counted: boolean('counted').notNull(),
    flagged: boolean('flagged').notNull().default(false),
    /** When the crew recorded it on the device (maybe offline, hours before the sync). */
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'hand_overs_outcome_known',
      sql`${t.outcome} IN ('handedOver','partlyHandedOver','refusedNoId','refusedUnderAge','refusedNotOnBoard')`,
    ),
    check('hand_overs_cash_nonnegative', sql`${t.cashTakenMinor} IS NULL OR ${t.cashTakenMinor} >= 0`),
    check(
      'hand_overs_cash_balances',
      sql`(${t.cashTakenMinor} IS NULL AND ${t.cashDueMinor} IS NULL AND ${t.cashDifferenceMinor} IS NULL) OR (${t.cashDueMinor} >= 0 AND ${t.cashDifferenceMinor} = ${t.cashTakenMinor} - ${t.cashDueMinor})`,
    ),
    index('hand_overs_order_idx').on(t.orderId),
    index('hand_overs_flight_idx').on(t.flightId),
    index('hand_overs_flagged_idx').on(t.flagged).where(sql`${t.flagged}`),
  ],
);
