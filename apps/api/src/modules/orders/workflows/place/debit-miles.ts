import type { Db } from '../../../../db/client';
import { RuleViolation } from '../../../../errors';
import type { OrderContext } from '../../order-context';
import type { OrderRow } from '../../orders.repository';
import type { Step } from '../step';
import { need, type Placing, paidInMiles } from './placing';

/** Debits a miles order's miles from the member's balance (row-locked: one balance, one spender). */
export const debitMiles = (ctx: OrderContext): Step<Placing> => ({
  name: 'debit miles',
  async run(p, tx) {
    if (!paidInMiles(p)) return;
    const order = need(p.order, 'order');
    const spent = await ctx.loyalty.spend(tx, p.customer!.loyaltyMemberId!, order.totalMiles, order.id);
    if (!spent.ok) throw new RuleViolation('api.orders.insufficientMiles');
  },
});

/** The undo after the commit: the miles go back to the member. Answers whether any did. */
export async function refundMiles(ctx: OrderContext, tx: Db, order: OrderRow, memberId: number | undefined) {
  if (order.paymentOption !== 3 || !memberId || order.totalMiles <= 0) return false;
  await ctx.loyalty.refund(tx, memberId, order.totalMiles, order.id);
  return true;
}
