/**
 * When an order left on a cancelled flight is cancelled with a full refund, if the traveller does not
 * choose: `refundAfterMs` after the cancellation, but never after the last alternative flight of the
 * ticket closes (its cut-off). The page then never promises a choice the traveller no longer has.
 * `alternativesCloseAt` holds the cut-offs of the ticket's other flights that are not cancelled.
 */
export function disruptionRefundAt(
  cancelledAt: Date,
  refundAfterMs: number,
  alternativesCloseAt: readonly Date[],
): Date {
  const afterWaiting = cancelledAt.getTime() + refundAfterMs;
  // An alternative that had closed before the cancellation was never a choice.
  const open = alternativesCloseAt.map((d) => d.getTime()).filter((t) => t > cancelledAt.getTime());
  if (open.length === 0) return new Date(afterWaiting);
  return new Date(Math.min(afterWaiting, Math.max(...open)));
}
