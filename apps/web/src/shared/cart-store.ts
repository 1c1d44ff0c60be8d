import type { Product } from '@dfs/contract/catalogue';
import type { CartQuoteRequest } from '@dfs/contract/pricing';
import { clampLineQuantity } from '@dfs/domain/cart-limits';
import { isLanguage, type Language } from '@dfs/i18n/languages';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { createExpiringStorage } from './expiring-storage';
import { bindStore } from './external-store';
import { currentLanguage } from './i18n';
import { onStoredInOtherTab } from './other-tabs';
import { createTabChanges } from './tab-changes';

export interface CartEntry {
  quantity: number;
  /** The product as last read from the API, in the currency it was read in. */
  item: Product;
  /** The language the item's texts were read in; absent in carts stored before it was kept. */
  language?: Language;
  /** Selected entries are priced on /cart and move to the order summary at checkout (spec §4). */
  selected: boolean;
}

/** A line handed to checkout: the ids and quantities it reprices on the server. */
export interface SummaryLine {
  itemId: number;
  quantity: number;
  item: Product;
}

interface CartData {
  /** Keyed by item id. */
  entries: Record<string, CartEntry>;
  /** The promo code applied to the quote; it is sent as it is and checked by the server. */
  promoCode: string | null;
  /** The selected lines as they were when the traveller proceeded to checkout. */
  summary: SummaryLine[];
  /** The ids of the last changes made to this cart, by any tab (see `followCartInOtherTabs`). */
  changes: string[];
}

interface CartActions {
  /**
   * Adds `quantity` units (clamped to the item's bounds) and marks the entry selected; `language` is
   * the one the item was read in (the interface language when not given).
   */
  add: (item: Product, quantity: number, language?: Language) => void;
  /** Changes an entry's quantity by `delta`, clamped to 1..min(stock, limit). */
  changeQuantity: (itemId: number, delta: number) => void;
  /**
   * Removes an entry. Volume discounts and buy-get free lines are derived from the entries by the
   * server quote and never stored, so nothing of the item is left behind.
   */
  remove: (itemId: number) => void;
  toggleSelected: (itemId: number) => void;
  selectAll: (selected: boolean) => void;
  setPromoCode: (code: string | null) => void;
  /** Drops a promo code the server refused and keeps it for the message under the promo field. */
  rejectPromoCode: (code: string) => void;
  /** Copies the selected entries to the summary for checkout and returns them. */
  moveSelectedToSummary: () => SummaryLine[];
  /**
   * Replaces the items' data read again in `language` (e.g. in a new currency or language): entries
   * among `requestedIds` that did not come back no longer exist and are dropped; entries added
   * meanwhile are kept.
   */
  replaceItems: (items: Product[], requestedIds: number[], language: Language) => void;
  clear: () => void;
}

interface CartSession {
  /** The last promo code the quote refused; not persisted. */
  rejectedPromoCode: string | null;
}

export type CartState = CartData & CartSession & CartActions;

export const CART_STORAGE_KEY = 'dfs-cart';

const emptyCart: CartData = { entries: {}, promoCode: null, summary: [], changes: [] };

/** How many change ids the stored cart keeps: far more than tabs can make while one write travels. */
const KEPT_CHANGES = 50;

function clampQuantity(item: Product, quantity: number): number {
  return clampLineQuantity(item, quantity) ?? 1;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Enough of a product to show and price a line; anything less is not a product we stored. */
function isStoredProduct(value: unknown): value is Product {
  return (
    isRecord(value) &&
    Number.isInteger(value.id) &&
    (value.id as number) > 0 &&
    typeof value.name === 'string' &&
    typeof value.currency === 'string' &&
    Number.isFinite(value.offerPrice) &&
    Number.isFinite(value.currentPrice) &&
    Number.isFinite(value.quantity) &&
    Array.isArray(value.itemImage)
  );
}

/**
 * The cart read back from storage, checked line by line (it may have been edited by hand): a line
 * whose item is not a product or whose quantity is not a number is dropped; quantities are clamped to
 * 1..min(stock, per-item limit).
 */
export function sanitiseStoredCart(value: unknown): CartData {
  if (!isRecord(value)) return { ...emptyCart };
  const entries: Record<string, CartEntry> = {};
  if (isRecord(value.entries)) {
    for (const entry of Object.values(value.entries)) {
      if (!isRecord(entry) || !isStoredProduct(entry.item)) continue;
      const quantity = clampLineQuantity(entry.item, entry.quantity);
      if (quantity === null) continue;
      entries[entry.item.id] = {
        item: entry.item,
        quantity,
        selected: entry.selected !== false,
        ...(isLanguage(entry.language) ? { language: entry.language } : {}),
      };
    }
  }
  const summary: SummaryLine[] = [];
  if (Array.isArray(value.summary)) {
    for (const line of value.summary) {
      if (!isRecord(line) || !isStoredProduct(line.item)) continue;
      const quantity = clampLineQuantity(line.item, line.quantity);
      if (quantity !== null) summary.push({ itemId: line.item.id, quantity, item: line.item });
    }
  }
  const promoCode =
    typeof value.promoCode === 'string' && value.promoCode.trim() !== '' ? value.promoCode : null;
  const changes = Array.isArray(value.changes)
    ? value.changes.filter((id): id is string => typeof id === 'string').slice(-KEPT_CHANGES)
    : [];
  return { entries, promoCode, summary, changes };
}

type CartChange = (state: CartState) => Partial<CartState>;

/** This tab's changes of the last 10 s, to apply again when another tab's write left them out. */
const ownChanges = createTabChanges<CartChange>(10_000);
/** Set when the store is created: applies a change of this tab again under its own id. */
let applyOwnChange: (id: string, change: CartChange) => void = () => undefined;

/**
 * The cart persists for 1 hour after its last change (spec §4, §9). It lives in shared/ because checkout
 * reads the summary the cart hands over, and clears the lines an order took.
 *
 * One cart for every tab and window: each change first reads the cart as stored (another tab may
 * have changed it), then applies itself and writes it back with its id, so no tab overwrites lines it
 * has seen; other tabs follow through the `storage` event, and apply again their own changes that a
 * write made before it reached them left out (see `followCartInOtherTabs`).
 */
export const useCartStore = bindStore(
  createStore<CartState>()(
    persist(
      (baseSet, get, api) => {
        /** Applies one change to the state, and names it in the changes (unless it changed nothing). */
        const apply = (id: string, change: CartChange) =>
          baseSet((state) => {
            const next = change(state);
            if (next === state) return state;
            return { ...next, changes: [...state.changes, id].slice(-KEPT_CHANGES) };
          });
        applyOwnChange = apply;
        const set = (change: CartChange | Partial<CartState>) => {
          // Synchronous storage: rehydrate() has read and merged the stored cart when it returns.
          void api.persist.rehydrate();
          const asFunction: CartChange = typeof change === 'function' ? change : () => change;
          apply(ownChanges.record(asFunction), asFunction);
        };
        return {
          ...emptyCart,
          rejectedPromoCode: null,
          add: (item, quantity, language = currentLanguage()) =>
            set((state) => {
              const current = state.entries[item.id]?.quantity ?? 0;
              const entry: CartEntry = {
                item,
                language,
                quantity: clampQuantity(item, current + quantity),
                selected: true,
              };
              return { entries: { ...state.entries, [item.id]: entry } };
            }),
          changeQuantity: (itemId, delta) =>
            set((state) => {
              const entry = state.entries[itemId];
              if (!entry) return state;
              const quantity = clampQuantity(entry.item, entry.quantity + delta);
              if (quantity === entry.quantity) return state;
              return { entries: { ...state.entries, [itemId]: { ...entry, quantity } } };
            }),
          remove: (itemId) =>
            set((state) => {
              if (!state.entries[itemId]) return state;
              const { [itemId]: _removed, ...entries } = state.entries;
              return { entries, summary: state.summary.filter((line) => line.itemId !== itemId) };
            }),
          toggleSelected: (itemId) =>
            set((state) => {
              const entry = state.entries[itemId];
              if (!entry) return state;
              return { entries: { ...state.entries, [itemId]: { ...entry, selected: !entry.selected } } };
            }),
          selectAll: (selected) =>
            set((state) => ({
              entries: Object.fromEntries(
                Object.entries(state.entries).map(([id, entry]) => [id, { ...entry, selected }]),
              ),
            })),
          setPromoCode: (code) =>
            set({ promoCode: code ? code.trim().toUpperCase() : null, rejectedPromoCode: null }),
          rejectPromoCode: (code) =>
            set((state) => (state.promoCode === code ? { promoCode: null, rejectedPromoCode: code } : state)),
          moveSelectedToSummary: () => {
            set((state) => ({
              summary: selectSelectedEntries(state).map(({ item, quantity }) => ({
                itemId: item.id,
                quantity,
                item,
              })),
            }));
            return get().summary;
          },
          replaceItems: (items, requestedIds, language) =>
            set((state) => {
              const fresh = new Map(items.map((item) => [item.id, item]));
              const requested = new Set(requestedIds);
              const entries: Record<string, CartEntry> = {};
              for (const [id, entry] of Object.entries(state.entries)) {
                const item = fresh.get(entry.item.id);
                if (item)
                  entries[id] = { ...entry, item, language, quantity: clampQuantity(item, entry.quantity) };
                else if (!requested.has(entry.item.id)) entries[id] = entry;
              }
              return { entries };
            }),
          clear: () => set({ ...emptyCart, rejectedPromoCode: null }),
        };
      },
      {
        name: CART_STORAGE_KEY,
        storage: createExpiringStorage<CartData>(),
        partialize: ({ entries, promoCode, summary, changes }) => ({ entries, promoCode, summary, changes }),
        // Nothing stored (first visit, storage unavailable): keep what this tab holds.
        merge: (stored, current) =>
          stored === undefined ? current : { ...current, ...sanitiseStoredCart(stored) },
      },
    ),
  ),
);

/**
 * Keeps this tab's cart equal to the stored one when another tab or window changes it (the `storage`
 * event fires in every other tab of the origin). Reading does not write, so tabs never echo each other.
 * Returns the unsubscribe function.
 */
export function followCartInOtherTabs(): () => void {
  return onStoredInOtherTab(CART_STORAGE_KEY, (stored) => {
    if (stored === null) {
      useCartStore.setState({ ...emptyCart });
      return;
    }
    void useCartStore.persist.rehydrate();
    // A tab that changed the cart before this tab's write reached it wrote the cart without that
    // write's change (local storage reaches other tabs a few milliseconds later): apply it again.
    for (const { id, change } of ownChanges.unseen(useCartStore.getState().changes)) {
      applyOwnChange(id, change);
    }
  });
}

/** The number of units in the cart, shown on the header's cart button. */
export function selectCartCount(state: Pick<CartData, 'entries'>): number {
  return Object.values(state.entries).reduce((count, entry) => count + entry.quantity, 0);
}

/** The entries, ordered by item id (use with useShallow: it builds a new array). */
export function selectEntries(state: Pick<CartData, 'entries'>): CartEntry[] {
  return Object.values(state.entries);
}

/** The selected entries (use with useShallow: it builds a new array). */
export function selectSelectedEntries(state: Pick<CartData, 'entries'>): CartEntry[] {
  return Object.values(state.entries).filter((entry) => entry.selected);
}

/** The body of GetCartQuote for the selected lines, or null when nothing is selected. Never carries prices. */
export function quoteRequestFor(
  state: Pick<CartData, 'entries' | 'promoCode'>,
  currencyId: number,
  flightId?: number,
): CartQuoteRequest | null {
  const items = selectSelectedEntries(state).map((entry) => ({
    itemId: entry.item.id,
    quantity: entry.quantity,
  }));
  if (items.length === 0) return null;
  return {
    items,
    currencyId,
    ...(state.promoCode ? { promoCode: state.promoCode } : {}),
    ...(flightId ? { flightId } : {}),
  };
}
