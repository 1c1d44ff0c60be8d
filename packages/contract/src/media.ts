// No zod here: the storefront's first load imports these helpers.

/**
 * The narrower widths (px) the media route draws a raster image at, asked for with `?w=`: a product
 * card on a phone (400) and a thumbnail (160). Product images themselves are 800 px square.
 */
export const MEDIA_WIDTHS = [160, 400] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** Width of the product images the seed draws and staff uploads are stored at (ITEM_IMAGE_SIZES[0]). */
export const PRODUCT_IMAGE_WIDTH = 800;

/** An image the media route draws narrower: its WebP (SVG scales by itself; other sites' images are theirs). */
function resizable(url: string): boolean {
  return url.startsWith('/media/') && url.endsWith('.webp');
}

/** The address of a media image drawn no wider than `width`; any other address as given. */
export function mediaAtWidth(url: string, width: MediaWidth): string {
  return resizable(url) ? `${url}?w=${width}` : url;
}

/** `srcset` of a product image: its card width beside its own (undefined where it can't be resized). */
export function productImageSrcSet(url: string): string | undefined {
  return resizable(url) ? `${mediaAtWidth(url, 400)} 400w, ${url} ${PRODUCT_IMAGE_WIDTH}w` : undefined;
}

/** `srcset` of a thumbnail of 80–100 px: a screen of twice the density needs more than 160. */
export function thumbnailSrcSet(url: string): string | undefined {
  return resizable(url) ? `${mediaAtWidth(url, 160)} 160w, ${mediaAtWidth(url, 400)} 400w` : undefined;
}
