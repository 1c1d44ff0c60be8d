import type { OrderContext } from '../../order-context';
import type { PlacingStep } from './placing';

/** The flight: an on-board order's, or the pre-order's, open for pre-orders and held by the ticket. */
export const chooseFlight = (
  ctx: OrderContext,
): PlacingStep<'onBoardFlight' | 'request', 'flight' | 'ticketPassenger'> => ({
  name: 'choose flight',
  async run({ onBoardFlight, request }) {
    // The on-board module has checked its order's ticket already.
    if (onBoardFlight) return { flight: onBoardFlight, ticketPassenger: undefined };
    const flight = await ctx.findFlight(request);
    return { flight, ticketPassenger: await ctx.ticketHoldsFlight(request, flight.id) };
  },
});
