import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Privilege } from '@dfs/contract/privileges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp, testSecret } from '../test/test-app';

const storefrontIndex = fileURLToPath(new URL('../../../web/index.html', import.meta.url));

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

describe('browser-facing headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The storefront's own index.html, served by the API as in production.
    const webRoot = mkdtempSync(path.join(tmpdir(), 'dfs-web-'));
    copyFileSync(storefrontIndex, path.join(webRoot, 'index.html'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'dfs-test-')),
      JWT_SECRET: testSecret,
      LOG_LEVEL: 'silent',
      WEB_DIST: webRoot,
    });
    t = await createTestApp({ config });
  });
  afterAll(() => t?.close());

  const answers = async () => {
    const headers = await t.headers(Privilege.PreOrderAccess);
    return {
      'the storefront page': await t.app.inject({ url: '/products', headers: { accept: 'text/html' } }),
      'an API answer': await t.app.inject({ url: '/MasterData/api/V1.0/Currency/GetAll', headers }),
      'an API error': await t.app.inject({ url: '/MasterData/api/V1.0/Currency/GetAll' }),
      'the token service': await t.app.inject({ method: 'POST', url: '/User/api/V1.0/Token/Startup' }),
    };
  };

  it('serves the storefront page itself (the checks below see real HTML)', async () => {
    const page = (await answers())['the storefront page'];
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root"></div>');
  });

  it('sends a strict policy and the hardening headers on pages, answers and errors', async () => {
    for (const [name, response] of Object.entries(await answers())) {
      const csp = directives(String(response.headers['content-security-policy']));
      const scripts = csp.get('script-src') ?? csp.get('default-src');
      expect(scripts, name).toEqual(["'self'"]);
      expect(csp.get('default-src'), name).toEqual(["'self'"]);
      expect(csp.get('object-src'), name).toEqual(["'none'"]);
      expect(csp.get('base-uri'), name).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), name).toEqual(["'none'"]);
      expect(csp.get('form-action'), name).toEqual(["'self'"]);
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options'], name).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security'], name).toMatch(/max-age=\d{7,}/);
      expect(response.headers['cross-origin-opener-policy'], name).toBe('same-origin');
      expect(response.headers['x-powered-by'], name).toBeUndefined();
    }
  });

  it('has no inline script in the page, so the policy needs no unsafe-inline', async () => {
    const page = (await answers())['the storefront page'].body;
    const source = readFileSync(storefrontIndex, 'utf8');
    for (const html of [page, source]) {
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\bsrc="/);
        expect(body?.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
    }
  });

  it('keeps CORS closed: no allow-origin for a foreign Origin, on a read or a preflight', async () => {
    const headers = await t.headers(Privilege.PreOrderAccess);
    const origin = 'https://evil.example';
    const read = await t.app.inject({
      url: '/MasterData/api/V1.0/Currency/GetAll',
      headers: { ...headers, origin },
    });
    expect(read.statusCode).toBe(200);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/PreOrder/api/V1.0/PreOrder/Create',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,usertoken,actionprivilege,content-type',
      },
    });
    for (const response of [read, preflight]) {
      const names = Object.keys(response.headers).filter((h) => h.startsWith('access-control-'));
      expect(names).toEqual([]);
    }
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('sets no cookie at all: tokens travel in headers only', async () => {
    const headers = await t.headers(Privilege.PreOrderAccess);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/User/api/V1.0/Account/SignIn',
      headers,
      payload: { username: 'traveller', password: 'Travel#2026' },
    });
    const miles = await t.app.inject({
      method: 'POST',
      url: '/User/api/V1.0/Account/ShebamilesSignIn',
      headers,
      payload: { MemberID: 'ET100200300', Password: 'Miles#2026' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(miles.statusCode).toBe(200);
    for (const response of [signIn, miles, ...Object.values(await answers())]) {
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.cookies).toEqual([]);
    }
    expect(signIn.headers['cache-control']).toBe('no-store');
  });
});
