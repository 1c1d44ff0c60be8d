import { Conflict } from '../../errors';

type Line = { itemId: number; quantity: number };

/** Whether two carts hold the same items in the same quantities (in any order). */
export function sameCart(a: readonly Line[], b: readonly Line[]): boolean {
  const key = (lines: readonly Line[]) =>
    lines
      .map((l) => `${l.itemId}x${l.quantity}`)
      .sort()
      .join(',');
  return key(a) === key(b);
}

/**
 * A cart is never paid twice while a card payment for it waits on the bank: placing the same items
 * again then is refused (409) with the code of the order that is waiting, so the traveller checks it.
 */
export function assertNotPendingElsewhere(
  cart: readonly Line[],
  pending: readonly { orderCode: string; lines: readonly Line[] }[],
): void {
  const waiting = pending.find((order) => sameCart(order.lines, cart));
  if (waiting) throw new Conflict('api.orders.paymentPending', { code: waiting.orderCode });
}
