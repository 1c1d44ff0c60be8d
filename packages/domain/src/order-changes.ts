import { preOrderCutoff } from './flight-rules';
import { isChangeable } from './order-lifecycle';
import type { OrderRequestStatus } from './order-status';

/** A pre-order collected on the way, or an on-board order bought from the flight's own stock. */
export type OrderKind = 'preorder' | 'onboard';

/**
 * When a traveller's own changes close: a pre-order at the 24 h cut-off, an on-board order at
 * departure (after that the goods are handed over in the air; after-sales support takes over).
 */
export function changesCloseAt(kind: OrderKind, departure: Date): Date {
  return kind === 'onboard' ? departure : preOrderCutoff(departure);
}

/** Why an order can no longer be cancelled or changed by the traveller. */
export type ChangesClosedReason = 'finished' | 'cutoffPassed' | 'departed';

export type ChangeWindow =
  | { open: true; closesAt: Date }
  | { open: false; closesAt: Date; reason: ChangesClosedReason };

/**
 * Whether the traveller may still cancel or change an order (the one rule the API enforces and the
 * order pages explain): it must still hold its goods, and its window must not have closed.
 */
export function orderChangeWindow(
  order: { kind: OrderKind; status: OrderRequestStatus; departure: Date; closesAt?: Date | null },
  now: Date,
): ChangeWindow {
  // A pre-order placed under a route's own window carries its cut-off (moved with a retimed flight).
  const closesAt = order.closesAt ?? changesCloseAt(order.kind, order.departure);
  if (!isChangeable(order.status)) return { open: false, closesAt, reason: 'finished' };
  if (now.getTime() >= closesAt.getTime()) {
    return { open: false, closesAt, reason: order.kind === 'onboard' ? 'departed' : 'cutoffPassed' };
  }
  return { open: true, closesAt };
}
