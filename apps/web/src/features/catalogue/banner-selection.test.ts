import type { Banner } from '@dfs/contract/master-data';
import { describe, expect, it } from 'vitest';
import {
  bannerSizeOf,
  bannersForViewport,
  responsiveSlides,
  slideDelayMs,
  swipeDirection,
} from './banner-selection';

const banner = (id: number, bunnerImageSize: number, videoURL: string | null = null): Banner => ({
  id,
  imageURL: `/media/banners/${id}.svg`,
  videoURL,
  bunnerImageSize,
  title: null,
  linkURL: null,
});

describe('banner selection', () => {
  const banners = [banner(1, 1), banner(2, 2), banner(3, 3), banner(4, 3)];

  it('maps bunnerImageSize 1, 2 and anything else to small, medium and large', () => {
    expect([1, 2, 3, 7].map((size) => bannerSizeOf({ bunnerImageSize: size }))).toEqual([
      'small',
      'medium',
      'large',
      'large',
    ]);
  });

  it('picks the banners made for the viewport width', () => {
    expect(bannersForViewport(banners, 'small').map((b) => b.id)).toEqual([1]);
    expect(bannersForViewport(banners, 'medium').map((b) => b.id)).toEqual([2]);
    expect(bannersForViewport(banners, 'large').map((b) => b.id)).toEqual([3, 4]);
  });

  it('falls back to the nearest size when none fits', () => {
    expect(bannersForViewport([banner(3, 3)], 'small').map((b) => b.id)).toEqual([3]);
    expect(bannersForViewport([], 'large')).toEqual([]);
  });

  it('keeps video slides 30 s and image slides 3.5 s', () => {
    expect(slideDelayMs({ videoURL: '/media/v.mp4' })).toBe(30_000);
    expect(slideDelayMs({ videoURL: null })).toBe(3_500);
  });
});

describe('banner swipe', () => {
  it('moves from 40 px sideways, whatever the pace, and mirrors in right-to-left', () => {
    expect(swipeDirection(-40, 5, 'ltr')).toBe('next');
    expect(swipeDirection(40, 0, 'ltr')).toBe('previous');
    expect(swipeDirection(-40, 0, 'rtl')).toBe('previous');
    expect(swipeDirection(60, 10, 'rtl')).toBe('next');
  });

  it('treats a shorter or mostly vertical gesture as a tap or a scroll', () => {
    expect(swipeDirection(-39, 0, 'ltr')).toBeNull();
    expect(swipeDirection(0, 0, 'ltr')).toBeNull();
    expect(swipeDirection(-50, 80, 'ltr')).toBeNull();
  });

  describe('slides for every width at once', () => {
    const linked = (id: number, size: number, linkURL: string, videoURL: string | null = null): Banner => ({
      ...banner(id, size, videoURL),
      linkURL,
    });

    it('pairs the three sizes place by place, with the text and link of the large banner', () => {
      const set = [
        linked(1, 1, '/offers'),
        linked(2, 1, '/new'),
        linked(3, 2, '/offers'),
        linked(4, 2, '/new'),
        linked(5, 3, '/offers'),
        linked(6, 3, '/new'),
      ];
      expect(responsiveSlides(set)).toEqual([
        { banner: set[4], art: { small: '/media/banners/1.svg', medium: '/media/banners/3.svg' } },
        { banner: set[5], art: { small: '/media/banners/2.svg', medium: '/media/banners/4.svg' } },
      ]);
    });

    it('uses the nearest size for a width that has none of its own', () => {
      const set = [linked(1, 1, '/a'), linked(5, 3, '/a')];
      expect(responsiveSlides(set)).toEqual([
        { banner: set[1], art: { small: '/media/banners/1.svg', medium: '/media/banners/5.svg' } },
      ]);
    });

    it('gives up when the sizes do not line up: other counts, links or videos', () => {
      expect(responsiveSlides([linked(1, 1, '/a'), linked(5, 3, '/a'), linked(6, 3, '/b')])).toBeNull();
      expect(responsiveSlides([linked(1, 1, '/a'), linked(5, 3, '/b')])).toBeNull();
      expect(responsiveSlides([linked(1, 1, '/a', 'v1'), linked(5, 3, '/a')])).toBeNull();
    });

    it('has no slides without banners', () => {
      expect(responsiveSlides([])).toEqual([]);
    });
  });
});
