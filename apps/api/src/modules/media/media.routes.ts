import { readFile } from 'node:fs/promises';
import path from 'node:path';
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
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaOptions> = async (
  app,
  { media, uploads, fonts = scriptsDrawn },
) => {
  let drawable: Promise<ReadonlySet<Script>> | undefined;
  const drawn = new LRUCache<string, Buffer, string>({
    maxSize: RASTER_CACHE_BYTES,
    sizeCalculation: (body) => body.length,
    fetchMethod: (_path, _stale, { context }) => rasterize(context),
  });

  /** Generated art: a WebP already drawn comes from memory, with no query. */
  async function generated(path: string) {
    const body = drawn.get(path);
    if (body) return { contentType: 'image/webp', body };
    return (await media.byPath(path)) ?? (await derived(path));
  }

  async function derived(path: string) {
    if (!path.endsWith('.webp')) return undefined;
    const source = await media.byPath(`${path.slice(0, -'.webp'.length)}.svg`);
    if (!source) return undefined;
    drawable ??= fonts();
    const scripts = await drawable;
    if (!scriptsOf(source.body).every((script) => scripts.has(script))) return source;
    const body = await drawn.fetch(path, { context: source.body }).catch(() => undefined);
    return body ? { contentType: 'image/webp', body } : source;
  }

  app.get('/media/*', { schema: { hide: true, params: MediaParams } }, async (request, reply) => {
    const relative = request.params['*'];
    const path = `/media/${relative}`;
    const asset = relative.startsWith('uploads/')
      ? await uploadedFile(uploads, relative)
      : await generated(path);
    if (!asset) throw new NotFound();
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type(asset.contentType)
      .send(asset.body);
  });
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
