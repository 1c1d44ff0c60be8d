import { createRandom, type Random } from '../db/seed/random';

/**
 * Invalid requests generated from the OpenAPI document: for each operation, a pool of mutations that
 * each make the request invalid on their own (a missing required field, a wrong type, a number out of
 * range, an unknown field, a polluted parameter, a non-object body, a missing or wrong credential),
 * combined with noise that need not be invalid (unicode and control characters, huge strings).
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export interface Operation {
  method: string;
  path: string;
  query: Array<{ name: string; required: boolean; schema: JsonSchema }>;
  body: JsonSchema | undefined;
}

export interface BadRequest {
  /** What makes it invalid, for the failure message. */
  label: string;
  /** Input errors must answer 400; credential errors 401 or 403. */
  kind: 'input' | 'credentials';
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const typesOf = (schema: JsonSchema): string[] => {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.flatMap(typesOf);
  if (schema.enum) return [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))];
  return [];
};

/** A value the schema is likely to accept; mutations then break exactly one thing. */
function plausible(schema: JsonSchema): Json {
  if (schema.const !== undefined) return schema.const as Json;
  if (schema.enum?.length) return schema.enum[0] as Json;
  if (schema.default !== undefined) return schema.default as Json;
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (branch && !schema.type) return plausible(branch);
  const type = typesOf(schema).find((t) => t !== 'null') ?? 'string';
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => plausible(schema.items ?? {}));
    case 'object': {
      const out: Record<string, Json> = {};
      for (const name of schema.required ?? []) out[name] = plausible(schema.properties?.[name] ?? {});
      return out;
    }
    default:
      if (schema.format === 'email') return 'traveller@example.com';
      return 'x'.repeat(Math.min(Math.max(schema.minLength ?? 1, 1), schema.maxLength ?? 8));
  }
}

/** Values of types the schema does not allow. */
function wrongTypes(schema: JsonSchema): Json[] {
  const allowed = new Set(typesOf(schema));
  if (allowed.size === 0) return [];
  const candidates: Array<[string, Json]> = [
    ['string', 'not-a-number-😀'],
    ['number', 12.5],
    ['boolean', false],
    ['object', { nested: { deeper: [1, 2, 3] } }],
    ['array', ['a', 1, null]],
    ['null', null],
  ];
  return candidates.filter(([type]) => !allowed.has(type)).map(([, value]) => value);
}

/** Values that break a numeric or string constraint of the schema. */
function outOfRange(schema: JsonSchema): Json[] {
  const types = typesOf(schema);
  const values: Json[] = [];
  if (types.includes('integer')) values.push(1.5);
  if (types.includes('integer') || types.includes('number')) {
    if (schema.minimum !== undefined) values.push(schema.minimum - 1);
    if (schema.exclusiveMinimum !== undefined) values.push(schema.exclusiveMinimum);
    if (schema.maximum !== undefined) values.push(schema.maximum + 1);
    if (schema.minimum !== undefined && schema.minimum >= 0) values.push(-1_000_000);
  }
  if (types.includes('string')) {
    if (schema.maxLength !== undefined) values.push('é'.repeat(schema.maxLength + 1));
    if (schema.enum?.length) values.push('NotOneOfThem');
    if (schema.format === 'email') values.push('no-at-sign.example.com');
  }
  if (types.includes('array') && schema.maxItems !== undefined)
    values.push(Array.from({ length: schema.maxItems + 1 }, () => plausible(schema.items ?? {})));
  return values;
}

const noiseStrings = [
  '\u0000\u0001\u001f',
  '\u202eevil\u202c',
  'مرحبا 你好 😀👍🏽',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'x'.repeat(5_000),
];

export interface Credentials {
  authorization: string;
  usertoken: string;
}

/** The guaranteed-invalid mutations of one operation, as functions of the noise generator. */
type Mutation = (random: Random) => Omit<BadRequest, 'headers'> & {
  headers?: Record<string, string>;
  /** Sends no bearer and no user token. */
  dropCredentials?: boolean;
};

function mutationsOf(op: Operation, privilege: string): Mutation[] {
  const baseQuery = (): Array<[string, string]> =>
    op.query.filter((q) => q.required).map((q) => [q.name, String(plausible(q.schema))]);
  const baseBody = (): Json | undefined => (op.body ? plausible(op.body) : undefined);
  const url = (query: Array<[string, string]>) =>
    query.length === 0 ? op.path : `${op.path}?${new URLSearchParams(query).toString()}`;
  const request = (label: string, query: Array<[string, string]>, body: Json | undefined, raw?: string) => ({
    label,
    kind: 'input' as const,
    method: op.method,
    url: url(query),
    ...(raw !== undefined ? { payload: raw } : body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  const noisyBody = (r: Random, body: Json | undefined): Json | undefined => {
    if (!op.body?.properties || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
    const names = Object.keys(op.body.properties).filter((n) =>
      typesOf(op.body!.properties![n]!).includes('string'),
    );
    if (names.length === 0 || !r.chance(0.5)) return body;
    const name = r.pick(names);
    // Noise only where the field is not the one being broken; it may or may not be valid there.
    return name in body ? { ...body, [name]: r.pick(noiseStrings) } : body;
  };

  const out: Mutation[] = [];

  for (const q of op.query) {
    const others = () => baseQuery().filter(([n]) => n !== q.name);
    if (q.required) out.push(() => request(`query ${q.name} missing`, others(), baseBody()));
    const types = typesOf(q.schema);
    if (types.includes('integer') || types.includes('number')) {
      out.push(() => request(`query ${q.name} not a number`, [...others(), [q.name, 'abc']], baseBody()));
      for (const value of outOfRange(q.schema))
        out.push(() =>
          request(
            `query ${q.name}=${String(value).slice(0, 20)}`,
            [...others(), [q.name, String(value)]],
            baseBody(),
          ),
        );
    } else {
      for (const value of outOfRange(q.schema))
        out.push(() =>
          request(`query ${q.name} out of range`, [...others(), [q.name, String(value)]], baseBody()),
        );
    }
    if (!types.includes('array'))
      out.push(() =>
        request(
          `query ${q.name} polluted`,
          [...others(), [q.name, String(plausible(q.schema))], [q.name, '2']],
          baseBody(),
        ),
      );
  }

  if (op.body) {
    const body = op.body;
    const isObject = typesOf(body).includes('object') || body.properties !== undefined;
    if (isObject) {
      for (const raw of ['[]', '"text"', '42', 'null', '{"unterminated": '])
        out.push(() => request(`body ${raw.slice(0, 12)}`, baseQuery(), undefined, raw));
      for (const name of body.required ?? []) {
        out.push((r) => {
          const value = { ...(baseBody() as Record<string, Json>) };
          delete value[name];
          return request(`body ${name} missing`, baseQuery(), noisyBody(r, value));
        });
      }
      for (const [name, fieldSchema] of Object.entries(body.properties ?? {})) {
        for (const wrong of [...wrongTypes(fieldSchema), ...outOfRange(fieldSchema)]) {
          out.push(() =>
            request(`body ${name}=${JSON.stringify(wrong).slice(0, 24)}`, baseQuery(), {
              ...(baseBody() as Record<string, Json>),
              [name]: wrong,
            }),
          );
        }
        // One level down: arrays of objects (cart lines, order items).
        const items = fieldSchema.items;
        if (fieldSchema.type === 'array' && items?.properties) {
          for (const [inner, innerSchema] of Object.entries(items.properties)) {
            for (const wrong of [...wrongTypes(innerSchema), ...outOfRange(innerSchema)]) {
              out.push(() => {
                const line = { ...(plausible(items) as Record<string, Json>), [inner]: wrong };
                return request(
                  `body ${name}[0].${inner}=${JSON.stringify(wrong).slice(0, 16)}`,
                  baseQuery(),
                  {
                    ...(baseBody() as Record<string, Json>),
                    [name]: [line],
                  },
                );
              });
            }
          }
        }
      }
      if (body.additionalProperties === false) {
        for (const extra of ['price', 'unitPrice', 'status', 'paymentStatus', 'isAdmin', 'customerId']) {
          if (body.properties?.[extra]) continue;
          out.push((r) =>
            request(
              `body extra ${extra}`,
              baseQuery(),
              noisyBody(r, { ...(baseBody() as Record<string, Json>), [extra]: 0 }),
            ),
          );
        }
      }
    }
  }

  out.push(() => ({
    ...request('no credentials', baseQuery(), baseBody()),
    kind: 'credentials',
    dropCredentials: true,
  }));
  out.push(() => ({
    ...request('wrong privilege', baseQuery(), baseBody()),
    kind: 'credentials',
    headers: { actionprivilege: privilege === 'Account-Save' ? 'PreOrder-Access' : 'Account-Save' },
  }));
  out.push(() => ({
    ...request('forged bearer', baseQuery(), baseBody()),
    kind: 'credentials',
    headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
    dropCredentials: true,
  }));
  return out;
}

/** `count` invalid requests for an operation, the same for the same seed. */
export function badRequests(
  op: Operation,
  privilege: string,
  credentials: Credentials,
  count: number,
): BadRequest[] {
  const mutations = mutationsOf(op, privilege);
  const random = createRandom(`${op.method} ${op.path}`);
  return Array.from({ length: count }, (_, i) => {
    const made = mutations[i % mutations.length]!(random);
    const { dropCredentials, ...rest } = made;
    const headers: Record<string, string> = {
      ...(dropCredentials ? {} : { ...credentials }),
      actionprivilege: privilege,
      ...(made.payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...made.headers,
    };
    return { ...rest, headers };
  });
}

/** The API operations of an OpenAPI document that take input. */
export function operationsOf(document: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ name: string; in: string; required?: boolean; schema: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      ops.push({
        method: method.toUpperCase(),
        path,
        query: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema })),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return ops;
}
