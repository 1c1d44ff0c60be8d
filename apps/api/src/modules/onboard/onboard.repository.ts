import type { Language } from '@dfs/i18n/languages';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { airports, airportTranslations, flights, ticketSectors, tickets } from '../../db/schema';

const originAirport = alias(airports, 'origin_airport');
const destinationAirport = alias(airports, 'destination_airport');
const originText = alias(airportTranslations, 'origin_text');
const destinationText = alias(airportTranslations, 'destination_text');

export function createOnboardRepository(db: Db) {
  return {
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

export type OnboardRepository = ReturnType<typeof createOnboardRepository>;
export type SectorRow = Awaited<ReturnType<OnboardRepository['sectorsOfTicket']>>[number];
