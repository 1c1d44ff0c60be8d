import { CollectingDetails, DepartureDate } from '@dfs/contract/collecting-details';
import { TicketNumber } from '@dfs/contract/onboard';
import { PaymentOptionCode } from '@dfs/contract/order-codes';
import { isPreOrderDay } from '@dfs/domain/flight-rules';
import { z } from 'zod';

export const CheckoutFields = CollectingDetails.extend({
  paymentOption: z.coerce.number().pipe(PaymentOptionCode),
  // The spec's own length message, with the current length (spec §5).
  ticketNumber: z.string().trim().min(1, 'checkout.errors.required').pipe(TicketNumber),
});
/** A pre-order's day must lie in the pre-order window: never past, never beyond 30 days. */
export const PreOrderCheckoutFields = CheckoutFields.extend({
  departureDate: DepartureDate.refine(
    (day) => day.length !== 10 || isPreOrderDay(day, new Date()),
    'checkout.errors.departureWindow',
  ),
});
/** On board the ticket look-up found the flight: the passenger's name is not asked again. */
export const OnBoardCheckoutFields = CheckoutFields.extend({ passengerLastName: z.string().optional() });
export type CheckoutInput = z.input<typeof CheckoutFields>;
export type CheckoutOutput = z.output<typeof CheckoutFields>;

export const filledFromTicket = [
  'origin',
  'destination',
  'flightNumber',
  'departureDate',
  'seatNumber',
] as const;

export const fieldNames = [
  'pickFrom',
  'origin',
  'destination',
  'flightNumber',
  'departureDate',
  'ticketNumber',
  'passengerLastName',
  'seatNumber',
] as const;
