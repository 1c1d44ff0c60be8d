import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CART_STORAGE_KEY,
  followCartInOtherTabs,
  quoteRequestFor,
  selectCartCount,
  useCartStore,
} from '../../shared/cart-store';
import { useCurrencyStore } from '../../shared/currency-store';
import { productFixture } from '../../shared/product-fixture';
import { refreshCartItems } from './refresh-cart-items';

const MINUTE = 60 * 1000;
const start = new Date('2026-03-01T10:00:00Z');

const cart = () => useCartStore.getState();

describe('cart store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
    localStorage.clear();
    cart().clear();
    useCurrencyStore.setState({ currencyId: 2, currencyCode: 'USD' });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('adds an item selected and adds more units to the same entry', () => {
    cart().add(productFixture(), 1);
    cart().toggleSelected(1);
    expect(cart().entries[1]?.selected).toBe(false);

    cart().add(productFixture(), 1);
    expect(cart().entries[1]).toMatchObject({ quantity: 2, selected: true });
    expect(selectCartCount(cart())).toBe(2);
  });

  it('clamps quantity changes to 1 and to the smaller of stock and the per-item limit', () => {
    cart().add(productFixture({ id: 5, quantity: 3, orderQuantity: 10 }), 1);
    cart().changeQuantity(5, -1);
    expect(cart().entries[5]?.quantity).toBe(1);
    cart().changeQuantity(5, 5);
    expect(cart().entries[5]?.quantity).toBe(3);

    cart().add(productFixture({ id: 6, quantity: 50 }), 1);
    cart().changeQuantity(6, 4);
    expect(cart().entries[6]?.quantity).toBe(2);
  });

  it('ignores quantity changes and removals of items not in the cart', () => {
    const before = cart().entries;
    cart().changeQuantity(42, 1);
    cart().remove(42);
    cart().toggleSelected(42);
    expect(cart().entries).toEqual(before);
  });

  it('removes an item with everything derived from it: it leaves the quote and the summary', () => {
    cart().add(
      productFixture({
        id: 7,
        buyGetPriceList: [
          {
            buyQuantity: 2,
            getQuantity: 1,
            getItemId: 7,
            getItemName: 'Gift',
            getItemImageUrl: null,
            itemId: 7,
            priceListId: 3,
          },
        ],
      }),
      2,
    );
    cart().add(productFixture({ id: 8 }), 1);
    cart().moveSelectedToSummary();

    cart().remove(7);
    expect(cart().entries[7]).toBeUndefined();
    expect(cart().summary.map((line) => line.itemId)).toEqual([8]);
    expect(quoteRequestFor(cart(), 2)?.items).toEqual([{ itemId: 8, quantity: 1 }]);
  });

  it('quotes the selected lines only, with the promo code and currency, never with prices', () => {
    cart().add(productFixture({ id: 1 }), 1);
    cart().add(productFixture({ id: 2 }), 2);
    cart().toggleSelected(1);
    cart().setPromoCode(' welcome10 ');

    expect(quoteRequestFor(cart(), 1)).toEqual({
      items: [{ itemId: 2, quantity: 2 }],
      currencyId: 1,
      promoCode: 'WELCOME10',
    });

    cart().selectAll(false);
    expect(quoteRequestFor(cart(), 1)).toBeNull();
    cart().selectAll(true);
    expect(quoteRequestFor(cart(), 1)?.items).toHaveLength(2);
  });

  it('moves the selected lines to the summary for checkout', () => {
    cart().add(productFixture({ id: 1 }), 2);
    cart().add(productFixture({ id: 2 }), 1);
    cart().toggleSelected(2);

    const summary = cart().moveSelectedToSummary();
    expect(summary.map(({ itemId, quantity }) => ({ itemId, quantity }))).toEqual([
      { itemId: 1, quantity: 2 },
    ]);
    expect(cart().summary).toEqual(summary);
  });

  it('drops a refused promo code and remembers it for the message until a code is set again', () => {
    cart().setPromoCode('OLDCODE');
    cart().rejectPromoCode('OTHER');
    expect(cart().promoCode).toBe('OLDCODE');

    cart().rejectPromoCode('OLDCODE');
    expect(cart()).toMatchObject({ promoCode: null, rejectedPromoCode: 'OLDCODE' });
    cart().setPromoCode('WELCOME10');
    expect(cart()).toMatchObject({ promoCode: 'WELCOME10', rejectedPromoCode: null });
  });

  it('clears everything, the promo code included', () => {
    cart().add(productFixture(), 1);
    cart().setPromoCode('WELCOME10');
    cart().clear();
    expect(cart()).toMatchObject({ entries: {}, promoCode: null, summary: [] });
  });

  it('survives a reload within the hour and is gone after one hour without changes', async () => {
    cart().add(productFixture(), 2);
    cart().setPromoCode('WELCOME10');

    vi.setSystemTime(start.getTime() + 59 * MINUTE);
    expect(await reloadedCart()).toMatchObject({ promoCode: 'WELCOME10', entries: { 1: { quantity: 2 } } });

    vi.setSystemTime(start.getTime() + 61 * MINUTE);
    expect(await reloadedCart()).toMatchObject({ promoCode: null, entries: {} });
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('keeps the lines another tab added: every change starts from the cart as stored', () => {
    cart().add(productFixture({ id: 1 }), 1);
    // Another tab of the same browser adds item 2 to the stored cart; this tab has not seen it.
    writeFromAnotherTab((stored) => {
      stored.entries[2] = { item: productFixture({ id: 2 }), quantity: 1, selected: true };
    });

    cart().add(productFixture({ id: 3 }), 1);
    expect(Object.keys(cart().entries).sort()).toEqual(['1', '2', '3']);
    // A quantity change in this (older) tab keeps them too.
    cart().changeQuantity(1, 1);
    expect(storedCart().entries).toMatchObject({
      1: { quantity: 2 },
      2: { quantity: 1 },
      3: { quantity: 1 },
    });

    // A removal in the other tab is not undone by the next change here.
    writeFromAnotherTab((stored) => {
      delete stored.entries[3];
    });
    cart().toggleSelected(2);
    expect(Object.keys(storedCart().entries).sort()).toEqual(['1', '2']);
  });

  it('shows what another tab stored as soon as the storage event arrives', () => {
    const stop = followCartInOtherTabs();
    try {
      cart().add(productFixture({ id: 1 }), 1);
      const raw = writeFromAnotherTab((stored) => {
        stored.entries[2] = { item: productFixture({ id: 2 }), quantity: 2, selected: true };
      });
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: raw }));
      expect(cart().entries[2]?.quantity).toBe(2);

      localStorage.removeItem(CART_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: null }));
      expect(cart().entries).toEqual({});
    } finally {
      stop();
    }
  });

  it("applies this tab's change again when another tab, not yet seeing it, wrote the cart without it", () => {
    const stop = followCartInOtherTabs();
    try {
      const before = localStorage.getItem(CART_STORAGE_KEY) ?? 'null';
      cart().add(productFixture({ id: 1 }), 1);
      // The other tab still held the cart from before this add when it added item 2 and wrote.
      const stale = JSON.parse(before);
      stale.state.entries[2] = { item: productFixture({ id: 2 }), quantity: 1, selected: true };
      stale.state.changes = [...stale.state.changes, 'other.1'];
      const raw = JSON.stringify(stale);
      localStorage.setItem(CART_STORAGE_KEY, raw);
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: raw }));

      expect(Object.keys(cart().entries).sort()).toEqual(['1', '2']);
      expect(Object.keys(storedCart().entries).sort()).toEqual(['1', '2']);
      // Once both tabs' changes are stored, a write that holds them starts nothing again.
      const settled = localStorage.getItem(CART_STORAGE_KEY)!;
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: settled }));
      expect(localStorage.getItem(CART_STORAGE_KEY)).toBe(settled);
      expect(cart().entries[1]?.quantity, 'applied once').toBe(1);
      // Long after, the other tab's own view wins: a removal there is not undone here.
      vi.advanceTimersByTime(11_000);
      writeFromAnotherTab((stored) => {
        delete stored.entries[1];
      });
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: CART_STORAGE_KEY,
          newValue: localStorage.getItem(CART_STORAGE_KEY),
        }),
      );
      expect(Object.keys(cart().entries)).toEqual(['2']);
    } finally {
      stop();
    }
  });

  it('checks a hand-edited stored cart on load: quantities clamped, broken lines dropped', async () => {
    cart().add(productFixture({ id: 1 }), 1);
    cart().add(productFixture({ id: 2, quantity: 10, orderQuantity: 5 }), 1);
    writeFromAnotherTab((stored) => {
      stored.entries[1]!.quantity = 50;
      stored.entries[2]!.quantity = -3;
      (stored.entries as Record<string, unknown>)[3] = { item: productFixture({ id: 3 }), quantity: 'lots' };
      (stored.entries as Record<string, unknown>)[4] = { item: { id: 4 }, quantity: 1 };
      (stored as { promoCode: unknown }).promoCode = 42;
    });

    const reloaded = await reloadedCart();
    expect(reloaded.entries).toMatchObject({ 1: { quantity: 2 }, 2: { quantity: 1 } });
    expect(Object.keys(reloaded.entries)).toEqual(['1', '2']);
    expect(reloaded.promoCode).toBeNull();
  });

  it('reads the items again in a new currency and drops the ones that no longer exist', async () => {
    cart().add(productFixture({ id: 1 }), 1);
    cart().add(productFixture({ id: 2 }), 1);
    useCurrencyStore.setState({ currencyId: 1, currencyCode: 'EUR' });
    const fetchMock = vi.fn(async () =>
      Response.json({ availabilitiesRes: [productFixture({ id: 1, currency: 'EUR', offerPrice: 92 })] }),
    );
    vi.stubGlobal('fetch', fetchMock);

    await refreshCartItems(1);

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ currencyId: 1, itemIds: [1, 2] });
    expect(Object.keys(cart().entries)).toEqual(['1']);
    expect(cart().entries[1]?.item).toMatchObject({ currency: 'EUR', offerPrice: 92 });
  });

  it('ignores an item refresh answered after the currency changed again', async () => {
    cart().add(productFixture({ id: 1 }), 1);
    useCurrencyStore.setState({ currencyId: 1, currencyCode: 'EUR' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        useCurrencyStore.setState({ currencyId: 3, currencyCode: 'GBP' });
        return Response.json({ availabilitiesRes: [] });
      }),
    );

    await refreshCartItems(1);
    expect(cart().entries[1]?.item.currency).toBe('USD');
  });
});

type StoredCart = Pick<ReturnType<typeof cart>, 'entries' | 'promoCode' | 'summary'>;

function storedCart(): StoredCart {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null').state;
}

/** Changes the stored cart as another tab of the browser would; returns the new stored text. */
function writeFromAnotherTab(change: (stored: StoredCart) => void): string {
  const raw = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');
  change(raw.state);
  const text = JSON.stringify(raw);
  localStorage.setItem(CART_STORAGE_KEY, text);
  return text;
}

/** A page reload: a fresh module instance whose store hydrates from localStorage. */
async function reloadedCart() {
  vi.resetModules();
  const { useCartStore: fresh } = await import('../../shared/cart-store');
  return fresh.getState();
}
