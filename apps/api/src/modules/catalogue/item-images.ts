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

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

/** Stores uploaded item images in the storefront's sizes as WebP files under `mediaDir`. */
export function createItemImageStore(mediaDir: string) {
  const fileOf = (url: string) => path.join(mediaDir, url.slice('/media/'.length));

  return {
    /**
     * Checks the upload is a PNG, JPEG or WebP picture (by its content, not its declared type), then
     * writes it in every size of ITEM_IMAGE_SIZES (fitted inside the square, never enlarged, EXIF
     * orientation applied and metadata dropped). Returns the largest size's URL.
     */
    async save(itemId: number, body: Buffer): Promise<string> {
      if (body.length > ITEM_IMAGE_MAX_BYTES) throw new BadRequest('api.staff.imageTooLarge');
      const format = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS })
        .metadata()
        .then((m) => m.format)
        .catch(() => undefined);
      if (!format || !ACCEPTED_FORMATS.has(format)) throw new BadRequest('api.staff.imageUnsupported');
      const name = randomUUID();
      const dir = path.join(mediaDir, 'uploads', 'items', String(itemId));
      await mkdir(dir, { recursive: true });
      const written: string[] = [];
      try {
        for (const size of ITEM_IMAGE_SIZES) {
          const file = path.join(dir, `${name}-${size}.webp`);
          const out = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS })
            .rotate()
            .resize(size, size, { fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 82 })
            .toBuffer();
          await writeFile(file, out, { flag: 'wx' });
          written.push(file);
        }
      } catch (error) {
        await Promise.all(written.map((file) => rm(file, { force: true })));
        if (error instanceof BadRequest) throw error;
        throw new BadRequest('api.staff.imageUnsupported');
      }
      return `${UPLOAD_PREFIX}/items/${itemId}/${name}-${ITEM_IMAGE_SIZES[0]}.webp`;
    },

    /** Removes every size of an uploaded image (seeded artwork is not a file: left alone). */
    async remove(url: string) {
      if (!url.startsWith(`${UPLOAD_PREFIX}/`)) return;
      const base = fileOf(url).replace(new RegExp(`-${ITEM_IMAGE_SIZES[0]}\\.webp$`), '');
      await Promise.all(ITEM_IMAGE_SIZES.map((size) => rm(`${base}-${size}.webp`, { force: true })));
    },
  };
}

export type ItemImageStore = ReturnType<typeof createItemImageStore>;
