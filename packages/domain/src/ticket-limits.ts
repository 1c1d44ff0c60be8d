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

export interface OpenOrderOnTicket {
  /** The customer who placed it, or null for a guest. */
  customerId: number | null;
  lines: { itemId: number; quantity: number }[];
}

export type TicketLimitRefusal =
  | { kind: 'tooManyOrders'; limit: number }
  | { kind: 'itemLimit'; itemId: number; limit: number; held: number };

/**
 * Whether one more order (or an order moved onto this ticket and flight) fits: at most `perSector` open
 * pre-orders, and of each item at most its order limit across them. The ticket's passenger, signed in,
 * counts only their own orders: a stranger's orders on the ticket never lock them out.
 */
export function checkTicketLimits(input: {
  open: readonly OpenOrderOnTicket[];
  adding: { itemId: number; quantity: number }[];
  perSector: number;
  itemLimits: ReadonlyMap<number, number | null>;
  /** The buyer's customer id when they are the ticket's passenger, signed in. */
  passengerCustomerId?: number | null;
}): TicketLimitRefusal | null {
  const { passengerCustomerId } = input;
  const counted =
    passengerCustomerId == null ? input.open : input.open.filter((o) => o.customerId === passengerCustomerId);
  if (counted.length >= input.perSector) return { kind: 'tooManyOrders', limit: input.perSector };
  for (const line of input.adding) {
    const limit = input.itemLimits.get(line.itemId);
    if (limit == null) continue;
    const held = counted
      .flatMap((o) => o.lines)
      .filter((l) => l.itemId === line.itemId)
      .reduce((sum, l) => sum + l.quantity, 0);
    if (held + line.quantity > limit) return { kind: 'itemLimit', itemId: line.itemId, limit, held };
  }
  return null;
}
