import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendProblem } from './errors';

export interface WebOptions {
  /** The built storefront (apps/web/dist). */
  root: string;
  brandName: string;
  milesProgramName: string;
  /**
   * Renders the public pages on the server (modules/storefront); given index.html as built with
   * the names filled in. Without it every page is the shell the browser renders.
   */
  serverPages?: (template: string) => ServerPages;
}

/** A page answered by the server render, or false when the browser renders it from the shell. */
export interface ServerPages {
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Paths that are never storefront pages, so an unknown one is a 404 problem, not the app shell. */
const nonPagePrefixes = [
  '/ops',
  '/Ops/',
  '/User/',
  '/MasterData/',
  '/PreOrder/',
  '/OnBoardOrder/',
  '/Payment/',
  '/media/',
  '/docs',
  '/assets/',
];

export function webRootExists(root: string | undefined): root is string {
  return !!root && existsSync(path.join(root, 'index.html'));
}

/**
 * Serves the built storefront: hashed assets cached for a year, and index.html (with the
 * white-label names filled in) for every client route.
 */
const web: FastifyPluginAsync<WebOptions> = async (
  app,
  { root, brandName, milesProgramName, serverPages },
) => {
  // Replacer functions: a name is inserted as written (a replacement string would read `$&`, `$'`).
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8')
    .replace(
      /(<meta name="dfs:brand" content=")[^"]*(")/,
      (_, a, b) => `${a}${escapeAttribute(brandName)}${b}`,
    )
    .replace(
      /(<meta name="dfs:miles" content=")[^"]*(")/,
      (_, a, b) => `${a}${escapeAttribute(milesProgramName)}${b}`,
    );
  const indexEtag = `"${createHash('sha256').update(indexHtml).digest('base64url').slice(0, 27)}"`;
  const pages = serverPages?.(indexHtml);

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    wildcard: true,
    // `file.br` / `file.gz` written by the build, chosen by Accept-Encoding (with Vary).
    preCompressed: true,
    // The build manifest (.vite/) is for the benchmark, not for browsers.
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers['if-none-match'] === indexEtag) return reply.code(304).send();
    return reply
      .header('cache-control', 'no-cache')
      .header('etag', indexEtag)
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (pages) {
      try {
        if (await pages.send(request, reply)) return reply;
      } catch (error) {
        // The browser can still render the page from the shell.
        request.log.error({ err: error }, 'server render failed; sending the page shell');
      }
    }
    return sendShell(request, reply);
  };

  app.get('/', { schema: { hide: true } }, sendIndex);
  app.get('/index.html', { schema: { hide: true } }, sendShell);

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !nonPagePrefixes.some((p) => request.url.startsWith(p)) &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage) return sendIndex(request, reply);
    return sendProblem(request, reply, 404, 'notFound');
  });
};

export default fp(web, { name: 'web', dependencies: ['errors'] });
