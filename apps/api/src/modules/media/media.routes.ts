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

/** Generated artwork (product, brand, category and banner images), immutable once written. */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaRepository }> = async (app, { media }) => {
  app.get('/media/*', { schema: { hide: true, params: MediaParams } }, async (request, reply) => {
    const asset = await media.byPath(`/media/${request.params['*']}`);
    if (!asset) throw new NotFound();
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type(asset.contentType)
      .send(asset.body);
  });
};
