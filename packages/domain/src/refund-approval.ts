import type { Minor } from './money';

/** The airline's default: refunds above USD 500 need a second staff member's approval. */
export const DEFAULT_SECOND_APPROVAL_ABOVE_USD_MINOR: Minor = 500_00;

/** Why a refund waits for a second staff member; null when one agent may refund alone. */
export type SecondApprovalReason = 'replaced' | 'amount';

/**
 * Four eyes on money going out (issue 42 point 5): a refund of an order that was already replaced
 * free of charge, or of more than the airline's limit (in USD minor units), needs a second staff
 * member. A refund exactly at the limit does not.
 */
export function needsSecondApproval(refund: {
  /** The amount refunded, converted to USD minor units. */
  amountUsdMinor: Minor;
  /** The airline's limit (REFUND_SECOND_APPROVAL_ABOVE_USD) in USD minor units. */
  aboveUsdMinor: Minor;
  /** The order has had a no-charge replacement. */
  replaced: boolean;
}): SecondApprovalReason | null {
  if (refund.replaced) return 'replaced';
  if (refund.amountUsdMinor > refund.aboveUsdMinor) return 'amount';
  return null;
}

/** The same staff member may never approve or reject their own refund request. */
export function mayDecideRefund(requestedBy: number, decidedBy: number): boolean {
  return requestedBy !== decidedBy;
}
