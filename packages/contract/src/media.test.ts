import { describe, expect, it } from 'vitest';
import { mediaAtWidth, productImageSrcSet, thumbnailSrcSet } from './media';

describe('media widths', () => {
  it('asks the media route for a narrower drawing of its own raster images only', () => {
    expect(mediaAtWidth('/media/items/WAT-1013-1.webp', 160)).toBe('/media/items/WAT-1013-1.webp?w=160');
    expect(mediaAtWidth('/media/uploads/items/7/abc-800.webp', 400)).toBe(
      '/media/uploads/items/7/abc-800.webp?w=400',
    );
    // SVG scales by itself; another site's image and an address with a query are left as given.
    expect(mediaAtWidth('/media/items/WAT-1013-1.svg', 160)).toBe('/media/items/WAT-1013-1.svg');
    expect(mediaAtWidth('https://cdn.example.com/a.webp', 160)).toBe('https://cdn.example.com/a.webp');
    expect(mediaAtWidth('/media/items/a.webp?w=400', 160)).toBe('/media/items/a.webp?w=400');
    // The route draws WebP only (uploads and generated art are WebP).
    expect(mediaAtWidth('/media/items/a.png', 160)).toBe('/media/items/a.png');
  });

  it('offers a product image at its card width and its own', () => {
    expect(productImageSrcSet('/media/items/a.webp')).toBe(
      '/media/items/a.webp?w=400 400w, /media/items/a.webp 800w',
    );
    expect(productImageSrcSet('/media/items/a.svg')).toBeUndefined();
    expect(thumbnailSrcSet('/media/items/a.webp')).toBe(
      '/media/items/a.webp?w=160 160w, /media/items/a.webp?w=400 400w',
    );
  });
});
