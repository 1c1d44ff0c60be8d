import { PaymentOption } from '@dfs/domain/order-status';
import type { Db } from '../../../../db/client';
import { RuleViolation } from '../../../../errors';
import type { OrderContext } from '../../order-context';
import type { OrderRow } from '../../orders.repository';
import { type PlacingStep, paidInMiles } from './placing';

/** Debits a miles order's miles from the member's balance (row-locked: one balance, one spender). */
export const debitMiles = (ctx: OrderContext): PlacingStep<'tx' | 'request' | 'customer' | 'order'> => ({
  name: 'debit miles',
  async run(p) {
    if (!paidInMiles(p)) return {};
    const { tx, order } = p;
    const spent = await ctx.loyalty.spend(tx, p.customer!.loyaltyMemberId!, order.totalMiles, order.id);
    if (!spent.ok) throw new RuleViolation('api.orders.insufficientMiles');
    return {};
  },
});

/** The undo after the commit: the miles go back to the member. Answers whether any did. */
export async function refundMiles(ctx: OrderContext, tx: Db, order: OrderRow, memberId: number | undefined) {
  if (order.paymentOption !== PaymentOption.Mile || !memberId || order.totalMiles <= 0) return false;
  await ctx.loyalty.refund(tx, memberId, order.totalMiles, order.id);
  return true;
}
