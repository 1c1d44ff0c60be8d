import type { OrderContext } from '../../order-context';
import type { Step } from '../step';
import { isCard, type Placing } from './placing';

/**
 * The order's code and its QR images, drawn before the transaction opens (drawing was the largest CPU
 * cost of placing an order; a clash with an existing code, which is rare, draws another inside).
 */
export const drawCode = (ctx: OrderContext): Step<Placing> => ({
  name: 'draw order code',
  async run(p) {
    p.code = ctx.codes.next();
    const link = ctx.links.linkOf(p.code);
    await Promise.all([ctx.qr.svg(link), ...(isCard(p) ? [] : [ctx.qr.png(link)])]);
  },
});
