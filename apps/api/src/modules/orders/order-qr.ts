import QRCode from 'qrcode';

export interface OrderQrImages {
  /** The SVG shown on the confirmation and order pages, as a data URL. */
  svg(link: string): Promise<string>;
  /** The PNG for e-mail (mail clients do not show SVG), as a data URL. */
  png(link: string): Promise<string>;
}

// pngjs tries every row filter by default; a two-colour image compresses as well unfiltered, in a
// fraction of the time.
const pngOptions = { deflateLevel: 9, filterType: 0 };

/**
 * QR images of order links, drawn once per link and kept for the most recent `capacity` links. Drawing
 * was the largest CPU cost of placing an order; placing draws them before its transaction opens, so
 * the transaction, and the database connection it holds, never wait on it.
 */
export function orderQrImages(capacity = 2000): OrderQrImages {
  const cache = new Map<string, Promise<string>>();

  function remembered(key: string, draw: () => Promise<string>) {
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const drawn = draw();
    drawn.catch(() => cache.delete(key));
    cache.set(key, drawn);
    if (cache.size > capacity) cache.delete(cache.keys().next().value!);
    return drawn;
  }

  return {
    svg: (link) =>
      remembered(`svg ${link}`, async () => {
        const svg = await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
        return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      }),
    png: (link) =>
      remembered(`png ${link}`, async () => {
        const png = await QRCode.toBuffer(link, {
          type: 'png',
          margin: 1,
          width: 220,
          errorCorrectionLevel: 'M',
          rendererOpts: pngOptions,
        });
        return `data:image/png;base64,${png.toString('base64')}`;
      }),
  };
}
