import { preOrderCutoff } from './flight-rules';
import { type FlightStatus, hasFlightLeft } from './flight-status';
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

/**
 * Why an order can no longer be cancelled or changed by the traveller. On a cancelled flight
 * (`flightCancelled`) the disruption's own choice, move or full refund, replaces both.
 */
export type ChangesClosedReason = 'finished' | 'cutoffPassed' | 'departed' | 'flightCancelled';

export type ChangeWindow =
  | { open: true; closesAt: Date }
  | { open: false; closesAt: Date; reason: ChangesClosedReason };

/**
 * Whether the traveller may still cancel or change an order (the one rule the API enforces and the
 * order pages explain): it must still hold its goods, its flight must still be to come as planned
 * (the station's status when known), and its window must not have closed.
 */
export function orderChangeWindow(
  order: {
    kind: OrderKind;
    status: OrderRequestStatus;
    departure: Date;
    closesAt?: Date | null;
    flightStatus?: FlightStatus | null;
  },
  now: Date,
): ChangeWindow {
  // A pre-order placed under a route's own window carries its cut-off (moved with a retimed flight).
  const closesAt = order.closesAt ?? changesCloseAt(order.kind, order.departure);
  if (!isChangeable(order.status)) return { open: false, closesAt, reason: 'finished' };
  if (order.flightStatus === 'cancelled') return { open: false, closesAt, reason: 'flightCancelled' };
  // A flight the station marked departed has left, whatever its timetable said.
  if (order.flightStatus && hasFlightLeft(order.flightStatus)) {
    return { open: false, closesAt, reason: 'departed' };
  }
  if (now.getTime() >= closesAt.getTime()) {
    return { open: false, closesAt, reason: order.kind === 'onboard' ? 'departed' : 'cutoffPassed' };
  }
  return { open: true, closesAt };
}
