import { checkTicketLimits, isTicketPassenger, type PersonName } from '@dfs/domain/ticket-limits';
import type { Language } from '@dfs/i18n/languages';
import type { Db } from '../../db/client';
import { RuleViolation } from '../../errors';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { OrdersRepository } from './orders.repository';

export interface TicketLimitsQuestion {
  ticketNumber: string;
  flightId: number;
  /** The paid lines the order adds, each with the item's order limit. */
  lines: { itemId: number; quantity: number; orderLimit: number }[];
  /**
   * The buyer's customer id when they are the ticket's passenger, signed in (`passengerCustomerId`):
   * then only their own orders count. Resolved before the transaction.
   */
  passengerCustomerId: number | null;
  /** An order moved onto the ticket and flight is not counted against itself. */
  exceptOrderId?: number;
  language?: Language;
}

/**
 * The per-ticket limits on create and on change, in the caller's transaction (issue 42 points 2–3,
 * issue 44 point 2): open pre-orders per ticket and flight, and each item's order limit across them.
 */
export function ticketLimitsChecker(deps: {
  repository: Pick<OrdersRepository, 'ticketHoldings'>;
  catalogue: Pick<CatalogueService, 'itemNames'>;
  perSector: () => number;
  itemLimitFactor: () => number;
}) {
  return async function assertTicketLimits(tx: Db, q: TicketLimitsQuestion): Promise<void> {
    const holdings = await deps.repository.ticketHoldings(tx, {
      ticketNumber: q.ticketNumber,
      flightId: q.flightId,
      itemIds: q.lines.map((l) => l.itemId),
      exceptOrderId: q.exceptOrderId,
      // The ticket's passenger counts only their own orders: a stranger's never lock them out.
      onlyCustomerId: q.passengerCustomerId,
    });
    const refusal = checkTicketLimits({
      holdings,
      adding: q.lines,
      perSector: deps.perSector(),
      itemLimits: new Map(q.lines.map((l) => [l.itemId, l.orderLimit * deps.itemLimitFactor()] as const)),
    });
    if (!refusal) return;
    if (refusal.kind === 'tooManyOrders')
      throw new RuleViolation('api.orders.tooManyForSector', { limit: refusal.limit });
    const names = await deps.catalogue.itemNames([refusal.itemId], tx, q.language);
    throw new RuleViolation('api.orders.itemLimitOnTicket', {
      held: refusal.held,
      limit: refusal.limit,
      name: names.get(refusal.itemId) ?? `#${refusal.itemId}`,
    });
  };
}

/** The buyer's customer id when the signed-in buyer is the ticket's passenger (both names match). */
export function passengerCustomerId(
  customer: (PersonName & { id: number }) | null | undefined,
  passenger: PersonName | undefined,
): number | null {
  return customer && passenger && isTicketPassenger(customer, passenger) ? customer.id : null;
}
