import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { items } from '../catalogue/catalogue.schema';
import { flights } from '../flights/flights.schema';

/** What the cabin carries on a flight; on-board orders take stock from here. */
export const onboardStock = pgTable(
  'onboard_stock',
  {
    flightId: integer('flight_id')
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flightId, t.itemId] }),
    index('onboard_stock_item_idx').on(t.itemId),
    check('onboard_stock_quantity_nonnegative', sql`${t.quantity} >= 0`),
  ],
);
