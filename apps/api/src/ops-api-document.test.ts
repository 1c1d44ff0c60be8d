import { opsApi } from '@dfs/contract/ops/paths';
import spectralCore from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

const { Document, Spectral } = spectralCore;
type Operation = OpenAPIV3_1.OperationObject;

let t: TestApp;
let ops: OpenAPIV3_1.Document;
let store: OpenAPIV3_1.Document;

beforeAll(async () => {
  t = await createTestApp();
  t.app.opsSwagger(); // a route missing from the ops call table throws here, with its own message
  const served = await t.app.inject({ method: 'GET', url: '/docs/ops/json' });
  expect(served.statusCode).toBe(200);
  ops = served.json();
  store = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
});
afterAll(() => t.close());

/** Every `/Ops/` route the app serves, as `METHOD path` (HEAD aside: Fastify adds it to each GET). */
/** Every /Ops/ route the app serves, from its route tree (a path that extends another is a child). */
function servedOpsRoutes(): string[] {
  const prefixes: string[] = [];
  return t.app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
      if (!match) return [];
      const depth = match[1]!.length / 4;
      const path = (prefixes[depth - 1] ?? '') + match[2];
      prefixes.length = depth;
      prefixes[depth] = path;
      if (!match[3] || !path.startsWith('/Ops/')) return [];
      return match[3]
        .split(', ')
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${path}`);
    });
}

function operationsOf(document: OpenAPIV3_1.Document) {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation: operation as Operation,
    })),
  );
}

describe('the operations document (/docs/ops/json)', () => {
  it('has every /Ops/ route the app serves, named by the ops call table, with its security and roles', () => {
    const served = servedOpsRoutes();
    expect(served.length).toBeGreaterThanOrEqual(Object.keys(opsApi).length);
    const documented = new Map(operationsOf(ops).map((o) => [o.key, o.operation]));
    expect([...documented.keys()].sort()).toEqual([...served].sort());
    for (const [name, call] of Object.entries(opsApi)) {
      const operation = documented.get(`${call.method} ${call.path}`);
      expect(operation, `${name} is in the ops call table but not in the document`).toBeDefined();
      expect(operation!.operationId).toBe(name);
      expect(operation!.summary, name).toEqual(expect.any(String));
      expect(operation!.tags, name).toHaveLength(1);
      const responses = operation!.responses ?? {};
      if (call.roles === null) {
        expect(operation!.security, name).toEqual([]);
        expect(responses['403'], name).toBeUndefined();
      } else {
        expect(operation!.security, name).toEqual([{ staffBearer: [] }]);
        for (const role of call.roles) expect(operation!.description, name).toContain(`\`${role}\``);
        for (const status of ['401', '403']) {
          expect(
            Object.keys((responses[status] as OpenAPIV3_1.ResponseObject).content ?? {}),
            `${name} ${status}`,
          ).toEqual(['application/problem+json']);
        }
      }
      expect(Object.keys((responses['400'] as OpenAPIV3_1.ResponseObject).content ?? {})).toEqual([
        'application/problem+json',
      ]);
    }
    const ids = operationsOf(ops).map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents a stale edit as a 409 problem where the route declares it', () => {
    const update = ops.paths?.[opsApi.itemUpdate.path]?.put as Operation;
    expect(Object.keys((update.responses!['409'] as OpenAPIV3_1.ResponseObject).content ?? {})).toEqual([
      'application/problem+json',
    ]);
  });

  it('keeps the store document free of staff calls, and the ops document free of store calls', () => {
    expect(operationsOf(store).filter((o) => o.key.includes(' /Ops/'))).toEqual([]);
    expect(operationsOf(ops).filter((o) => !o.key.includes(' /Ops/'))).toEqual([]);
    expect(Object.keys(store.components?.securitySchemes ?? {})).not.toContain('staffBearer');
  });

  it('has no finding of spectral:oas (recommended)', async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
    const results = await spectral.run(new Document(JSON.stringify(ops), Json, '/docs/ops/json'));
    const findings = results.map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`);
    expect(findings, findings.join('\n')).toEqual([]);
  });

  it('serves its own viewer at /docs/ops', async () => {
    const viewer = await t.app.inject({ method: 'GET', url: '/docs/ops/' });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['content-type']).toContain('text/html');
    const yaml = await t.app.inject({ method: 'GET', url: '/docs/ops/yaml' });
    expect(yaml.body).toContain('Duty-free operations API');
  });
});
