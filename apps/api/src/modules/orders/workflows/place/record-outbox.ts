import type { OrderContext } from '../../order-context';
import type { Step } from '../step';
import { isCard, need, type Placing } from './placing';

/** Asks for the confirmation e-mail (with its QR proof) after the commit; a card order's waits for its payment. */
export const recordOutbox = (ctx: OrderContext): Step<Placing> => ({
  name: 'record outbox messages',
  async run(p, tx) {
    if (!isCard(p)) await ctx.mails.queue(tx, 'confirmation', need(p.order, 'order').id);
  },
});
