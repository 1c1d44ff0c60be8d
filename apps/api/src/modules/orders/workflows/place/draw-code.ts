import type { OrderContext } from '../../order-context';
import type { PlacingStep } from './placing';

/**
 * The order's code, drawn before the transaction opens (a clash with an existing code, which is rare,
 * draws another inside). Its QR proof signs the stored lines, so it is drawn after the commit.
 */
export const drawCode = (ctx: OrderContext): PlacingStep<never, 'code'> => ({
  name: 'draw order code',
  async run() {
    return { code: ctx.codes.next() };
  },
});
