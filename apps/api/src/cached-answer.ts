import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ReadCache } from './read-cache';

/** A read's answer as it goes on the wire, with its entity tag. */
export interface SerialisedAnswer {
  body: string;
  etag: string;
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
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Sends a read from the cache of serialised answers: the schema check, JSON encoding and ETag hash run
 * once per load instead of once per request. A matching If-None-Match gets 304 (through @fastify/etag,
 * which keeps the ETag set here). Failed loads (404 and others) are not kept.
 */
export async function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { cache: ReadCache; schema: z.ZodType; cacheControl: string; load: () => Promise<unknown> },
): Promise<void> {
  const answer = await options.cache.get(answerKey(request), async () =>
    serialise(options.schema, await options.load()),
  );
  // Awaiting the reply waits until it is sent, so the handler's promise carries no second answer.
  await reply
    .header('cache-control', options.cacheControl)
    .header('etag', answer.etag)
    .type('application/json; charset=utf-8')
    .send(answer.body);
}
