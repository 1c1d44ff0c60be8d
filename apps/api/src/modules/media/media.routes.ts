import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_WIDTHS, type MediaWidth } from '@dfs/contract/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { NotFound } from '../../errors';
import type { MediaRepository } from './media.repository';
import { rasterize, type Script, scriptsDrawn, scriptsOf } from './raster';

const MediaParams = z.object({
  '*': z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9/_.-]+$/),
});

/** Uploaded files are named by a random id and never rewritten; these are the types written. */
const UPLOADED_TYPES: Record<string, string> = { '.webp': 'image/webp' };

interface Asset {
  contentType: string;
  body: string | Buffer;
}

const MediaQuery = z.object({
  w: z.coerce
    .number()
    .refine((width): width is MediaWidth => (MEDIA_WIDTHS as readonly number[]).includes(width), {
      message: `w must be one of ${MEDIA_WIDTHS.join(', ')}`,
    })
    .optional(),
});

interface MediaOptions {
  media: MediaRepository;
  uploads: string;
  /** The scripts this machine has fonts for (generated art's words are drawn with them); asked once. */
  fonts?: () => Promise<ReadonlySet<Script>>;
}

/** About 3 000 product images of the demo's size; each process draws its own, once. */
const RASTER_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Artwork (product, brand, category and banner images), immutable once written: the seed's generated
 * art from the database, staff uploads from files under `uploads` (DATA_DIR/media). A `.webp` the
 * database doesn't hold is the WebP of the SVG of the same name (decision 041): drawn on its first
 * request, kept in memory, and the SVG itself where this machine has no font for its words' script.
 * `?w=` (MEDIA_WIDTHS) draws a raster image narrower, for a phone's card or a thumbnail, kept likewise.
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaOptions> = async (
  app,
  { media, uploads, fonts = scriptsDrawn },
) => {
  let drawable: Promise<ReadonlySet<Script>> | undefined;
  /** Keyed by path and width; concurrent first requests share one drawing. */
  const drawn = new LRUCache<string, Buffer, { source: string | Buffer; width?: MediaWidth }>({
    maxSize: RASTER_CACHE_BYTES,
    sizeCalculation: (body) => body.length,
    fetchMethod: (_key, _stale, { context }) => rasterize(context.source, context.width),
  });
  const draw = (key: string, source: string | Buffer, width?: MediaWidth) =>
    drawn.fetch(key, { context: { source, width } }).then(
      (body) => (body ? { contentType: 'image/webp', body } : undefined),
      () => undefined,
    );

  /** The image at `path`, no wider than `width` when given; a drawing already made comes from memory. */
  async function image(path: string, width: MediaWidth | undefined): Promise<Asset | undefined> {
    const key = width ? `${path}?w=${width}` : path;
    const body = drawn.get(key);
    if (body) return { contentType: 'image/webp', body };
    if (path.startsWith('/media/uploads/')) {
      const relative = path.slice('/media/'.length);
      // Uploads are stored in a few sizes (`name-800.webp`, `name-400.webp`): a width stored is read.
      const sized = width && relative.replace(/-\d+\.webp$/, `-${width}.webp`);
      const stored = sized && sized !== relative ? await uploadedFile(uploads, sized) : undefined;
      if (stored) return stored;
      const file = await uploadedFile(uploads, relative);
      return file && width ? ((await draw(key, file.body, width)) ?? file) : file;
    }
    // An SVG stored at this very path scales by itself: served as it is, whatever the width.
    return (await media.byPath(path)) ?? (await derived(path, key, width));
  }

  async function derived(path: string, key: string, width: MediaWidth | undefined) {
    if (!path.endsWith('.webp')) return undefined;
    const source = await media.byPath(`${path.slice(0, -'.webp'.length)}.svg`);
    if (!source) return undefined;
    drawable ??= fonts();
    const scripts = await drawable;
    if (!scriptsOf(source.body).every((script) => scripts.has(script))) return source;
    return (await draw(key, source.body, width)) ?? source;
  }

  app.get(
    '/media/*',
    { schema: { hide: true, params: MediaParams, querystring: MediaQuery } },
    async (request, reply) => {
      const asset = await image(`/media/${request.params['*']}`, request.query.w);
      if (!asset) throw new NotFound();
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type(asset.contentType)
        .send(asset.body);
    },
  );
};

/** A file under the uploads folder, never outside it; undefined when there is none. */
async function uploadedFile(root: string, relative: string) {
  if (relative.split('/').some((part) => part === '' || part.startsWith('.'))) return undefined;
  const file = path.resolve(root, relative);
  if (!file.startsWith(`${path.resolve(root)}${path.sep}`)) return undefined;
  const contentType = UPLOADED_TYPES[path.extname(file)];
  if (!contentType) return undefined;
  const body = await readFile(file).catch(() => undefined);
  return body ? { contentType, body } : undefined;
}
