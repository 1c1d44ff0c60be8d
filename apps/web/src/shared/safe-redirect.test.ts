import { describe, expect, it } from 'vitest';
import { isCheckoutTarget, safeRedirect, withRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirect('/checkout')).toBe('/checkout');
    expect(safeRedirect('/account/orders?page=2#top')).toBe('/account/orders?page=2#top');
  });

  it('drops other origins and tricks', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeRedirect(bad)).toBeUndefined();
    }
  });

  it('offers guest checkout only for the checkout', () => {
    expect(isCheckoutTarget('/checkout')).toBe(true);
    expect(isCheckoutTarget('/checkout?step=2')).toBe(true);
    expect(isCheckoutTarget('/checkouts')).toBe(false);
    expect(isCheckoutTarget('/account/dashboard')).toBe(false);
    expect(isCheckoutTarget(undefined)).toBe(false);
  });

  it('carries the target along', () => {
    expect(withRedirect('/login', '/checkout')).toBe('/login?redirectUrl=%2Fcheckout');
    expect(withRedirect('/login', undefined)).toBe('/login');
  });
});
