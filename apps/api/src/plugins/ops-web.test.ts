import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'dfs-ops-dist-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Operations console</title>');
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log("ops")');
  t = await createTestApp({}, { OPS_DIST: root });
});
afterAll(() => t.close());

describe('the operations console', () => {
  it('serves its shell for every /ops page and its hashed assets for a year', async () => {
    for (const url of ['/ops', '/ops/sign-in', '/ops/items/17']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Operations console');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/ops/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/ops/assets/missing.js' })).statusCode).toBe(404);
  });
});
