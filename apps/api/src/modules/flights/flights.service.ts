import { DEFAULT_PREORDER_WINDOW, type PreOrderWindow } from '@dfs/domain/flight-rules';
import type { Language } from '@dfs/i18n/languages';
import type { Db } from '../../db/client';
import type { FlightsRepository, SectorRow } from './flights.repository';

export type { SectorRow };

/**
 * The flight schedule (DESIGN.md §10, decision 022): flights, airports, tickets and their sectors.
 * Other modules (master data, onboard, orders) read the schedule through this service only.
 */
export function createFlightsService(deps: { repository: FlightsRepository }) {
  const { repository } = deps;
  return {
    /** Flights of a number between two airports departing within [from, to], earliest first. */
    flightsBetween(flightNumber: string, origin: string, destination: string, from: Date, to: Date) {
      return repository.flightsBetween(flightNumber, origin, destination, from, to);
    },

    /** One flight of the schedule, or undefined. */
    flightById(id: number, tx?: Db) {
      return repository.flightById(id, tx);
    },

    /** Flights departing within [from, to], earliest first (the crew's list). */
    flightsDeparting(from: Date, to: Date) {
      return repository.flightsDeparting(from, to);
    },

    /** Flights by id with their number and departure; unknown ids are left out. */
    flightsByIds(ids: readonly number[], tx?: Db) {
      return repository.flightsByIds(ids, tx);
    },

    /** The pre-order window of a route: its own, else the airline's default (DESIGN.md §14, issue 18). */
    async preOrderWindow(origin: string, destination: string, tx?: Db): Promise<PreOrderWindow> {
      const rows = await repository.windowsFor(origin, destination, tx);
      const own = rows.find((r) => r.origin === origin) ?? rows.find((r) => r.origin === '');
      return own ? { openDays: own.openDays, cutoffHours: own.cutoffHours } : DEFAULT_PREORDER_WINDOW;
    },

    /** Each flight's status and cancellation time, by id. */
    async statuses(ids: readonly number[], tx?: Db) {
      const rows = await repository.statuses(ids, tx);
      return new Map(rows.map((r) => [r.id, r] as const));
    },

    /** Flights cancelled at or before `before` (their untouched orders are due a refund). */
    cancelledBefore(before: Date): Promise<number[]> {
      return repository.cancelledBefore(before);
    },

    /** The passenger's names on a ticket (never answered to travellers: orders are checked against it). */
    ticketPassenger(ticketNumber: string) {
      return repository.ticketPassenger(ticketNumber);
    },

    /** Every sector a ticket holds, earliest first, with both airports named in `lng`. */
    sectorsOfTicket(ticketNumber: string, lng: Language = 'en'): Promise<SectorRow[]> {
      return repository.sectorsOfTicket(ticketNumber, lng);
    },

    /** Every airport, named in `lng`, by code. */
    airports(lng: Language = 'en') {
      return repository.airports(lng);
    },

    /** An airport's IANA time zone (a traveller's departure day is a local day there). */
    async airportTimeZone(code: string, tx?: Db): Promise<string | undefined> {
      return (await repository.airportByCode(code, tx))?.timeZone;
    },
  };
}

export type FlightsService = ReturnType<typeof createFlightsService>;
