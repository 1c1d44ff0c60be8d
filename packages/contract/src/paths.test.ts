import { describe, expect, it } from 'vitest';
import { storefrontPages, storefrontRoutes } from './paths';

describe('storefront pages the API links to', () => {
  it('builds each page from its route name, query values encoded in the order given', () => {
    expect(storefrontPages.confirmation({ order: 'AB12', token: 'a+b/c' })).toBe(
      '/confirmation?order=AB12&token=a%2Bb%2Fc',
    );
    expect(storefrontPages.resetPassword({ token: 'x_y-z' })).toBe('/reset-password?token=x_y-z');
    expect(storefrontPages.unsubscribe({ token: 'a b' })).toBe('/unsubscribe?token=a%20b');
  });

  it('leaves the query out of a page that takes none', () => {
    expect(storefrontPages.login({})).toBe('/login');
    expect(storefrontPages.forgotPassword({})).toBe('/forgot-password');
  });

  it('has a route name for every page, and no route name twice', () => {
    const routes = Object.values(storefrontRoutes);
    expect(new Set(routes).size).toBe(routes.length);
    expect(Object.keys(storefrontPages).sort()).toEqual(Object.keys(storefrontRoutes).sort());
  });
});
