import { describe, expect, it } from 'vitest';
import { OpsBannerCreateRequest } from './content';

const banner = {
  size: 1,
  imageUrl: '/media/banners/1.svg',
  zhImageUrl: null,
  arImageUrl: null,
  title: 'Spring',
  zhTitle: null,
  arTitle: null,
  videoUrl: null,
  linkUrl: '/brands',
  startsAt: null,
  endsAt: null,
  sortOrder: 0,
  active: true,
};

describe('a banner’s link', () => {
  it('is a storefront path, an https address or none', () => {
    for (const linkUrl of ['/brands', 'https://partner.example/offer', null]) {
      expect(OpsBannerCreateRequest.safeParse({ ...banner, linkUrl }).success).toBe(true);
    }
  });

  it('is never one a browser would take to another site', () => {
    for (const linkUrl of [
      '/\t/evil.example',
      '/\\evil.example',
      '/%09/evil.example',
      '//evil.example',
      ' /x',
    ]) {
      const parsed = OpsBannerCreateRequest.safeParse({ ...banner, linkUrl });
      expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['linkUrl'], 'validation.linkUrl'],
      ]);
    }
  });
});
