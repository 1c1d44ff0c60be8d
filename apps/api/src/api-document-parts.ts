import type { OpenAPIV3_1 } from 'openapi-types';

/**
 * What the store document (/docs/json, api-document.ts) and the operations document (/docs/ops/json,
 * ops-api-document.ts) share: the problem+json error answers, caching and rate-limit headers, and the
 * pruning of unused schemas. Each document passes the words its readers need for each status.
 */

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
type Responses = OpenAPIV3_1.ResponsesObject;

export const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** What each status means to the document's reader. */
export type StatusTexts = Record<string, string>;

/** The largest request body the API reads (Fastify's bodyLimit in app.ts). */
export const BODY_LIMIT_BYTES = 64 * 1024;

export const sharedStatusText: StatusTexts = {
  '200': 'OK.',
  '304': 'Not Modified: the answer is the one whose `ETag` was sent in `If-None-Match`; no body.',
  '400':
    'Bad Request: the request does not match this document. `errors` maps each field (ASP.NET style, e.g. `Items[0].Quantity`) to its localised messages.',
  '404': 'Not Found: nothing with these identifiers is visible to the caller.',
  '413': 'Content Too Large: the body is over the limit (64 KiB).',
  '415': 'Unsupported Media Type: send the body as `application/json`.',
  '422': 'Unprocessable Content: a business rule refused the request; the message says which.',
  '429': 'Too Many Requests: wait `Retry-After` seconds.',
  '500': 'Internal Server Error: a generic message; the details are in the server’s logs.',
  '503':
    'Service Unavailable: a service the API depends on did not answer; try again after `Retry-After` seconds.',
};

const problemRef = { $ref: '#/components/schemas/Problem' };
const header = (name: string) => ({ $ref: `#/components/headers/${name}` });
const rateLimitHeaders = {
  'X-RateLimit-Limit': header('XRateLimitLimit'),
  'X-RateLimit-Remaining': header('XRateLimitRemaining'),
  'X-RateLimit-Reset': header('XRateLimitReset'),
};

function errorResponse(texts: StatusTexts, status: string, extraHeaders: Record<string, unknown> = {}) {
  return {
    description: texts[status] ?? 'Error.',
    headers: { ...rateLimitHeaders, ...extraHeaders },
    content: { 'application/problem+json': { schema: problemRef } },
  };
}

/**
 * An operation's answers: the route's declared ones (errors as problem+json with their headers, the
 * success with its example), 304 on reads, 413 and 415 on writes, 429 and 503 everywhere.
 * `isPublic` (no token) drops 401 (unless `signed` or `credentials`: a bad signature or a partner's
 * wrong client secret is a 401) and 403.
 */
export function completeResponses(
  operation: Operation,
  method: string,
  access: { isPublic: boolean; signed: boolean; credentials?: boolean },
  example: unknown,
  texts: StatusTexts,
) {
  const responses: Responses = {};
  const declared = operation.responses ?? {};
  for (const [status, response] of Object.entries(declared)) {
    if (access.isPublic && (status === '403' || (status === '401' && !access.signed && !access.credentials)))
      continue;
    if (Number(status) >= 400) {
      responses[status] = errorResponse(
        texts,
        status,
        status === '401'
          ? { 'WWW-Authenticate': header('WWWAuthenticate') }
          : status === '429'
            ? { 'Retry-After': header('RetryAfter') }
            : {},
      );
      continue;
    }
    const success = response as OpenAPIV3_1.ResponseObject;
    const media = success.content?.['application/json'];
    const otherMedia = Object.entries(success.content ?? {}).filter(([type]) => type !== 'application/json');
    responses[status] = {
      description: texts[status] ?? success.description ?? 'OK.',
      headers: { ETag: header('ETag'), 'Cache-Control': header('CacheControl'), ...rateLimitHeaders },
      ...(media || otherMedia.length > 0
        ? {
            content: {
              ...Object.fromEntries(otherMedia),
              ...(media
                ? { 'application/json': { ...media, ...(example === undefined ? {} : { example }) } }
                : {}),
            },
          }
        : {}),
    };
  }
  if (method === 'get') {
    responses['304'] = {
      description: texts['304']!,
      headers: { ETag: header('ETag'), ...rateLimitHeaders },
    };
  }
  if (method === 'post' || method === 'put') {
    responses['413'] = errorResponse(texts, '413');
    responses['415'] = errorResponse(texts, '415');
  }
  responses['429'] ??= errorResponse(texts, '429', { 'Retry-After': header('RetryAfter') });
  responses['503'] = errorResponse(texts, '503', { 'Retry-After': header('RetryAfter') });
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}

/** Drops component schemas nothing refers to (zod's registry holds an input and an output copy of each). */
export function pruneSchemas(document: Document) {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
          const id = child.slice('#/components/schemas/'.length);
          if (!used.has(id)) {
            used.add(id);
            visit(schemas[id]);
          }
        } else visit(child);
      }
    }
  };
  visit(document.paths);
  for (const id of Object.keys(schemas)) if (!used.has(id)) delete schemas[id];
}

/** The server block both documents carry: the origin that serves them. */
export const documentServers = [
  {
    url: '/',
    description: 'production: this deployment, the origin that serves this document (HTTPS in production)',
    'x-internal': false,
  } as OpenAPIV3_1.ServerObject,
];

/** The response headers the answers refer to (components.headers). */
export const documentHeaders: Record<string, OpenAPIV3_1.HeaderObject> = {
  ETag: {
    description: 'The answer’s entity tag; send it back in `If-None-Match` to get a 304.',
    schema: { type: 'string', maxLength: 64 },
  },
  CacheControl: {
    description:
      'How long the answer may be kept: `public, max-age=…` for catalogue and reference data, `no-store` or `private` for tokens and personal answers.',
    schema: { type: 'string', maxLength: 128 },
  },
  XRateLimitLimit: {
    description: 'Requests allowed per minute from this address on this call.',
    schema: { type: 'integer', minimum: 0, maximum: 1000000, format: 'int32' },
  },
  XRateLimitRemaining: {
    description: 'Requests left in the current minute.',
    schema: { type: 'integer', minimum: 0, maximum: 1000000, format: 'int32' },
  },
  XRateLimitReset: {
    description: 'Seconds until the current minute’s count starts again.',
    schema: { type: 'integer', minimum: 0, maximum: 86400, format: 'int32' },
  },
  RetryAfter: {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 0, maximum: 86400, format: 'int32' },
  },
  WWWAuthenticate: {
    description: 'The scheme to authenticate with: `Bearer`, with the error.',
    schema: { type: 'string', maxLength: 256 },
  },
};
