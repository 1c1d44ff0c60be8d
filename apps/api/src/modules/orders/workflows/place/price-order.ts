import { convertMinor, roundMiles } from '@dfs/domain/money';
import { earnsMiles } from '@dfs/domain/order-payment';
import { PaymentOption } from '@dfs/domain/order-status';
import { Conflict, RuleViolation } from '../../../../errors';
import type { OrderContext } from '../../order-context';
import { type Placing, type PlacingStep, paidInMiles } from './placing';

/**
 * Prices the order on the server (never the browser's figures): limits, stock, the promotion, miles.
 * Amounts stay integer minor units (Money) from the pricing module on (DESIGN.md §4).
 */
export const priceOrder = (
  ctx: OrderContext,
): PlacingStep<'request' | 'onBoardFlight' | 'customer', 'quote' | 'promo' | 'amounts'> => ({
  name: 'price order',
  async run(p) {
    const { request, onBoardFlight } = p;
    // On board, the quote's stock is the flight's, and it names a line the flight does not carry.
    const quote = await ctx.pricing.quoteMinor({
      items: request.items,
      currencyId: request.currencyId,
      ...(onBoardFlight ? { flightId: onBoardFlight.id } : {}),
      ...(request.promoCode ? { promoCode: request.promoCode } : {}),
    });
    const limit = quote.problems.find((problem) => problem.kind === 'maxOrder');
    if (limit && limit.kind === 'maxOrder')
      throw new RuleViolation('api.orders.maxOrder', { limit: limit.limit });
    if (quote.problems.some((problem) => problem.kind === 'notCarried'))
      throw new Conflict('api.orders.notCarried');
    if (quote.problems.some((problem) => problem.kind === 'outOfStock'))
      throw new Conflict('api.orders.outOfStock');
    if (paidInMiles(p) && quote.totalMiles === null) throw new RuleViolation('api.orders.notPayableInMiles');
    const promo = request.promoCode
      ? await ctx.pricing.resolvePromo(request.promoCode, request.currencyId)
      : null;
    // Miles accrue when the order is paid (a card order on the gateway's callback), and only to a
    // miles member: what the confirmation shows is what is credited.
    let milesForAccrual = 0;
    if (
      earnsMiles({ paymentOption: request.paymentOption, milesMember: Boolean(p.customer?.loyaltyMemberId) })
    ) {
      const products = await ctx.catalogue.itemDetails(
        request.items.map((l) => l.itemId),
        request.currencyId,
      );
      const accrualOf = new Map(products.map((item) => [item.id, item.milesForAccrual ?? 0] as const));
      milesForAccrual = roundMiles(
        request.items.reduce((sum, l) => sum + (accrualOf.get(l.itemId) ?? 0) * l.quantity, 0),
      );
    }
    const amounts = {
      subtotalMinor: quote.subtotalMinor,
      totalMinor: quote.totalMinor,
      // Miles are charged only when the order is paid in miles; other orders carry none.
      totalMiles: paidInMiles(p) ? (quote.totalMiles ?? 0) : 0,
      milesForAccrual,
    };
    await assertGuestCashCeiling(ctx, { ...p, amounts });
    return { quote, promo, amounts };
  },
});

/**
 * A guest's cash-on-board pre-order is capped: above the ceiling, a card or an account answers for it.
 * An on-board order is paid at the seat as it is handed over.
 */
async function assertGuestCashCeiling(
  ctx: OrderContext,
  p: Pick<Placing, 'customer' | 'onBoardFlight' | 'request' | 'amounts'>,
) {
  if (p.customer || p.onBoardFlight || p.request.paymentOption !== PaymentOption.CashOnBoard) return;
  const { totalMinor } = p.amounts;
  const { rateToUsd } = await ctx.masterData.currencyRate(p.request.currencyId);
  const max = ctx.settings.guestCashOnBoardMaxUsdMinor;
  if (convertMinor(totalMinor, rateToUsd, 1) > max)
    throw new RuleViolation('api.orders.cashCeilingForGuests', { max: max / 100 });
}
