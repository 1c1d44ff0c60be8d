import type { Db } from '../../../../db/client';
import { RuleViolation } from '../../../../errors';
import type { OrderContext } from '../../order-context';
import type { OrderRow } from '../../orders.repository';
import type { Step } from '../step';
import type { Placing } from './placing';

/** Uses the promotion once (its row is locked until the commit). Undone by the rollback until then. */
export const applyPromotion = (ctx: OrderContext): Step<Placing> => ({
  name: 'apply promotion',
  async run(p, tx) {
    if (p.promo && !(await ctx.pricing.consumePromo(tx, p.promo.priceListId))) {
      throw new RuleViolation('api.errors.invalidPromoCode');
    }
  },
});

/** The undo after the commit: the promotion's use goes back (cancel, failed payment, expiry). */
export async function releasePromotion(ctx: OrderContext, tx: Db, order: OrderRow) {
  if (order.promoCode) await ctx.pricing.releasePromo(tx, order.promoCode);
}
