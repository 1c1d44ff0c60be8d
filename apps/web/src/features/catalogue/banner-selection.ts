import type { Banner } from '@dfs/contract/master-data';
import type { ViewportSize } from '../../shared/use-viewport-size';

/** bunnerImageSize 1 is small, 2 medium, anything else large (spec §3). */
export function bannerSizeOf(banner: Pick<Banner, 'bunnerImageSize'>): ViewportSize {
  if (banner.bunnerImageSize === 1) return 'small';
  if (banner.bunnerImageSize === 2) return 'medium';
  return 'large';
}

const nearestFirst: Record<ViewportSize, ViewportSize[]> = {
  small: ['small', 'medium', 'large'],
  medium: ['medium', 'large', 'small'],
  large: ['large', 'medium', 'small'],
};

/** The banners drawn for this viewport width; if none were made for it, those of the nearest size. */
export function bannersForViewport(banners: readonly Banner[], viewport: ViewportSize): Banner[] {
  for (const size of nearestFirst[viewport]) {
    const matching = banners.filter((banner) => bannerSizeOf(banner) === size);
    if (matching.length > 0) return matching;
  }
  return [];
}

/** A slide of the carousel: the large banner's text and link, and the art for each width class. */
export interface BannerSlide {
  banner: Banner;
  /** Art for phones (< 480 px) and the medium width (480–900 px); null: `banner.imageURL` alone. */
  art: { small: string; medium: string } | null;
}

/**
 * The slides drawn at every width at once, when the banners of the three sizes line up (as many of
 * each, the same link and video at each place): each slide then carries its three images for a
 * `<picture>`, so the server's HTML already shows the phone's art on a phone and nothing swaps after
 * hydration. Null when they do not line up (the slides then follow the width once it is known).
 */
export function responsiveSlides(banners: readonly Banner[]): BannerSlide[] | null {
  const [small, medium, large] = (['small', 'medium', 'large'] as const).map((size) =>
    bannersForViewport(banners, size),
  ) as [Banner[], Banner[], Banner[]];
  if (large.length === 0) return [];
  if (small.length !== large.length || medium.length !== large.length) return null;
  const sameTarget = (a: Banner, b: Banner) => a.linkURL === b.linkURL && a.videoURL === b.videoURL;
  for (let i = 0; i < large.length; i++) {
    if (!sameTarget(small[i]!, large[i]!) || !sameTarget(medium[i]!, large[i]!)) return null;
  }
  return large.map((banner, i) => ({
    banner,
    art: { small: small[i]!.imageURL, medium: medium[i]!.imageURL },
  }));
}

/** Spec §9: a slide with a video stays 30 s, an image 3.5 s. */
export function slideDelayMs(banner: Pick<Banner, 'videoURL'>): number {
  return banner.videoURL ? 30_000 : 3_500;
}

/** Spec §4, §9: a swipe of 40 px or more moves the carousel, at any pace; a shorter one is a tap. */
export const SWIPE_THRESHOLD_PX = 40;

/** Which way a finished pointer gesture moves the slides: 'next', 'previous', or null for a tap. */
export function swipeDirection(dx: number, dy: number, dir: 'ltr' | 'rtl'): 'next' | 'previous' | null {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  // Content moves with the finger: a leftward swipe brings the next slide in LTR, the previous in RTL.
  const leftward = dx < 0;
  return leftward === (dir === 'ltr') ? 'next' : 'previous';
}
