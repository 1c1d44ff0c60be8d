import type { OrderContext } from '../../order-context';
import { isCard, type PlacingStep } from './placing';

/** Records the placed event for webhooks; asks for the confirmation e-mail (with its QR proof) after the commit; a card order's waits for its payment. */
export const recordOutbox = (ctx: OrderContext): PlacingStep<'tx' | 'request' | 'order'> => ({
  name: 'record outbox messages',
  async run(p) {
    const { tx, order } = p;
    if (!isCard(p)) await ctx.mails.queue(tx, 'confirmation', order.id);
    await ctx.orderEvent(tx, 'order.placed', order);
    return {};
  },
});
