import { paymentOptionsFor } from '@dfs/domain/order-status';
import { BadRequest, NotFound, RuleViolation } from '../../../../errors';
import type { OrderContext } from '../../order-context';
import type { PlacingStep } from './placing';

/** Who buys: the signed-in customer or a guest with their details, and a payment option they may use. */
export const checkBuyer = (ctx: OrderContext): PlacingStep<'requester' | 'request', 'customer'> => ({
  name: 'check buyer',
  async run({ requester, request }) {
    const customer = requester.customerId ? await ctx.customers.contactOf(requester.customerId) : undefined;
    if (requester.customerId && !customer) throw new NotFound();
    if (!customer && !request.guest) {
      throw new BadRequest(undefined, { Guest: ['checkout.errors.guestRequired'] });
    }
    if (
      !paymentOptionsFor({ milesMember: Boolean(customer?.loyaltyMemberId) }).includes(request.paymentOption)
    ) {
      throw new RuleViolation('api.orders.paymentOptionNotAllowed');
    }
    return { customer: customer ?? undefined };
  },
});
