import { isTicketPassenger } from '@dfs/domain/ticket-limits';
import type { OrderContext, Requester } from './order-context';
import type { OrderRow } from './orders.repository';

/** How many orders placed by others on a passenger's tickets one answer lists. */
const MAX_ORDERS_BY_OTHERS = 50;
/** A ticket counts as the customer's while one of their orders on it departs after this long ago. */
const RECENT_TICKET_MS = 24 * 60 * 60 * 1000;

/**
 * A signed-in traveller whose ticket it is (both names match the ticket's, on a ticket they have
 * ordered on) sees the open pre-orders anybody else placed on it, and may cancel them (issue 44 point 2):
 * a ticket number read off a boarding pass never leaves the passenger locked out of their own ticket.
 */
export function passengerTickets(ctx: OrderContext) {
  async function ticketsOf(customerId: number): Promise<string[]> {
    const customer = await ctx.customers.contactOf(customerId);
    if (!customer) return [];
    const since = new Date(ctx.now().getTime() - RECENT_TICKET_MS);
    const tickets = await ctx.repository.ticketsOrderedBy(customerId, since);
    const passengers = await Promise.all(tickets.map((t) => ctx.tickets.passengerOf(t)));
    return tickets.filter((_, i) => {
      const passenger = passengers[i];
      return passenger !== undefined && isTicketPassenger(customer, passenger);
    });
  }

  return {
    /** Open pre-orders others placed on the customer's tickets, newest first. */
    async placedByOthers(customerId: number): Promise<OrderRow[]> {
      const tickets = await ticketsOf(customerId);
      return ctx.repository.othersOpenOnTickets(tickets, customerId, MAX_ORDERS_BY_OTHERS);
    },

    /**
     * The order to cancel: the requester's own (or a view token's), else an open pre-order on a ticket
     * whose passenger is the signed-in requester. Anything else is 404, as an unknown order is.
     */
    async cancellable(
      order: OrderRow | undefined,
      requester: Requester,
      token: string | undefined,
    ): Promise<{ order: OrderRow; byPassenger: boolean }> {
      try {
        return { order: ctx.owned(order, requester, token), byPassenger: false };
      } catch (error) {
        const { customerId } = requester;
        if (!order || customerId === undefined || order.kind !== 'preorder' || !order.ticketNumber)
          throw error;
        if (!(await ticketsOf(customerId)).includes(order.ticketNumber)) throw error;
        return { order, byPassenger: true };
      }
    },
  };
}
