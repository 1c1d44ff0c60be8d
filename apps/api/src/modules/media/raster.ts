import sharp from 'sharp';

/** Generated art drawn as WebP, as uploads are stored (decision 024). */
export function rasterize(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}

async function inkWidth(text: string): Promise<number> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="64">' +
    `<text x="8" y="44" font-size="32" font-family="sans-serif">${text}</text></svg>`;
  const { info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .trim()
    .toBuffer({ resolveWithObject: true });
  return info.width;
}

/**
 * Whether this machine draws the words of Latin text in SVG. With no font installed every letter is
 * drawn as the same box (or not at all), so "WWWWWWWW" comes out no wider than "iiiiiiii".
 */
export async function drawsLatinText(): Promise<boolean> {
  try {
    const [narrow, wide] = await Promise.all([inkWidth('iiiiiiii'), inkWidth('WWWWWWWW')]);
    return wide > narrow * 2;
  } catch {
    return false;
  }
}
