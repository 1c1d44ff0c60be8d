import { type CartData, type SummaryLine, selectSelectedEntries } from '../../shared/cart-store';

/**
 * The lines checkout places: those the cart handed over, or, when checkout was opened without the
 * cart's button (typed in the address bar, or the hand-over was lost), the cart's selected lines.
 * Use with useShallow: it may build a new array.
 */
export function selectCheckoutLines(state: Pick<CartData, 'summary' | 'entries'>): SummaryLine[] {
  if (state.summary.length > 0) return state.summary;
  return selectSelectedEntries(state).map(({ item, quantity }) => ({ itemId: item.id, quantity, item }));
}
