import type { OrderContext } from '../../order-context';
import type { Step } from '../step';
import type { Placing } from './placing';

/**
 * The order's code, drawn before the transaction opens (a clash with an existing code, which is rare,
 * draws another inside). Its QR proof signs the stored lines, so it is drawn after the commit.
 */
export const drawCode = (ctx: OrderContext): Step<Placing> => ({
  name: 'draw order code',
  async run(p) {
    p.code = ctx.codes.next();
  },
});
