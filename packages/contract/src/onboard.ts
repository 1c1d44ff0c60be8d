import { TICKET_NUMBER_LENGTH } from '@dfs/domain/flight-rules';
import { z } from 'zod';
import {
  AirportCode,
  DepartureDate,
  FlightNumber,
  GuestDetails,
  TicketNumber as OrderTicketNumber,
  SeatNumber,
} from './collecting-details';
import { CurrencyQuery } from './common';
import { PaymentOptionCode } from './order-codes';
import { CartLine, MAX_CART_LINES, PromoCode } from './pricing';

/**
 * A ticket number: exactly 13 digits. The length message carries the current length (spec §5), so
 * the storefront and the API say the same words.
 */
export const TicketNumber = z
  .string()
  .superRefine((value, ctx) => {
    if (value.length !== TICKET_NUMBER_LENGTH) {
      ctx.addIssue({ code: 'custom', message: 'validation.ticketLength', params: { length: value.length } });
    } else if (!/^\d+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'validation.ticketDigits' });
    }
  })
  .meta({
    minLength: TICKET_NUMBER_LENGTH,
    maxLength: TICKET_NUMBER_LENGTH,
    pattern: `^\\d{${TICKET_NUMBER_LENGTH}}$`,
    description: `The ${TICKET_NUMBER_LENGTH}-digit e-ticket number, e.g. 0712345678901.`,
  });

export const TicketLookupQuery = CurrencyQuery.extend({ TicketNumber: TicketNumber });
export type TicketLookupQuery = z.infer<typeof TicketLookupQuery>;

/** An onboarding flight (sector) of spec §3, with the seat the ticket holds on it. */
export const PaxSector = z
  .object({
    id: z.number().int(),
    flightNumber: z.string(),
    origin: z.string(),
    originAirport: z.string(),
    destination: z.string(),
    destinationAirport: z.string(),
    /** Departure time with its UTC offset. */
    departureDate: z
      .string()
      .describe(
        'Departure: ISO 8601 date and time with the UTC offset of the origin (2026-11-26T08:30:00+03:00).',
      ),
    ticketNumber: z.string(),
    seatNumber: z.string().nullable(),
  })
  .meta({
    id: 'FlightSector',
    description: 'A flight (sector) of a ticket, with the seat the ticket holds on it.',
  });
export type PaxSector = z.infer<typeof PaxSector>;

/** The sectors of a ticket; none comes with the server's `Message` for the traveller (spec §8). */
export const TicketLookupResponse = z.object({
  paxSectorsRes: z.array(PaxSector),
  Message: z.string().optional(),
});
export type TicketLookupResponse = z.infer<typeof TicketLookupResponse>;

const flightNumber = z
  .string()
  .trim()
  .toUpperCase()
  .max(16, 'validation.flightNumberInvalid')
  .regex(/^[A-Z0-9]{2}\d{1,5}$/, 'validation.flightNumberInvalid');
const airportCode = z
  .string()
  .trim()
  .toUpperCase()
  .max(8, 'validation.airportInvalid')
  .regex(/^[A-Z]{3}$/, 'validation.airportInvalid');

/** The onboarding item query of spec §3: the flight, and the ticket that holds a seat on it. */
export const OnboardItemsQuery = CurrencyQuery.extend({
  FlightNumber: flightNumber.describe('The flight number of the sector (ET500).'),
  DepartureDate: z
    .string()
    .trim()
    .min(10)
    .max(40)
    .describe(
      'The departure day (YYYY-MM-DD) or the departure time (ISO 8601 with offset) as the ticket look-up gave it.',
    ),
  Origin: airportCode.describe('The IATA code of the sector’s origin (ADD).'),
  Destination: airportCode.describe('The IATA code of the sector’s destination (LHR).'),
  TicketNumber: TicketNumber,
});
export type OnboardItemsQuery = z.infer<typeof OnboardItemsQuery>;

/**
 * Place an on-board order (spec §7 SubmitOnBoardOrder): bought from what the ticket's flight carries,
 * handed over at the seat. Prices are never accepted: any field not listed here is a 400 (strict).
 */
export const SubmitOnBoardOrderRequest = z
  .object({
    origin: AirportCode.describe('The IATA code of the airport the flight leaves from (ADD).'),
    destination: AirportCode.describe('The IATA code of the airport the flight goes to (LHR).'),
    flightNumber: FlightNumber,
    departureDate: DepartureDate,
    ticketNumber: OrderTicketNumber,
    seatNumber: SeatNumber,
    items: z
      .array(CartLine)
      .min(1)
      .max(MAX_CART_LINES)
      .refine((lines) => new Set(lines.map((l) => l.itemId)).size === lines.length, 'duplicate item')
      .describe('What to order: 1–50 lines, each item at most once.'),
    promoCode: PromoCode.optional(),
    currencyId: z
      .number()
      .int()
      .positive()
      .max(1_000_000)
      .describe('The currency to charge in: an `id` from Currency/GetAll.'),
    paymentOption: PaymentOptionCode,
    guest: GuestDetails.optional(),
  })
  .strict();
export type SubmitOnBoardOrderRequest = z.infer<typeof SubmitOnBoardOrderRequest>;
