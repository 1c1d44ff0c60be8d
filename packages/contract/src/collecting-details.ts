import { z } from 'zod';
import { personName } from './account';
import { EmailAddress } from './engagement';

/**
 * What a pre-order is collected with: the flight, ticket and seat, the guest who orders, and how it is
 * paid. Field messages are keys of the `checkout` i18n section, so the storefront's form and the
 * API's 400 answers say the same words.
 */

const required = (key: string) => z.string({ error: key }).trim().min(1, key);

export const AirportCode = required('checkout.errors.required')
  .max(3, 'checkout.errors.airport')
  .pipe(z.string().regex(/^[A-Z]{3}$/, 'checkout.errors.airport'));
export const FlightNumber = required('checkout.errors.required')
  .max(16, 'checkout.errors.flightNumber')
  .pipe(
    z
      .string()
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{2}\d{1,4}$/, 'checkout.errors.flightNumber')),
  )
  .describe(
    'The flight number: airline code and 1–4 digits (ET500); spaces are removed and letters upper-cased first.',
  );
/** The day of departure at the origin (YYYY-MM-DD), or the exact departure time (ISO 8601). */
export const DepartureDate = required('checkout.errors.required')
  .max(35, 'checkout.errors.departureDate')
  .pipe(
    z
      .string()
      .regex(
        /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/,
        'checkout.errors.departureDate',
      ),
  )
  .describe(
    'The departure: the day at the origin as YYYY-MM-DD, or the exact time as ISO 8601 with its UTC offset (2026-11-26T08:30:00+03:00), as the ticket look-up gives it.',
  );
export const TicketNumber = required('checkout.errors.required')
  .max(13, 'checkout.errors.ticketNumber')
  .pipe(z.string().regex(/^\d{13}$/, 'checkout.errors.ticketNumber'))
  .describe('The 13-digit e-ticket number of the traveller collecting the goods.');
export const SeatNumber = required('checkout.errors.required')
  .max(4, 'checkout.errors.seatNumber')
  .pipe(
    z
      .string()
      .transform((v) => v.toUpperCase())
      // A row from 1 (no leading zero) and a seat letter, as tickets print it.
      .pipe(z.string().regex(/^[1-9]\d{0,2}[A-K]$/, 'checkout.errors.seatNumber')),
  )
  .describe('The seat: a row of 1–3 digits from 1 (no leading zero) and a letter A–K (12A); upper-cased.');
export const PickFrom = required('checkout.errors.required')
  .pipe(z.string().max(64))
  .describe('Where on board the goods are handed over, in the traveller’s words (Seat, Galley…).');

export const GuestDetails = z
  .object({
    // The account's name rules: a name is shown on pages, e-mails and the crew's lists, never markup.
    firstName: personName('checkout.errors.required').describe(
      'Given name: letters of any script, spaces, hyphens, apostrophes and full stops; no digits or markup.',
    ),
    lastName: personName('checkout.errors.required').describe(
      'Family name: letters of any script, spaces, hyphens, apostrophes and full stops; no digits or markup.',
    ),
    email: EmailAddress.describe('Where the order confirmation and its links are sent.'),
    mobileNumber: required('checkout.errors.required')
      .max(16, 'checkout.errors.mobileNumber')
      .pipe(z.string().regex(/^\+\d{6,15}$/, 'checkout.errors.mobileNumber'))
      .describe('Mobile number with its country code, E.164 (+251911234567).'),
  })
  .strict()
  .describe('Who is ordering, when nobody is signed in (required then; ignored for a signed-in customer).');
export type GuestDetails = z.infer<typeof GuestDetails>;

/** The collecting details of a pre-order: where and when the goods are handed over. */
export const CollectingDetails = z.object({
  pickFrom: PickFrom,
  origin: AirportCode.describe(
    'The IATA code of the airport the flight leaves from (ADD), from Airport/GetAll.',
  ),
  destination: AirportCode.describe(
    'The IATA code of the airport the flight goes to (LHR), from Airport/GetAll.',
  ),
  flightNumber: FlightNumber,
  departureDate: DepartureDate,
  ticketNumber: TicketNumber,
  passengerLastName: personName('checkout.errors.required').describe(
    'The passenger’s family name as the ticket has it (case, accents, spaces and hyphens aside): the ticket number alone does not make the ticket yours.',
  ),
  seatNumber: SeatNumber,
});
export type CollectingDetails = z.infer<typeof CollectingDetails>;
