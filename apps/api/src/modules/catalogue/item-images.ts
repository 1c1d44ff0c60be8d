import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ITEM_IMAGE_MAX_BYTES, ITEM_IMAGE_SIZES } from '@dfs/contract/ops/items';
import sharp from 'sharp';
import { BadRequest } from '../../errors';

/** Uploaded media live under DATA_DIR/media and are served at /media/… (the media module). */
export const UPLOAD_PREFIX = '/media/uploads';

/** Larger pictures are refused before decoding (a small file may claim a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

/** Banner, brand, category and collection art: the largest for wide banners, a small one for menus. */
export const ART_SIZES = [1600, 400] as const;

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

/** Stores uploaded item images in the storefront's sizes as WebP files under `mediaDir`. */
export function createItemImageStore(mediaDir: string) {
  const fileOf = (url: string) => path.join(mediaDir, url.slice('/media/'.length));

  async function write(folder: string[], sizes: readonly number[], body: Buffer): Promise<string> {
    if (body.length > ITEM_IMAGE_MAX_BYTES) throw new BadRequest('api.staff.imageTooLarge');
    const format = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS })
      .metadata()
      .then((m) => m.format)
      .catch(() => undefined);
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new BadRequest('api.staff.imageUnsupported');
    const name = randomUUID();
    const dir = path.join(mediaDir, 'uploads', ...folder);
    await mkdir(dir, { recursive: true });
    const written: string[] = [];
    try {
      for (const size of sizes) {
        const out = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize(size, size, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer()
          .catch(() => {
            throw new BadRequest('api.staff.imageUnsupported');
          });
        const file = path.join(dir, `${name}-${size}.webp`);
        await writeFile(file, out, { flag: 'wx' });
        written.push(file);
      }
    } catch (error) {
      await Promise.all(written.map((file) => rm(file, { force: true })));
      throw error;
    }
    return `${UPLOAD_PREFIX}/${folder.join('/')}/${name}-${sizes[0]}.webp`;
  }

  return {
    /**
     * Checks the upload is a PNG, JPEG or WebP picture (by its content, not its declared type), then
     * writes it in every size of ITEM_IMAGE_SIZES (fitted inside the square, never enlarged, EXIF
     * orientation applied and metadata dropped). Returns the largest size's URL.
     */
    async save(itemId: number, body: Buffer): Promise<string> {
      return write(['items', String(itemId)], ITEM_IMAGE_SIZES, body);
    },

    /** The same for brand, category, banner and collection art (wider: fitted inside 1600 and 400 px). */
    async saveArt(kind: string, body: Buffer): Promise<string> {
      return write([kind], ART_SIZES, body);
    },

    /** Removes every size of an uploaded image (seeded artwork is not a file: left alone). */
    async remove(url: string) {
      if (!url.startsWith(`${UPLOAD_PREFIX}/`)) return;
      const base = fileOf(url).replace(/-\d+\.webp$/, '');
      const sizes = url.startsWith(`${UPLOAD_PREFIX}/items/`) ? ITEM_IMAGE_SIZES : ART_SIZES;
      await Promise.all(sizes.map((size) => rm(`${base}-${size}.webp`, { force: true })));
    },
  };
}

export type ItemImageStore = ReturnType<typeof createItemImageStore>;
