import type { Product } from '@dfs/contract/catalogue';
import { act } from 'preact/test-utils';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../../shared/cart-store';
import { markPageLive } from '../../../shared/external-store';
import { productFixture } from '../../../shared/product-fixture';
import { useSessionStore } from '../../../shared/session-store';
import { CheckoutPage } from './checkout-page';

// Packages that import React load React itself in tests, not the Preact the page renders with: they are
// left out (the icons are decorative; the page's links and redirect are named by their target).
vi.mock('lucide-react', () => ({ LoaderCircle: () => null, ShoppingBag: () => null }));
vi.mock('react-router', () => ({
  Navigate: ({ to }: { to: string }) => <p>navigated to {to}</p>,
  Link: ({ to, children }: { to: string; children: unknown }) => <a href={to}>{children as string}</a>,
}));

// The form's own calls (quote, airports, profile) are not this page's: it shows what lines it got.
vi.mock('./checkout-form', () => ({
  CheckoutForm: ({ lines }: { lines: { itemId: number; quantity: number }[] }) => (
    <p data-testid="form">{lines.map((line) => `${line.itemId}×${line.quantity}`).join(' ')}</p>
  ),
}));

const product = (id: number): Product =>
  productFixture({
    id,
    name: `Item ${id}`,
    itemCode: `FRG-${id}`,
    itemImage: [],
    currentPrice: 10,
    offerPrice: 10,
  });

let root: Root | undefined;
function openCheckout() {
  root = createRoot(document.getElementById('root') as HTMLElement);
  act(() => root?.render(<CheckoutPage />));
}
const page = () => document.getElementById('root')?.textContent ?? '';

describe('/checkout opened directly', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    localStorage.clear();
    useCartStore.getState().clear();
    useSessionStore.getState().setGuestProfile({
      firstName: 'Hana',
      lastName: 'Girma',
      email: 'hana@example.com',
      mobileNumber: '+251911000111',
    });
    // Added to the cart, never handed over by the cart's button.
    useCartStore.getState().add(product(7), 2);
    useCartStore.getState().add(product(8), 1);
    useCartStore.getState().toggleSelected(8);
  });

  afterEach(() => act(() => root?.unmount()));

  // First: the page is not live yet in this file until the next test makes it so.
  it('waits for the cart while the page is not live: no empty checkout, no trip to the account choice', () => {
    openCheckout();
    expect(page()).toContain('checkout.loading');
    expect(page()).not.toContain('checkout.empty');
    expect(page()).not.toContain('navigated to');
  });

  it('then shows the checkout of the cart’s selected lines', () => {
    openCheckout();
    act(() => markPageLive());
    expect(page()).not.toContain('checkout.loading');
    expect(document.querySelector('[data-testid="form"]')?.textContent).toBe('7×2');
  });

  it('shows the lines the cart handed over when it did', () => {
    markPageLive();
    useCartStore.getState().toggleSelected(8);
    useCartStore.getState().moveSelectedToSummary();
    useCartStore.getState().toggleSelected(7);
    openCheckout();
    expect(document.querySelector('[data-testid="form"]')?.textContent).toBe('7×2 8×1');
  });

  it('says there is nothing to check out only when nothing is selected', () => {
    markPageLive();
    useCartStore.getState().toggleSelected(7);
    openCheckout();
    expect(page()).toContain('checkout.empty');
  });
});
