import type { Db } from '../../../../db/client';
import { RuleViolation } from '../../../../errors';
import type { OrderContext } from '../../order-context';
import type { OrderRow } from '../../orders.repository';
import type { PlacingStep } from './placing';

/**
 * Uses the promotion once (its row is locked until the commit, so one buyer's orders are counted one
 * after the other) within its total and per-customer limits. Undone by the rollback until then. A
 * code that discounted nothing in this order is not used up (nor recorded on the order).
 */
export const applyPromotion = (
  ctx: OrderContext,
): PlacingStep<'tx' | 'promo' | 'quote' | 'customer' | 'request'> => ({
  name: 'apply promotion',
  async run({ tx, promo, quote, customer, request }) {
    if (!promo || !quote.promoApplied) return {};
    if (!(await ctx.pricing.consumePromo(tx, promo.priceListId)))
      throw new RuleViolation('api.errors.invalidPromoCode');
    if (promo.perCustomerLimit !== null) {
      const buyer = customer ? { customerId: customer.id } : { guestEmail: request.guest!.email };
      if ((await ctx.repository.promoUses(tx, buyer, promo.code)) >= promo.perCustomerLimit)
        throw new RuleViolation('api.errors.invalidPromoCode');
    }
    return {};
  },
});

/** The undo after the commit: the promotion's use goes back (cancel, failed payment, expiry). */
export async function releasePromotion(ctx: OrderContext, tx: Db, order: OrderRow) {
  if (order.promoCode) await ctx.pricing.releasePromo(tx, order.promoCode);
}
