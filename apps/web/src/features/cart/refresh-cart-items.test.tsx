import type { Product } from '@dfs/contract/catalogue';
import { api } from '@dfs/contract/paths';
import type { Language } from '@dfs/i18n/languages';
import { act } from 'preact/test-utils';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../shared/cart-store';
import { useCurrencyStore } from '../../shared/currency-store';
import { changeLanguage } from '../../shared/i18n';
import { productFixture } from '../../shared/product-fixture';
import { useCartFollowsSelection } from './refresh-cart-items';

const names: Record<Language, string> = { en: 'Oud Night', zh: '乌木之夜', ar: 'ليلة العود' };

function product(language: Language): Product {
  return productFixture({
    id: 7,
    name: names[language],
    itemCode: 'FRG-7',
    itemImage: [{ imageUrl: '/media/items/7.svg', isDefualt: true }],
  });
}

/** The API answers item details in the request's Accept-Language; catalogues of texts are empty. */
const itemRequests: Language[] = [];
function shopFetch(onItemDetail: () => void = () => undefined) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes(api.itemDetail.path)) return Response.json({});
    const language = new Headers(init?.headers).get('Accept-Language') as Language;
    itemRequests.push(language);
    onItemDetail();
    return Response.json({ availabilitiesRes: [product(language)] });
  });
}

function Follower() {
  useCartFollowsSelection();
  return null;
}

let root: Root | undefined;
function mountFollower() {
  root = createRoot(document.getElementById('root') as HTMLElement);
  act(() => root?.render(createElement(Follower)));
}

const cartName = () => useCartStore.getState().entries[7]?.item.name;

describe('the cart follows the interface language', () => {
  beforeEach(async () => {
    document.body.innerHTML = '<div id="root"></div>';
    localStorage.clear();
    itemRequests.length = 0;
    useCurrencyStore.setState({ currencyId: 2, currencyCode: 'USD' });
    vi.stubGlobal('fetch', shopFetch());
    await changeLanguage('ar');
    useCartStore.getState().clear();
  });

  afterEach(() => {
    act(() => root?.unmount());
    vi.unstubAllGlobals();
  });

  it('reads the names again when the traveller switches language after adding', async () => {
    useCartStore.getState().add(product('ar'), 1);
    mountFollower();
    expect(itemRequests).toEqual([]);

    await act(() => changeLanguage('en'));
    await vi.waitFor(() => expect(cartName()).toBe('Oud Night'));
    expect(itemRequests).toEqual(['en']);
    expect(useCartStore.getState().entries[7]).toMatchObject({ language: 'en', quantity: 1 });
  });

  it('reads again at start a cart stored in another language, or stored without one', async () => {
    useCartStore.getState().add(product('ar'), 1);
    await changeLanguage('zh');
    mountFollower();
    await vi.waitFor(() => expect(cartName()).toBe('乌木之夜'));

    const { language: _dropped, ...withoutLanguage } = useCartStore.getState().entries[7] ?? {};
    useCartStore.setState({ entries: { 7: { ...withoutLanguage, item: product('ar') } as never } });
    act(() => root?.unmount());
    mountFollower();
    await vi.waitFor(() => expect(cartName()).toBe('乌木之夜'));
    expect(itemRequests).toEqual(['zh', 'zh']);
  });

  it('ignores names answered after the traveller switched language again', async () => {
    useCartStore.getState().add(product('ar'), 1);
    mountFollower();
    let switchedAgain: Promise<void> | undefined;
    vi.stubGlobal(
      'fetch',
      shopFetch(() => {
        switchedAgain ??= changeLanguage('zh');
      }),
    );
    await act(() => changeLanguage('en'));
    await act(async () => switchedAgain);
    await vi.waitFor(() => expect(cartName()).toBe('乌木之夜'));
    expect(itemRequests).toEqual(['en', 'zh']);
    expect(useCartStore.getState().entries[7]?.language).toBe('zh');
  });
});
