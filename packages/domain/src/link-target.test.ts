import { describe, expect, it } from 'vitest';
import { isBannerLink, isHttpsAddress, isStorefrontPath } from './link-target';

const offSite = [
  '//evil.example',
  '///evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5C/evil.example',
  '/%5cevil.example',
  '/%252F/evil.example',
  '/%25252F/evil.example',
  ' //evil.example',
  ' /brands',
  '/brands ',
  '\t/brands',
  '/brands\n',
  '/bra nds',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
  '/\u00a0/evil.example',
  '/\u200b/evil.example',
  '/\u2028/evil.example',
  '/\ufeff/evil.example',
  'evil.example',
  'http://evil.example',
  'javascript:alert(1)',
  'data:text/html,hi',
  '',
];

describe('isBannerLink', () => {
  it.each(offSite)('refuses %j', (link) => {
    expect(isBannerLink(link)).toBe(false);
  });

  it.each([
    '/',
    '/brands',
    '/offers',
    '/product-list/fragrances?sort=price&page=2',
    '/search?q=50%25',
    '/search?q=50%',
    '/product/chanel-n%C2%B05',
    '/items#top',
    'https://www.ethiopianairlines.com/shebamiles',
    'HTTPS://partner.example/offer?x=1',
  ])('allows %j', (link) => {
    expect(isBannerLink(link)).toBe(true);
  });
});

describe('isHttpsAddress', () => {
  it('wants https, a host and no credentials', () => {
    expect(isHttpsAddress('https://shop.example/a')).toBe(true);
    expect(isHttpsAddress('https:///evil.example')).toBe(false);
    expect(isHttpsAddress('https:evil.example')).toBe(false);
    expect(isHttpsAddress('https://user:pass@evil.example')).toBe(false);
    expect(isHttpsAddress('https://evil.example\\@shop.example')).toBe(false);
    expect(isHttpsAddress('https://shop.example/\t')).toBe(false);
    expect(isHttpsAddress('https://shop.example@evil.example/')).toBe(false);
    expect(isHttpsAddress('https://shop.example:8443/offer?x=1')).toBe(true);
    expect(isHttpsAddress('https://[2001:db8::1]/')).toBe(true);
    expect(isHttpsAddress('https://shop.example')).toBe(true);
  });
});

describe('isStorefrontPath', () => {
  it('is never an https address', () => {
    expect(isStorefrontPath('https://shop.example/')).toBe(false);
  });
});
