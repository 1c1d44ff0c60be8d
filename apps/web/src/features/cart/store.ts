import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createExpiringStorage } from '../../shared/expiring-storage';

/** The product as it was when added; the catalogue contract's Item fills in the rest. */
export interface CartItem {
  id: number;
  name: string;
}

export interface CartEntry {
  quantity: number;
  item: CartItem;
  /** Selected entries move to the order summary at checkout (spec §4). */
  selected: boolean;
}

interface CartState {
  /** Keyed by item id. */
  entries: Record<string, CartEntry>;
}

/** The cart persists for 1 hour after its last change (spec §4, sign out). */
export const useCartStore = create<CartState>()(
  persist(() => ({ entries: {} }), {
    name: 'dfs-cart',
    storage: createExpiringStorage<CartState>(),
  }),
);

/** The number of units in the cart, shown on the header's cart button. */
export function selectCartCount(state: CartState): number {
  return Object.values(state.entries).reduce((count, entry) => count + entry.quantity, 0);
}
