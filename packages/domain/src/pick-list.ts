/** One order to load: its seat, passenger, when it was placed and its lines. */
export interface LoadOrder {
  orderCode: string;
  seatNumber: string;
  passenger: string;
  createdAt: Date;
  lines: readonly { itemId: number; quantity: number }[];
}

export interface PickListSeat<O> {
  seatNumber: string;
  orders: (O & { isNew: boolean })[];
}

/** Seats in cabin order: row number, then letter ("2A" before "10C"); no seat last. */
export function compareSeats(a: string, b: string): number {
  const parse = (s: string) => {
    const m = /^(\d+)([A-Z]*)$/i.exec(s.trim());
    return m ? ([Number(m[1]), m[2]!.toUpperCase()] as const) : ([Number.POSITIVE_INFINITY, s] as const);
  };
  const [ra, la] = parse(a);
  const [rb, lb] = parse(b);
  return ra !== rb ? ra - rb : la.localeCompare(lb);
}

/**
 * The pick list (issue 18): orders grouped by seat in cabin order, each marked new when placed after
 * the list was last printed, and the total of each item to load.
 */
export function pickList<O extends LoadOrder>(
  orders: readonly O[],
  printedAt: Date | null,
): { seats: PickListSeat<O>[]; totals: Map<number, number> } {
  const bySeat = new Map<string, (O & { isNew: boolean })[]>();
  const totals = new Map<number, number>();
  for (const order of orders) {
    const isNew = printedAt !== null && order.createdAt.getTime() > printedAt.getTime();
    const seat = order.seatNumber.trim().toUpperCase();
    bySeat.set(seat, [...(bySeat.get(seat) ?? []), { ...order, isNew }]);
    for (const line of order.lines) totals.set(line.itemId, (totals.get(line.itemId) ?? 0) + line.quantity);
  }
  const seats = [...bySeat]
    .sort(([a], [b]) => compareSeats(a, b))
    .map(([seatNumber, list]) => ({ seatNumber, orders: list }));
  return { seats, totals };
}
