import type { Db } from '../../../../db/client';
import type { OrderContext } from '../../order-context';
import { assertNotPendingElsewhere } from '../../pending-cart';
import { assertSectorLimit } from '../../ticket-check';
import type { Step } from '../step';
import { need, type Placing } from './placing';

/** Refuses the same cart while a card payment for it waits on the bank (guests by their e-mail). */
async function assertNotPaidTwice(ctx: OrderContext, tx: Db, p: Placing) {
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

/** The limits counted under the transaction's locks: no cart paid twice, open pre-orders per ticket. */
export const checkLimits = (ctx: OrderContext): Step<Placing> => ({
  name: 'check limits',
  async run(p, tx) {
    await assertNotPaidTwice(ctx, tx, p);
    if (p.onBoardFlight) return;
    const open = await ctx.repository.openPreOrdersOnSector(
      tx,
      p.request.ticketNumber,
      need(p.flight, 'flight').id,
    );
    assertSectorLimit(open, ctx.settings.openPreOrdersPerSector);
  },
});
