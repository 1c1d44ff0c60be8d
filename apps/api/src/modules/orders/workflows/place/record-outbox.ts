import type { OrderContext } from '../../order-context';
import type { Step } from '../step';
import { isCard, need, type Placing } from './placing';

/** Records the placed event for webhooks; asks for the confirmation e-mail (with its QR proof) after the commit; a card order's waits for its payment. */
export const recordOutbox = (ctx: OrderContext): Step<Placing> => ({
  name: 'record outbox messages',
  async run(p, tx) {
    const order = need(p.order, 'order');
    if (!isCard(p)) await ctx.mails.queue(tx, 'confirmation', order.id);
    await ctx.orderEvent(tx, 'order.placed', order);
  },
});
