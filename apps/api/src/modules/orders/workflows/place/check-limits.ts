import type { Db } from '../../../../db/client';
import type { OrderContext } from '../../order-context';
import { assertNotPendingElsewhere } from '../../pending-cart';
import { passengerCustomerId } from '../../ticket-limits';
import type { Placing, PlacingStep } from './placing';

/** Refuses the same cart while a card payment for it waits on the bank (guests by their e-mail). */
async function assertNotPaidTwice(ctx: OrderContext, tx: Db, p: Pick<Placing, 'customer' | 'request'>) {
  const buyer = p.customer ? { customerId: p.customer.id } : { guestEmail: p.request.guest!.email };
  const awaiting = await ctx.repository.awaitingPayment(tx, buyer, ctx.now());
  const atBank = new Set(
    await ctx.payments.ordersPendingAtBank(
      tx,
      awaiting.map((o) => o.id),
    ),
  );
  const pending = awaiting.filter((o) => atBank.has(o.id));
  if (pending.length === 0) return;
  const lines = await ctx.views.namedLines(
    pending.map((o) => o.id),
    tx,
  );
  assertNotPendingElsewhere(
    p.request.items,
    pending.map((o) => ({
      orderCode: o.orderCode,
      lines: lines.filter((l) => l.orderId === o.id && !l.isFree),
    })),
  );
}

/**
 * The limits counted under the transaction's locks: no cart paid twice, a guest's cash ceiling, and
 * the ticket's open pre-orders and items on the flight (ctx.assertTicketLimits, as a change counts them).
 */
export const checkLimits = (
  ctx: OrderContext,
): PlacingStep<
  'tx' | 'customer' | 'request' | 'onBoardFlight' | 'quote' | 'flight' | 'ticketPassenger' | 'language'
> => ({
  name: 'check limits',
  async run(p) {
    const { tx } = p;
    await assertNotPaidTwice(ctx, tx, p);
    if (p.onBoardFlight) return {};
    await ctx.assertTicketLimits(tx, {
      ticketNumber: p.request.ticketNumber,
      flightId: p.flight.id,
      lines: p.quote.lines,
      passengerCustomerId: passengerCustomerId(p.customer, p.ticketPassenger),
      language: p.language,
    });
    return {};
  },
});
