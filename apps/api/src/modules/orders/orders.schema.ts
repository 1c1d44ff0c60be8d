import { type OrderRequestStatus, PaymentOption, type PaymentStatus } from '@dfs/domain/order-status';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { items } from '../catalogue/catalogue.schema';
import { customers } from '../customers/customers.schema';
import { flights } from '../flights/flights.schema';
import { currencies } from '../master-data/master-data.schema';
import { partnerClients } from '../partners/partners.schema';
import { priceLists } from '../pricing/pricing.schema';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Short, unique, unguessable code shown to the crew. */
    orderCode: varchar('order_code', { length: 16 }).notNull().unique(),
    kind: text('kind', { enum: ['preorder', 'onboard'] }).notNull(),
    /** Null for guest orders, which carry the guest fields instead. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    guestFirstName: text('guest_first_name'),
    guestLastName: text('guest_last_name'),
    guestEmail: varchar('guest_email', { length: 254 }),
    guestMobile: varchar('guest_mobile', { length: 20 }),
    /** The currency the customer shopped and paid in; amounts below are minor units of it. */
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** 1 Card, 2 Cash On Board, 3 Mile. */
    paymentOption: smallint('payment_option').$type<PaymentOption>().notNull(),
    paymentStatus: smallint('payment_status').$type<PaymentStatus>().notNull(),
    orderRequestStatus: smallint('order_request_status').$type<OrderRequestStatus>().notNull(),
    promoCode: varchar('promo_code', { length: 32 }),
    pickFrom: text('pick_from'),
    origin: varchar('origin', { length: 3 }),
    destination: varchar('destination', { length: 3 }),
    flightId: integer('flight_id').references(() => flights.id),
    flightNumber: varchar('flight_number', { length: 8 }),
    departureDate: timestamp('departure_date', { withTimezone: true }),
    ticketNumber: varchar('ticket_number', { length: 13 }),
    /** The passenger's family name as typed and matched against the ticket; shown to the crew. */
    passengerLastName: text('passenger_last_name'),
    /** The partner whose client placed the order; null for the airline's own storefront (decision 051). */
    partnerId: integer('partner_id').references(() => partnerClients.id),
    seatNumber: varchar('seat_number', { length: 4 }),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    totalMiles: numeric('total_miles', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    /** Miles the customer earns once the order is paid (items' milesForAccrual times quantity). */
    milesForAccrual: numeric('miles_for_accrual', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** 1 changed my mind, 2 flight changed, 3 ordered by mistake, 4 other. */
    reasonOfCancellation: smallint('reason_of_cancellation'),
    locale: varchar('locale', { length: 8 }).notNull().default('en'),
    /** An after-sales replacement: the handed-over order whose faulty goods it replaces, at no charge. */
    replacesOrderId: integer('replaces_order_id').references((): AnyPgColumn => orders.id),
    /** Until when an unpaid card order holds its stock. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** When the crew handed the goods over (the first counted hand-over). */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    /** A pre-order's cut-off under its route's window (null: 24 h before departure). */
    changesCloseAt: timestamp('changes_close_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_kind_known', sql`${t.kind} IN ('preorder', 'onboard')`),
    check(
      'orders_payment_option_known',
      sql`${t.paymentOption} IN (${sql.raw(Object.values(PaymentOption).join(', '))})`,
    ),
    check(
      'orders_reason_of_cancellation_known',
      sql`${t.reasonOfCancellation} IS NULL OR ${t.reasonOfCancellation} BETWEEN 1 AND 4`,
    ),
    check(
      'orders_amounts_consistent',
      sql`${t.subtotalMinor} >= 0 AND ${t.discountMinor} >= 0 AND ${t.totalMinor} >= 0 AND ${t.totalMiles} >= 0 AND ${t.totalMinor} = ${t.subtotalMinor} - ${t.discountMinor}`,
    ),
    check('orders_customer_or_guest', sql`${t.customerId} IS NOT NULL OR ${t.guestEmail} IS NOT NULL`),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt.desc().nullsFirst()),
    // A customer's pre-order list (newest first, id as tie-breaker) and its count: one index range,
    // no sort, even for an account with 10 000 orders.
    index('orders_customer_preorders_idx')
      .on(t.customerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.kind} = 'preorder'`),
    index('orders_guest_email_idx').on(sql`lower(${t.guestEmail})`),
    index('orders_status_hold_idx').on(t.orderRequestStatus, t.holdExpiresAt),
    index('orders_flight_idx').on(t.flightId),
    index('orders_currency_idx').on(t.currencyId),
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst()),
    // Customer care finds orders by ticket and by flight number (newest flight first).
    index('orders_ticket_idx').on(t.ticketNumber),
    index('orders_flight_number_idx').on(t.flightNumber, t.departureDate.desc().nullsFirst()),
    index('orders_replaces_idx').on(t.replacesOrderId).where(sql`${t.replacesOrderId} IS NOT NULL`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    quantity: integer('quantity').notNull(),
    /** Prices as charged, in minor units of the order's currency; never recomputed after the order is placed. */
    unitPriceMinor: integer('unit_price_minor').notNull(),
    totalPriceMinor: integer('total_price_minor').notNull(),
    totalMiles: numeric('total_miles', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    /** A buy-get free line. */
    isFree: boolean('is_free').notNull().default(false),
    priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_items_amounts_nonnegative',
      sql`${t.unitPriceMinor} >= 0 AND ${t.totalPriceMinor} >= 0 AND ${t.totalMiles} >= 0`,
    ),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_item_idx').on(t.itemId),
    index('order_items_price_list_idx').on(t.priceListId),
  ],
);
