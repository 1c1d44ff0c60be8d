import type { Db } from '../../../../db/client';
import { RuleViolation } from '../../../../errors';
import type { OrderContext } from '../../order-context';
import type { OrderRow } from '../../orders.repository';
import type { Step } from '../step';
import { need, type Placing } from './placing';

/**
 * Uses the promotion once (its row is locked until the commit, so one buyer's orders are counted one
 * after the other) within its total and per-customer limits. Undone by the rollback until then. A
 * code that discounted nothing in this order is not used up (nor recorded on the order).
 */
export const applyPromotion = (ctx: OrderContext): Step<Placing> => ({
  name: 'apply promotion',
  async run(p, tx) {
    if (!p.promo || !need(p.quote, 'quote').promoApplied) return;
    if (!(await ctx.pricing.consumePromo(tx, p.promo.priceListId)))
      throw new RuleViolation('api.errors.invalidPromoCode');
    if (p.promo.perCustomerLimit !== null) {
      const buyer = p.customer ? { customerId: p.customer.id } : { guestEmail: p.request.guest!.email };
      if ((await ctx.repository.promoUses(tx, buyer, p.promo.code)) >= p.promo.perCustomerLimit)
        throw new RuleViolation('api.errors.invalidPromoCode');
    }
  },
});

/** The undo after the commit: the promotion's use goes back (cancel, failed payment, expiry). */
export async function releasePromotion(ctx: OrderContext, tx: Db, order: OrderRow) {
  if (order.promoCode) await ctx.pricing.releasePromo(tx, order.promoCode);
}
