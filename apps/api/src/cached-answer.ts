import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ReadCache } from './read-cache';

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
const GZIP_FROM_BYTES = 1024;

/** A read's answer as it goes on the wire, with its entity tag (and a gzip copy when it is large). */
export interface SerialisedAnswer {
  body: string;
  etag: string;
  gzip: { body: Buffer; etag: string } | null;
}

/**
 * The cache key of a read: the route, the validated query (defaults filled in, so equivalent URLs share
 * one entry, and currency and flight are part of it) and the answer's language.
 */
export function answerKey(request: FastifyRequest): string {
  return `answer:${request.routeOptions.url}:${request.language}:${JSON.stringify(request.query)}`;
}

/** Serialises a value as the route's response serializer would: checked against its zod schema. */
export function serialise(schema: z.ZodType, value: unknown): SerialisedAnswer {
  const body = JSON.stringify(z.encode(schema, value));
  const tag = createHash('sha1').update(body).digest('base64url');
  return {
    body,
    etag: `"${tag}"`,
    // Each encoding is its own representation, so it has its own tag.
    gzip: Buffer.byteLength(body) >= GZIP_FROM_BYTES ? { body: gzipSync(body), etag: `"${tag}-gz"` } : null,
  };
}

/** Whether the client takes gzip (Accept-Encoding lists it without q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  return value.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Sends a read from the cache of serialised answers: the schema check, JSON encoding, ETag hash and
 * gzip run once per load instead of once per request. A matching If-None-Match gets 304 (through
 * @fastify/etag, which keeps the ETag set here). Failed loads (404 and others) are not kept.
 */
export async function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { cache: ReadCache; schema: z.ZodType; cacheControl: string; load: () => Promise<unknown> },
): Promise<void> {
  const answer = await options.cache.get(answerKey(request), async () =>
    serialise(options.schema, await options.load()),
  );
  reply
    .header('cache-control', options.cacheControl)
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8');
  const gzip = answer.gzip && acceptsGzip(request.headers['accept-encoding']) ? answer.gzip : null;
  // Awaiting the reply waits until it is sent, so the handler's promise carries no second answer.
  if (gzip) await reply.header('content-encoding', 'gzip').header('etag', gzip.etag).send(gzip.body);
  else await reply.header('etag', answer.etag).send(answer.body);
}
