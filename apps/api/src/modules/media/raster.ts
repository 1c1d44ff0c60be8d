import sharp from 'sharp';

/** The scripts the seed's art writes its words in. */
export type Script = 'latin' | 'han' | 'arabic';

/** For each script, a sample of thin letters and one of heavy letters, and how to spot the script. */
const SAMPLES: Record<Script, { light: string; heavy: string; pattern: RegExp }> = {
  latin: { light: '--------', heavy: 'WWWWWWWW', pattern: /[A-Za-z]/ },
  han: { light: '一一一一', heavy: '藏藏藏藏', pattern: /\p{Script=Han}/u },
  arabic: { light: 'ا ا ا ا', heavy: 'ش ش ش ش', pattern: /\p{Script=Arabic}/u },
};

/**
 * An image (generated art's SVG, or an uploaded picture) drawn as WebP, as uploads are stored (decision
 * 024): at its own size, or no wider than `width`.
 */
export function rasterize(image: string | Buffer, width?: number): Promise<Buffer> {
  const picture = sharp(typeof image === 'string' ? Buffer.from(image) : image);
  return (width ? picture.resize({ width, withoutEnlargement: true }) : picture)
    .webp({ quality: 82 })
    .toBuffer();
}

/** The scripts an SVG's words are written in (Latin always: the art's own names and figures). */
export function scriptsOf(svg: string): Script[] {
  return (Object.keys(SAMPLES) as Script[]).filter(
    (script) => script === 'latin' || SAMPLES[script].pattern.test(svg),
  );
}

/** How many pixels of `text`, drawn black on white, are dark. */
async function ink(text: string): Promise<number> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="64">' +
    `<text x="8" y="44" font-size="32" font-family="sans-serif">${text}</text></svg>`;
  const pixels = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer();
  return pixels.reduce((dark, value) => (value < 128 ? dark + 1 : dark), 0);
}

/**
 * The scripts this machine draws words in. A script without a font is drawn as the same box for every
 * letter (or not at all), so its heavy sample takes no more ink than its thin one; with a font, over
 * twice as much.
 */
export async function scriptsDrawn(): Promise<ReadonlySet<Script>> {
  const drawn = new Set<Script>();
  for (const script of Object.keys(SAMPLES) as Script[]) {
    const { light, heavy } = SAMPLES[script];
    const [thin, thick] = await Promise.all([ink(light), ink(heavy)]).catch(() => [0, 0]);
    if (thin > 0 && thick > 2 * thin) drawn.add(script);
  }
  return drawn;
}
