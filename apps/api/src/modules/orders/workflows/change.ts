import type { OrderView, UpdatePreOrderRequest } from '@dfs/contract/preorders';
import { RuleViolation } from '../../../errors';
import type { OrderContext, Requester } from '../order-context';
import { passengerCustomerId } from '../ticket-limits';

/** Changing the collecting details until the cut-off (spec §7); the items cannot change. */
export function changeWorkflow(ctx: OrderContext) {
  return async function change(request: UpdatePreOrderRequest, requester: Requester): Promise<OrderView> {
    const found = ctx.owned(await ctx.repository.orderById(request.id), requester, request.viewToken);
    // An on-board order belongs to the flight it was bought on: there is nothing to change.
    if (found.kind === 'onboard') throw new RuleViolation('api.onboard.orderFixed');
    // Refused first on the order's current flight: departed, or cancelled (the disruption's choice applies).
    ctx.assertChangeable(found, 'api.orders.notChangeable', await ctx.views.flightStatusOf(found));
    const flight = await ctx.findFlight(request);
    const passenger = await ctx.ticketHoldsFlight(request, flight.id);
    // The order's lines count against the ticket it moves to, as a new order's would.
    const lines = (await ctx.views.namedLines([found.id])).filter((l) => !l.isFree);
    const limits = await ctx.orderLimits(
      lines.map((l) => l.itemId),
      found.currencyId,
    );
    const customer = found.customerId === null ? null : await ctx.customers.contactOf(found.customerId);
    const changed = await ctx.transaction(async (tx) => {
      const order = (await ctx.repository.lockOrder(tx, found.id))!;
      ctx.assertChangeable(order, 'api.orders.notChangeable', await ctx.views.flightStatusOf(order, tx));
      ctx.move(order, 'change', ctx.actorOf(order, requester));
      await ctx.assertTicketLimits(tx, {
        ticketNumber: request.ticketNumber,
        flightId: flight.id,
        lines: lines.map((l) => ({
          itemId: l.itemId,
          quantity: l.quantity,
          orderLimit: limits.get(l.itemId)!,
        })),
        passengerCustomerId: passengerCustomerId(customer, passenger),
        exceptOrderId: order.id,
        language: requester.language,
      });
      if (request.orderItemRequet) {
        const current = (await ctx.views.namedLines([order.id], tx)).filter((l) => !l.isFree);
        const key = (lines: { itemId: number; quantity: number }[]) =>
          lines
            .map((l) => `${l.itemId}x${l.quantity}`)
            .sort()
            .join(',');
        if (key(current) !== key(request.orderItemRequet)) throw new RuleViolation('api.orders.itemsFixed');
      }
      const changes = {
        pickFrom: request.pickFrom,
        origin: request.origin,
        destination: request.destination,
        flightId: flight.id,
        flightNumber: request.flightNumber,
        departureDate: flight.departureAt,
        // The cut-off is the new flight's (its route's window), never the one the order was placed with.
        changesCloseAt: flight.changesCloseAt,
        ticketNumber: request.ticketNumber,
        passengerLastName: request.passengerLastName,
        seatNumber: request.seatNumber,
      };
      await ctx.repository.updateOrder(tx, order.id, changes);
      await ctx.mails.queue(tx, 'change', order.id);
      await ctx.orderEvent(tx, 'order.changed', { ...order, ...changes });
      return { ...order, ...changes };
    });
    return ctx.views.view(changed, requester.language);
  };
}
