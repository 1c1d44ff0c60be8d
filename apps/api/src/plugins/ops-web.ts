import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

/** Serves the built operations console under /ops: hashed assets for a year, its shell for every page. */
const opsWeb: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  const crewWorkerFile = path.join(root, 'crew-sw.js');
  const crewWorker = existsSync(crewWorkerFile) ? readFileSync(crewWorkerFile, 'utf8') : undefined;
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
  if (crewWorker) {
    // The crew pages' service worker: always checked for a new version.
    app.get('/ops/crew-sw.js', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(crewWorker),
    );
  }
  app.get('/ops', { schema: { hide: true } }, sendIndex);
  app.get('/ops/*', { schema: { hide: true } }, sendIndex);
};

export default opsWeb;
