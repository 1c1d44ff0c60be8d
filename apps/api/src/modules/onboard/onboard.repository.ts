import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { airports, flights, ticketSectors, tickets } from '../../db/schema';

const originAirport = alias(airports, 'origin_airport');
const destinationAirport = alias(airports, 'destination_airport');

export function createOnboardRepository(db: Db) {
  return {
    /** Every sector a ticket holds, earliest first, with both airports. */
    sectorsOfTicket(ticketNumber: string) {
      return db
        .select({
          flightId: flights.id,
          flightNumber: flights.flightNumber,
          origin: flights.origin,
          originAirport: originAirport.name,
          originTimeZone: originAirport.timeZone,
          destination: flights.destination,
          destinationAirport: destinationAirport.name,
          departureAt: flights.departureAt,
          seatNumber: ticketSectors.seatNumber,
        })
        .from(tickets)
        .innerJoin(ticketSectors, eq(ticketSectors.ticketId, tickets.id))
        .innerJoin(flights, eq(flights.id, ticketSectors.flightId))
        .innerJoin(originAirport, eq(originAirport.code, flights.origin))
        .innerJoin(destinationAirport, eq(destinationAirport.code, flights.destination))
        .where(eq(tickets.ticketNumber, ticketNumber))
        .orderBy(asc(flights.departureAt), asc(flights.id));
    },
  };
}

export type OnboardRepository = ReturnType<typeof createOnboardRepository>;
export type SectorRow = Awaited<ReturnType<OnboardRepository['sectorsOfTicket']>>[number];
