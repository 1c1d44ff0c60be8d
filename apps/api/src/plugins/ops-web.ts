import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

/** Serves the built operations console under /ops: hashed assets for a year, its shell for every page. */
const opsWeb: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: path.join(root, 'assets'),
    prefix: '/ops/assets/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const sendIndex = (_request: unknown, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  app.get('/ops', { schema: { hide: true } }, sendIndex);
  app.get('/ops/*', { schema: { hide: true } }, sendIndex);
};

export default opsWeb;
