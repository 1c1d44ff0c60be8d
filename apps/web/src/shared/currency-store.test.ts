import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, writeCookie } from './cookies';
import { CURRENCY_COOKIE, followCurrencyInOtherTabs, useCurrencyStore } from './currency-store';

afterEach(() => {
  deleteCookie(CURRENCY_COOKIE);
});

describe('followCurrencyInOtherTabs', () => {
  it('takes the currency another tab chose (its cookie), and nothing for other keys', () => {
    useCurrencyStore.getState().setCurrency(2, 'USD');
    const stop = followCurrencyInOtherTabs();
    const changes = vi.fn();
    const stopListening = useCurrencyStore.subscribe(changes);

    // Another tab chose euros: it wrote the cookie, then its storage.
    writeCookie(CURRENCY_COOKIE, '3.EUR', 60);
    window.dispatchEvent(new StorageEvent('storage', { key: 'dfs-cart', newValue: '{}' }));
    expect(useCurrencyStore.getState().currencyId).toBe(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'dfs-currency', newValue: '{}' }));
    expect(useCurrencyStore.getState()).toMatchObject({ currencyId: 3, currencyCode: 'EUR' });
    expect(changes).toHaveBeenCalledTimes(1);

    // The same choice again (this tab's own write echoed) changes nothing.
    window.dispatchEvent(new StorageEvent('storage', { key: 'dfs-currency', newValue: '{}' }));
    expect(changes).toHaveBeenCalledTimes(1);

    stop();
    stopListening();
    writeCookie(CURRENCY_COOKIE, '4.GBP', 60);
    window.dispatchEvent(new StorageEvent('storage', { key: 'dfs-currency', newValue: '{}' }));
    expect(useCurrencyStore.getState().currencyId).toBe(3);
  });
});
