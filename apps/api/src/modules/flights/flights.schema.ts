import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { localeColumn, localeKnown } from '../../db/translations-common';
import { staff } from '../staff/staff.schema';

export const flightStatuses = ['scheduled', 'retimed', 'cancelled', 'departed', 'arrived'] as const;

export const flights = pgTable(
  'flights',
  {
    id: serial('id').primaryKey(),
    /** Carrier code and number without a space, e.g. ET500. */
    flightNumber: varchar('flight_number', { length: 8 }).notNull(),
    origin: varchar('origin', { length: 3 })
      .notNull()
      .references(() => airports.code),
    destination: varchar('destination', { length: 3 })
      .notNull()
      .references(() => airports.code),
    departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
    /** scheduled, retimed, cancelled, departed or arrived (set by the station). */
    status: text('status', { enum: flightStatuses }).notNull().default('scheduled'),
    /** When the station cancelled it: untouched orders are refunded a configured time later. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When its pick list was last printed: orders placed later are marked new. */
    pickListPrintedAt: timestamp('pick_list_printed_at', { withTimezone: true }),
    /** Bumped by every staff edit; an edit naming an older one is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check(
      'flights_status_known',
      sql`${t.status} IN ('scheduled', 'retimed', 'cancelled', 'departed', 'arrived')`,
    ),
    unique('flights_number_departure_key').on(t.flightNumber, t.departureAt),
    index('flights_departure_idx').on(t.departureAt),
    index('flights_origin_idx').on(t.origin, t.departureAt),
    index('flights_destination_idx').on(t.destination),
    check('flights_origin_differs', sql`${t.origin} <> ${t.destination}`),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    ticketNumber: char('ticket_number', { length: 13 }).notNull().unique(),
    passengerFirstName: text('passenger_first_name').notNull(),
    passengerLastName: text('passenger_last_name').notNull(),
  },
  (t) => [check('tickets_number_13_digits', sql`${t.ticketNumber} ~ '^[0-9]{13}$'`)],
);

export const ticketSectors = pgTable(
  'ticket_sectors',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    flightId: integer('flight_id')
      .notNull()
      .references(() => flights.id),
    seatNumber: varchar('seat_number', { length: 4 }),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.flightId] }),
    index('ticket_sectors_flight_idx').on(t.flightId),
  ],
);

export const airports = pgTable('airports', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 3 }).notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  isEurope: boolean('is_europe').notNull().default(false),
  /** IANA time zone, so departure times can be shown with the airport's UTC offset. */
  timeZone: text('time_zone').notNull().default('UTC'),
});

export const airportTranslations = pgTable(
  'airport_translations',
  {
    airportId: integer('airport_id')
      .notNull()
      .references(() => airports.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
  },
  (t) => [primaryKey({ columns: [t.airportId, t.locale] }), localeKnown('airport_translations', t.locale)],
);

/**
 * Pre-order windows (opening days, cut-off hours): the airline's default on the row with empty
 * origin and destination, a route's own on its row. Orders read them when placed.
 */
export const preOrderWindows = pgTable(
  'preorder_windows',
  {
    id: serial('id').primaryKey(),
    origin: varchar('origin', { length: 3 }).notNull().default(''),
    destination: varchar('destination', { length: 3 }).notNull().default(''),
    openDays: integer('open_days').notNull(),
    cutoffHours: integer('cutoff_hours').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('preorder_windows_route_key').on(t.origin, t.destination),
    check('preorder_windows_open_days', sql`${t.openDays} BETWEEN 1 AND 365`),
    check('preorder_windows_cutoff_hours', sql`${t.cutoffHours} BETWEEN 0 AND 168`),
  ],
);

/**
 * The cabin crew a station assigned to a flight (issue 42 point 8): a crew member reads the manifests
 * of these flights only, and records hand-overs on them only.
 */
export const crewAssignments = pgTable(
  'crew_assignments',
  {
    flightId: integer('flight_id')
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    assignedBy: integer('assigned_by').references(() => staff.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.flightId, t.staffId] }),
    index('crew_assignments_staff_idx').on(t.staffId),
  ],
);
