import type { Language } from '@dfs/i18n/languages';
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  airports,
  airportTranslations,
  flights,
  preOrderWindows,
  ticketSectors,
  tickets,
} from '../flights/flights.schema';

const originAirport = alias(airports, 'origin_airport');
const destinationAirport = alias(airports, 'destination_airport');
const originText = alias(airportTranslations, 'origin_text');
const destinationText = alias(airportTranslations, 'destination_text');

/** The flight schedule (flights, airports, tickets and their sectors); read by the flights service only. */
export function createFlightsRepository(db: Db) {
  return {
    /** Scheduled flights of a number between two airports departing in a window, earliest first. */
    flightsBetween(flightNumber: string, origin: string, destination: string, from: Date, to: Date) {
      return db
        .select({ id: flights.id, departureAt: flights.departureAt, status: flights.status })
        .from(flights)
        .where(
          and(
            eq(flights.flightNumber, flightNumber),
            eq(flights.origin, origin),
            eq(flights.destination, destination),
            gte(flights.departureAt, from),
            lte(flights.departureAt, to),
          ),
        )
        .orderBy(asc(flights.departureAt));
    },

    flightById(id: number, tx: Db = db) {
      return tx
        .select()
        .from(flights)
        .where(eq(flights.id, id))
        .then((rows) => rows[0]);
    },

    /** Flights departing within [from, to], earliest first. */
    flightsDeparting(from: Date, to: Date) {
      return db
        .select()
        .from(flights)
        .where(and(gte(flights.departureAt, from), lte(flights.departureAt, to)))
        .orderBy(asc(flights.departureAt), asc(flights.id));
    },

    /** Flights by id: number and departure (to name them in stock lists). */
    flightsByIds(ids: readonly number[], tx: Db = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return tx
        .select({ id: flights.id, flightNumber: flights.flightNumber, departureAt: flights.departureAt })
        .from(flights)
        .where(inArray(flights.id, [...ids]));
    },

    /** Each flight's status and when it was cancelled. */
    statuses(ids: readonly number[], tx: Db = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return tx
        .select({ id: flights.id, status: flights.status, cancelledAt: flights.cancelledAt })
        .from(flights)
        .where(inArray(flights.id, [...new Set(ids)]));
    },

    /** Flights cancelled at or before `before`. */
    async cancelledBefore(before: Date): Promise<number[]> {
      const rows = await db
        .select({ id: flights.id })
        .from(flights)
        .where(
          and(
            eq(flights.status, 'cancelled'),
            isNotNull(flights.cancelledAt),
            lte(flights.cancelledAt, before),
          ),
        );
      return rows.map((r) => r.id);
    },

    /** The route's own pre-order window and the default one (empty origin and destination). */
    windowsFor(origin: string, destination: string, tx: Db = db) {
      return tx
        .select()
        .from(preOrderWindows)
        .where(inArray(preOrderWindows.origin, [origin, '']))
        .then((rows) =>
          rows.filter(
            (r) =>
              (r.origin === origin && r.destination === destination) ||
              (r.origin === '' && r.destination === ''),
          ),
        );
    },

    /** Every airport with its name, city and country in `lng` (English where untranslated). */
    airports(lng: Language = 'en') {
      return db
        .select({
          id: airports.id,
          code: airports.code,
          name: sql<string>`coalesce(${airportTranslations.name}, ${airports.name})`,
          city: sql<string>`coalesce(${airportTranslations.city}, ${airports.city})`,
          country: sql<string>`coalesce(${airportTranslations.country}, ${airports.country})`,
          isEurope: airports.isEurope,
        })
        .from(airports)
        .leftJoin(
          airportTranslations,
          and(eq(airportTranslations.airportId, airports.id), eq(airportTranslations.locale, lng)),
        )
        .orderBy(asc(airports.code));
    },

    airportByCode(code: string, tx: Db = db) {
      return tx
        .select()
        .from(airports)
        .where(eq(airports.code, code))
        .then((rows) => rows[0]);
    },

    /** The passenger's names as the ticket holds them; undefined for an unknown ticket. */
    async ticketPassenger(
      ticketNumber: string,
    ): Promise<{ firstName: string; lastName: string } | undefined> {
      const [row] = await db
        .select({ firstName: tickets.passengerFirstName, lastName: tickets.passengerLastName })
        .from(tickets)
        .where(eq(tickets.ticketNumber, ticketNumber));
      return row;
    },

    /** Every sector a ticket holds, earliest first, with both airports (their names in `lng`). */
    sectorsOfTicket(ticketNumber: string, lng: Language = 'en') {
      return db
        .select({
          flightId: flights.id,
          flightNumber: flights.flightNumber,
          origin: flights.origin,
          originAirport: sql<string>`coalesce(${originText.name}, ${originAirport.name})`,
          originTimeZone: originAirport.timeZone,
          destination: flights.destination,
          destinationAirport: sql<string>`coalesce(${destinationText.name}, ${destinationAirport.name})`,
          departureAt: flights.departureAt,
          seatNumber: ticketSectors.seatNumber,
        })
        .from(tickets)
        .innerJoin(ticketSectors, eq(ticketSectors.ticketId, tickets.id))
        .innerJoin(flights, eq(flights.id, ticketSectors.flightId))
        .innerJoin(originAirport, eq(originAirport.code, flights.origin))
        .innerJoin(destinationAirport, eq(destinationAirport.code, flights.destination))
        .leftJoin(originText, and(eq(originText.airportId, originAirport.id), eq(originText.locale, lng)))
        .leftJoin(
          destinationText,
          and(eq(destinationText.airportId, destinationAirport.id), eq(destinationText.locale, lng)),
        )
        .where(eq(tickets.ticketNumber, ticketNumber))
        .orderBy(asc(flights.departureAt), asc(flights.id));
    },
  };
}

export type FlightsRepository = ReturnType<typeof createFlightsRepository>;
export type SectorRow = Awaited<ReturnType<FlightsRepository['sectorsOfTicket']>>[number];
