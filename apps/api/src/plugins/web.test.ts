import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errors from './errors';
import locale from './locale';
import web from './web';

const script = `export const shop = "${'duty free '.repeat(200)}";\n`;
const indexHtml =
  '<!doctype html><html><head><meta name="dfs:brand" content="X" /><meta name="dfs:miles" content="Y" /></head><body></body></html>';

/** A built storefront as `vite build` leaves it: hashed assets with .br and .gz copies, a manifest. */
function builtStorefront(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dfs-web-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, 'index.html'), indexHtml);
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(root, '.vite', 'manifest.json'), '{}');
  const asset = path.join(root, 'assets', 'index-AbC123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  return root;
}

describe('web plugin (the built storefront)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(locale);
    await app.register(errors);
    await app.register(web, {
      root: builtStorefront(),
      brandName: 'Sky Shop',
      milesProgramName: "Sky$$Miles $' Club",
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('caches hashed assets for a year as immutable', async () => {
    const response = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(script);
  });

  it('sends the brotli copy to a client that accepts br, with Content-Encoding and Vary', async () => {
    const response = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('revalidates the shell every time, by ETag, with the brand names filled in', async () => {
    const first = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toContain('<meta name="dfs:brand" content="Sky Shop" />');
    // Written as configured: `$$` and `$'` are not replacement patterns here.
    expect(first.body).toContain(`<meta name="dfs:miles" content="Sky$$Miles $' Club" />`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({
      url: '/product-detail/7',
      headers: { accept: 'text/html', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('caches files outside assets/ for an hour only', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not serve the build manifest', async () => {
    const response = await app.inject({ url: '/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
  });
});
