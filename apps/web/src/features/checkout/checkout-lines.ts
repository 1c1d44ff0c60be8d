import { type CartState, type SummaryLine, selectSelectedEntries } from '../../shared/cart-store';

/**
 * The lines checkout places: those the cart handed over with its "Proceed to checkout" button, or,
 * when checkout was opened another way (typed in the address bar, reached from the guest details),
 * the cart's selected lines, as the button would have handed them over. It may build a new array.
 */
export function selectCheckoutLines(state: Pick<CartState, 'summary' | 'entries'>): SummaryLine[] {
  if (state.summary.length > 0) return state.summary;
  return selectSelectedEntries(state).map(({ item, quantity }) => ({ itemId: item.id, quantity, item }));
}
