import type { OrderContext } from '../../order-context';
import type { Step } from '../step';
import type { Placing } from './placing';

/** The flight: an on-board order's, or the pre-order's, open for pre-orders and held by the ticket. */
export const chooseFlight = (ctx: OrderContext): Step<Placing> => ({
  name: 'choose flight',
  async run(p) {
    if (p.onBoardFlight) {
      // The on-board module has checked its order's ticket already.
      p.flight = p.onBoardFlight;
      return;
    }
    p.flight = await ctx.findFlight(p.request);
    p.ticketPassenger = await ctx.ticketHoldsFlight(p.request, p.flight.id);
  },
});
