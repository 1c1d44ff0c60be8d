import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../errors';
import type { MediaRepository } from './media.repository';

const MediaParams = z.object({
  '*': z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9/_.-]+$/),
});

/** Uploaded files are named by a random id and never rewritten; these are the types written. */
const UPLOADED_TYPES: Record<string, string> = { '.webp': 'image/webp' };

/**
 * Artwork (product, brand, category and banner images), immutable once written: the seed's generated
 * art from the database, staff uploads from files under `uploads` (DATA_DIR/media).
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaRepository; uploads: string }> = async (
  app,
  { media, uploads },
) => {
  app.get('/media/*', { schema: { hide: true, params: MediaParams } }, async (request, reply) => {
    const relative = request.params['*'];
    const asset = relative.startsWith('uploads/')
      ? await uploadedFile(uploads, relative)
      : await media.byPath(`/media/${relative}`);
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
