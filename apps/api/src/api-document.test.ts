import { operationDocs } from '@dfs/contract/api-docs';
import { api } from '@dfs/contract/paths';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentCheck } from './test/document-check';
import { createTestApp, type TestApp } from './test/test-app';

type Schema = OpenAPIV3_1.SchemaObject & { $ref?: string };
type Operation = OpenAPIV3_1.OperationObject;

let t: TestApp;
let document: OpenAPIV3_1.Document;
let check: DocumentCheck;

beforeAll(async () => {
  t = await createTestApp();
  // Building it first surfaces a route missing from the call table with its own message.
  t.app.swagger();
  const served = await t.app.inject({ method: 'GET', url: '/docs/json' });
  expect(served.statusCode).toBe(200);
  document = served.json();
  check = new DocumentCheck(document);
});
afterAll(() => t.close());

function operations(): { path: string; method: string; operation: Operation }[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([method, operation]) => ({
      path,
      method,
      operation: operation as Operation,
    })),
  );
}

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  return resolve(document.components!.schemas![schema.$ref.split('/').pop()!] as Schema);
}

/** Every property of a request body, with its dotted path (`items[].quantity`). */
function fields(schema: Schema, prefix = ''): { path: string; schema: Schema; described: boolean }[] {
  const own = resolve(schema);
  const found: { path: string; schema: Schema; described: boolean }[] = [];
  if (own.type === 'array' && own.items) found.push(...fields(own.items as Schema, `${prefix}[]`));
  for (const branch of [...(own.anyOf ?? []), ...(own.oneOf ?? []), ...(own.allOf ?? [])]) {
    found.push(...fields(branch as Schema, prefix));
  }
  for (const [name, property] of Object.entries(own.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    const p = property as Schema;
    found.push({ path, schema: resolve(p), described: Boolean(p.description ?? resolve(p).description) });
    found.push(...fields(p, path));
  }
  return found;
}

const where = (method: string, path: string, operation: Operation) =>
  `${method.toUpperCase()} ${path} (${operation.operationId})`;

describe('the API document (/docs/json), built from packages/contract', () => {
  it('has every call of the call table, named by it, with its security and ActionPrivilege label', () => {
    const byId = new Map(operations().map((o) => [o.operation.operationId, o]));
    for (const [name, call] of Object.entries(api)) {
      const found = byId.get(name);
      expect(found, `${name} is in the call table but not in the document`).toBeDefined();
      expect([found!.method.toUpperCase(), found!.path]).toEqual([call.method, call.path]);
      const parameters = (found!.operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      const label = parameters.find((p) => p.name === 'ActionPrivilege');
      if (call.privilege === null) {
        expect(found!.operation.security).toEqual([]);
        expect(label).toBeUndefined();
      } else {
        expect(found!.operation.security).toEqual([{ bearer: [], userToken: [] }, { bearer: [] }]);
        expect(label).toMatchObject({ in: 'header', required: true, schema: { enum: [call.privilege] } });
      }
    }
    expect(byId.size).toBe(Object.keys(api).length);
  });

  it('describes every operation, parameter and request field (add .meta({ description }) in packages/contract)', () => {
    const missing: string[] = [];
    for (const { path, method, operation } of operations()) {
      const at = where(method, path, operation);
      if (!operation.summary || !operation.description) missing.push(`${at}: the operation`);
      for (const parameter of (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]) {
        if (!parameter.description) missing.push(`${at}: ${parameter.in} parameter ${parameter.name}`);
      }
      const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content[
        'application/json'
      ];
      for (const field of body ? fields(body.schema as Schema) : []) {
        if (!field.described) missing.push(`${at}: request field ${field.path}`);
      }
    }
    expect(missing, `Not described:\n${missing.join('\n')}`).toEqual([]);
  });

  it('bounds every request string, number and list, as the OWASP rules ask', () => {
    const unbounded: string[] = [];
    for (const { path, method, operation } of operations()) {
      const at = where(method, path, operation);
      const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content[
        'application/json'
      ];
      const all = [
        ...(body
          ? [{ path: '(body)', schema: resolve(body.schema as Schema) }, ...fields(body.schema as Schema)]
          : []),
        ...((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).map((p) => ({
          path: `${p.in} ${p.name}`,
          schema: p.schema as Schema,
        })),
      ];
      for (const field of all) {
        const s = field.schema;
        if (s.enum || s.const !== undefined) continue;
        if (s.type === 'string' && s.maxLength === undefined)
          unbounded.push(`${at}: ${field.path} has no maxLength`);
        if ((s.type === 'integer' || s.type === 'number') && s.maximum === undefined)
          unbounded.push(`${at}: ${field.path} has no maximum`);
        if (s.type === 'array' && s.maxItems === undefined)
          unbounded.push(`${at}: ${field.path} has no maxItems`);
      }
    }
    expect(unbounded, unbounded.join('\n')).toEqual([]);
  });

  it('has an example for every request and success answer, each valid against its schema', () => {
    const problems: string[] = [];
    for (const { path, method, operation } of operations()) {
      const at = where(method, path, operation);
      const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content[
        'application/json'
      ];
      if (body) {
        if (body.example === undefined) problems.push(`${at}: no request example`);
        else {
          const validate = check.validator([
            'paths',
            path,
            method,
            'requestBody',
            'content',
            'application/json',
            'schema',
          ]);
          if (!validate(body.example))
            problems.push(`${at}: request example ${JSON.stringify(validate.errors)}`);
        }
      }
      for (const [i, parameter] of (
        (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]
      ).entries()) {
        if (parameter.in !== 'query') continue;
        if (parameter.example === undefined) {
          if (parameter.required) problems.push(`${at}: no example for query parameter ${parameter.name}`);
          continue;
        }
        const validate = check.validator(['paths', path, method, 'parameters', String(i), 'schema']);
        // Query values travel as text; the document's schema is that of the parsed value.
        if (!validate(parameter.example))
          problems.push(`${at}: example of ${parameter.name} ${JSON.stringify(validate.errors)}`);
      }
      const success = (operation.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined)?.content?.[
        'application/json'
      ];
      if (!success || success.example === undefined) problems.push(`${at}: no example answer`);
      else {
        const validate = check.validator([
          'paths',
          path,
          method,
          'responses',
          '200',
          'content',
          'application/json',
          'schema',
        ]);
        if (!validate(success.example))
          problems.push(`${at}: example answer ${JSON.stringify(validate.errors)}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('states the limits the API enforces: one past each documented limit is a 400 naming the field', async () => {
    const notEnforced: string[] = [];
    let tested = 0;
    for (const { path, method, operation } of operations()) {
      const name = operation.operationId as keyof typeof api;
      const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content[
        'application/json'
      ];
      if (!body?.example || Array.isArray(body.example) || api[name].privilege === null) continue;
      for (const field of fields(body.schema as Schema)) {
        if (field.path.includes('[]')) continue;
        const over = pastLimit(field.schema);
        if (over === undefined) continue;
        const payload = structuredClone(body.example) as Record<string, unknown>;
        const keys = field.path.split('.');
        let target = payload;
        for (const key of keys.slice(0, -1)) {
          target[key] ??= {};
          target = target[key] as Record<string, unknown>;
        }
        tested += 1;
        target[keys.at(-1)!] = over;
        const response = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url: path,
          headers: await t.headers(api[name].privilege!),
          payload,
        });
        const errorKey = keys.map((k) => k.charAt(0).toUpperCase() + k.slice(1)).join('.');
        if (response.statusCode !== 400 || !response.json().errors?.[errorKey]) {
          notEnforced.push(
            `${where(method, path, operation)}: ${field.path} = ${JSON.stringify(over).slice(0, 40)} answered ${response.statusCode}`,
          );
        }
      }
    }
    // Query parameters: the example query with one parameter just past its documented limit.
    for (const { path, method, operation } of operations()) {
      const name = operation.operationId as keyof typeof api;
      const privilege = api[name].privilege;
      if (method !== 'get' || privilege === null) continue;
      const parameters = ((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).filter(
        (p) => p.in === 'query',
      );
      const example = Object.fromEntries(
        parameters.filter((p) => p.example !== undefined).map((p) => [p.name, String(p.example)]),
      );
      for (const parameter of parameters) {
        const over = pastLimit(parameter.schema as Schema);
        if (over === undefined || typeof over === 'object') continue;
        tested += 1;
        const query = new URLSearchParams({ ...example, [parameter.name]: String(over) });
        const response = await t.app.inject({
          method: 'GET',
          url: `${path}?${query}`,
          headers: await t.headers(privilege),
        });
        const errorKey = parameter.name.charAt(0).toUpperCase() + parameter.name.slice(1);
        if (response.statusCode !== 400 || !response.json().errors?.[errorKey]) {
          notEnforced.push(
            `${where(method, path, operation)}: query ${parameter.name} = ${String(over).slice(0, 40)} answered ${response.statusCode}`,
          );
        }
      }
    }
    expect(notEnforced, notEnforced.join('\n')).toEqual([]);
    expect(tested).toBeGreaterThan(80);
  });

  it('lists its tags with descriptions, servers and a contact', () => {
    expect(document.info.contact?.email).toMatch(/@/);
    expect(document.servers?.length).toBeGreaterThan(0);
    const tags = new Set(document.tags?.map((tag) => tag.name));
    for (const doc of Object.values(operationDocs)) expect(tags).toContain(doc.tag);
    for (const tag of document.tags ?? []) expect(tag.description).toBeTruthy();
  });
});

/** A value just past a schema's documented limit, or undefined when it states none to test. */
function pastLimit(schema: Schema): unknown {
  if (schema.type === 'string' && typeof schema.maxLength === 'number')
    return 'A'.repeat(schema.maxLength + 1);
  if ((schema.type === 'integer' || schema.type === 'number') && typeof schema.maximum === 'number') {
    return schema.maximum + 1;
  }
  if (schema.type === 'array' && typeof schema.maxItems === 'number') {
    return Array.from({ length: schema.maxItems + 1 }, (_, i) => ({ itemId: i + 1, quantity: 1 }));
  }
  if (schema.enum) return '__not_in_the_list__';
  return undefined;
}

describe('answers that help a partner', () => {
  it('401 says how to authenticate (WWW-Authenticate)', async () => {
    const response = await t.app.inject({ method: 'GET', url: api.brands.path });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer /);
  });

  it('403 names the ActionPrivilege label the call expects', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: api.similarItems.path,
      headers: await t.headers('PreOrder-Access'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('PreOrder-GetSimilarItems');
  });

  it('a known path with the wrong method is 405 with Allow', async () => {
    const response = await t.app.inject({ method: 'GET', url: api.createPreOrder.path });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const unknown = await t.app.inject({ method: 'GET', url: '/PreOrder/api/V1.0/PreOrder/NoSuchCall' });
    expect(unknown.statusCode).toBe(404);
  });
});
