import { placedOrder } from '@dfs/domain/order-lifecycle';
import type { OrderContext } from '../../order-context';
import type { OrderRow } from '../../orders.repository';
import { isCard, type PlacingStep, paidInMiles } from './placing';

/** Writes the order and its lines, in the state the lifecycle starts it in. */
export const insertOrder = (
  ctx: OrderContext,
): PlacingStep<
  'tx' | 'request' | 'requester' | 'customer' | 'quote' | 'amounts' | 'flight' | 'code' | 'kind' | 'language',
  'order'
> => ({
  name: 'insert order',
  async run(p) {
    const { tx, request, customer, quote, amounts, flight } = p;
    const start = placedOrder(request.paymentOption).state;
    let order: OrderRow | undefined;
    for (let attempt = 0; !order && attempt < 5; attempt++) {
      order = await ctx.repository.insertOrder(tx, {
        orderCode: attempt === 0 ? p.code : ctx.codes.next(),
        kind: p.kind,
        customerId: customer?.id ?? null,
        guestFirstName: customer ? null : request.guest!.firstName,
        guestLastName: customer ? null : request.guest!.lastName,
        guestEmail: customer ? null : request.guest!.email,
        guestMobile: customer ? null : request.guest!.mobileNumber,
        currencyId: request.currencyId,
        paymentOption: request.paymentOption,
        paymentStatus: start.payment,
        orderRequestStatus: start.status,
        // Only a code that discounted something is the order's (and given back when it is cancelled).
        promoCode: quote.promoApplied ? quote.promoCode : null,
        pickFrom: request.pickFrom,
        origin: request.origin,
        destination: request.destination,
        flightId: flight.id,
        flightNumber: request.flightNumber,
        departureDate: flight.departureAt,
        changesCloseAt: flight.changesCloseAt ?? null,
        ticketNumber: request.ticketNumber,
        passengerLastName: request.passengerLastName,
        partnerId: p.requester.partnerId ?? null,
        seatNumber: request.seatNumber,
        subtotalMinor: amounts.subtotalMinor,
        discountMinor: amounts.subtotalMinor - amounts.totalMinor,
        totalMinor: amounts.totalMinor,
        totalMiles: amounts.totalMiles,
        milesForAccrual: amounts.milesForAccrual,
        locale: p.language,
        holdExpiresAt: isCard(p) ? new Date(ctx.now().getTime() + ctx.cardHoldMs) : null,
      });
    }
    if (!order) throw new Error('no free order code after 5 draws');
    const inMiles = paidInMiles(p);
    await ctx.repository.insertItems(tx, [
      ...quote.lines.map((l) => ({
        orderId: order.id,
        itemId: l.itemId,
        quantity: l.quantity,
        unitPriceMinor: l.unitPriceMinor,
        totalPriceMinor: l.lineTotalMinor,
        totalMiles: inMiles ? (l.totalMiles ?? 0) : 0,
        isFree: false,
        priceListId: l.priceListId,
      })),
      ...quote.freeLines.map((l) => ({
        orderId: order.id,
        itemId: l.itemId,
        quantity: l.quantity,
        unitPriceMinor: 0,
        totalPriceMinor: 0,
        totalMiles: 0,
        isFree: true,
        priceListId: null,
      })),
    ]);
    await ctx.recordChange(tx, order.id, {
      event: 'placed',
      actor: customer ? 'customer' : 'guest',
      from: null,
      to: order.orderRequestStatus,
      payment: order.paymentStatus,
    });
    await ctx.faults.checkpoint('checkout.order-inserted');
    return { order };
  },
});
