/**
 * Whose a ticket is, and what one ticket may hold (issue 42 points 2–3, issue 44 point 2): a pre-order
 * names the passenger's family name as the ticket has it, as an airline's "manage booking" asks, and
 * the limits are counted so that nobody else's orders lock the ticket's passenger out.
 */

/** A name as people type it: case, accents, spaces, hyphens, apostrophes and full stops do not count. */
export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[\s\-'’.‐‑]/gu, '');
}

/** The family name typed matches the ticket's (GIRMA, Girma, girma-, "Girma " alike). */
export function sameFamilyName(typed: string, onTicket: string): boolean {
  const a = comparableName(typed);
  return a.length > 0 && a === comparableName(onTicket);
}

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** A signed-in customer is the ticket's passenger when both names match the ticket's. */
export function isTicketPassenger(customer: PersonName, passenger: PersonName): boolean {
  return (
    sameFamilyName(customer.lastName, passenger.lastName) &&
    sameFamilyName(customer.firstName, passenger.firstName)
  );
}

/**
 * What a ticket's open pre-orders on one flight hold, as counted for one buyer: every order, or only the
 * passenger's own when the buyer is the ticket's passenger, signed in (a stranger's orders never lock
 * them out).
 */
export interface TicketHoldings {
  openOrders: number;
  /** Units held of each item asked about. */
  held: ReadonlyMap<number, number>;
}

export type TicketLimitRefusal =
  | { kind: 'tooManyOrders'; limit: number }
  | { kind: 'itemLimit'; itemId: number; limit: number; held: number };

/**
 * Whether one more order (or an order moved onto this ticket and flight) fits: at most `perSector` open
 * pre-orders, and of each item at most its order limit across them.
 */
export function checkTicketLimits(input: {
  holdings: TicketHoldings;
  adding: { itemId: number; quantity: number }[];
  perSector: number;
  itemLimits: ReadonlyMap<number, number | null>;
}): TicketLimitRefusal | null {
  const { holdings } = input;
  if (holdings.openOrders >= input.perSector) return { kind: 'tooManyOrders', limit: input.perSector };
  for (const line of input.adding) {
    const limit = input.itemLimits.get(line.itemId);
    if (limit == null) continue;
    const held = holdings.held.get(line.itemId) ?? 0;
    if (held + line.quantity > limit) return { kind: 'itemLimit', itemId: line.itemId, limit, held };
  }
  return null;
}
