import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Privilege } from '@dfs/contract/privileges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

describe('the HTTP shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });

  it('answers unknown paths with a 404 problem', async () => {
    const response = await t.app.inject({ url: '/PreOrder/api/V1.0/Nothing/Here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/User/api/V1.0/Token/Startup',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code: 'malformedJson' });
    expect(response.body).not.toMatch(/SyntaxError|at \w+ \(|node_modules/);
  });

  it('answers oversized bodies with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/User/api/V1.0/Token/Startup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(100 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, code: 'tooLarge' });
  });

  it('localises problem messages by Accept-Language', async () => {
    const en = await t.app.inject({ url: '/MasterData/api/V1.0/Brand/GetAll' });
    const zh = await t.app.inject({
      url: '/MasterData/api/V1.0/Brand/GetAll',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(en.json().message).not.toBe(zh.json().message);
    expect(zh.json().message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('compresses JSON answers for clients that accept it, keeping the ETag of the plain body', async () => {
    const headers = await t.headers(Privilege.PreOrderAccess);
    const url = '/MasterData/api/V1.0/Airport/GetAll';
    const plain = await t.app.inject({ url, headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await t.app.inject({ url, headers: { ...headers, 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await t.app.inject({ url, headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const again = await t.app.inject({
      url,
      headers: { ...headers, 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('publishes an OpenAPI document listing every API path with its responses', async () => {
    const response = await t.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    for (const path of [
      '/User/api/V1.0/Token/Startup',
      '/MasterData/api/V1.0/ItemCategory/GetItemCategoryHierarchical',
      '/MasterData/api/V1.0/Brand/GetAll',
      '/MasterData/api/V1.0/Currency/GetAll',
      '/PreOrder/api/V1.0/Banner/GetAll',
      '/MasterData/api/V1.0/Airport/GetAll',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/MasterData/api/V1.0/Brand/GetAll'].get.responses).toHaveProperty('403');
  });

  it('rate-limits a flood with 429 and Retry-After', async () => {
    const limited = await createTestApp({ rateLimitPerMinute: 3 });
    try {
      const headers = await limited.headers(Privilege.PreOrderAccess);
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof limited.app.inject>> | undefined;
      for (let i = 0; i < 5; i++) {
        last = await limited.app.inject({ url: '/MasterData/api/V1.0/Currency/GetAll', headers });
        statuses.push(last.statusCode);
      }
      expect(statuses).toContain(429);
      expect(last?.headers['retry-after']).toBeDefined();
      expect(last?.json()).toMatchObject({ status: 429, code: 'tooManyRequests' });
    } finally {
      await limited.close();
    }
  });
});
