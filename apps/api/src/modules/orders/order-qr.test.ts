import { describe, expect, it } from 'vitest';
import { orderQrImages } from './order-qr';

const link = 'https://shop.example/confirmation?order=ABC123&token=t';

describe('order QR images', () => {
  it('draws a PNG and an SVG of the link', async () => {
    const qr = orderQrImages();
    const png = Buffer.from((await qr.png(link)).replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // 220 pixels wide, as the e-mail lays it out.
    expect(png.readUInt32BE(16)).toBe(220);
    const svg = Buffer.from((await qr.svg(link)).replace('data:image/svg+xml;base64,', ''), 'base64');
    expect(svg.toString('utf8')).toMatch(/^<svg[^>]*viewBox/);
  });

  it('draws each link once while it is among the most recent, then forgets the oldest', async () => {
    const qr = orderQrImages(2);
    const first = qr.svg(link);
    expect(qr.svg(link)).toBe(first);
    qr.svg(`${link}2`);
    qr.svg(link); // used again: now the most recent
    qr.svg(`${link}3`); // evicts link2, the least recently used
    expect(qr.svg(link)).toBe(first);
    const link2 = qr.svg(`${link}2`); // drawn again: it had been forgotten
    expect(qr.svg(`${link}2`)).toBe(link2);
    qr.svg(`${link}4`); // evicts link, now the least recently used
    expect(qr.svg(link)).not.toBe(first);
  });
});
