import type { Problem } from '@dfs/contract/problem';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { DomainError, type ProblemCode, TooManyAttempts, Unavailable } from '../errors';
import { nulBytePath } from './text-input';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const codeByStatus: Record<number, string> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'tooLarge',
  415: 'unsupportedMedia',
  422: 'unprocessable',
  429: 'tooManyRequests',
  503: 'unavailable',
};

/** Sends an RFC 9457 problem; the message is localised by the request's language. */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ProblemCode | string,
  options: { messageKey?: string; params?: Record<string, unknown>; errors?: Record<string, string[]> } = {},
): FastifyReply {
  const message = request.t(options.messageKey ?? `api.errors.${code}`, {
    ...options.params,
    defaultValue: request.t('api.errors.badRequest'),
  });
  const body: Problem = {
    type: 'about:blank',
    title: titles[status] ?? 'Error',
    status,
    message,
    detail: message,
    code,
    ...(options.errors ? { errors: options.errors } : {}),
    // The id to quote to support; the same as the answer's x-request-id header and the logs'.
    ...(status >= 500 ? { requestId: String(request.id) } : {}),
  };
  // RFC 9110: a 401 names the scheme to authenticate with.
  if (status === 401) reply.header('www-authenticate', 'Bearer realm="store-api"');
  return reply.code(status).type('application/problem+json; charset=utf-8').send(body);
}

/** ASP.NET-style field key: each path segment capitalised, indexes in brackets (Items[0].Quantity). */
export function fieldKey(path: ReadonlyArray<PropertyKey>): string {
  if (path.length === 0) return '$';
  return path
    .map((segment, i) =>
      typeof segment === 'number'
        ? `[${segment}]`
        : `${i > 0 ? '.' : ''}${String(segment).charAt(0).toUpperCase()}${String(segment).slice(1)}`,
    )
    .join('');
}

type IssueParams = Record<string, unknown>;

/** Maps one zod issue (as the type provider reports it) to a catalogue key and its parameters. */
function messageOf(issue: ZodFastifySchemaValidationError): { key: string; params: IssueParams } {
  const params = (issue.params ?? {}) as IssueParams;
  // A contract schema may name its own message: a key of the `validation` catalogue section, or of
  // the form sections of checkout and orders (their fields' words live with their screens).
  if (/^(validation|checkout\.errors|orders\.errors)\.\w+$/.test(issue.message ?? '')) {
    return { key: issue.message!, params };
  }
  const origin = params.origin;
  switch (issue.keyword) {
    case 'invalid_type':
      if (/received undefined/.test(issue.message ?? '')) return { key: 'api.zod.required', params };
      if (params.expected === 'int') return { key: 'api.zod.notInteger', params };
      return { key: 'api.zod.invalidType', params };
    case 'too_small':
      if (origin === 'string' && params.minimum === 1) return { key: 'api.zod.required', params };
      return { key: origin === 'string' ? 'api.zod.tooShort' : 'api.zod.tooSmall', params };
    case 'too_big':
      return { key: origin === 'string' ? 'api.zod.tooLong' : 'api.zod.tooBig', params };
    case 'invalid_format':
      return { key: 'api.zod.invalidFormat', params };
    case 'unrecognized_keys':
      return { key: 'api.zod.unknownField', params };
    default:
      return { key: 'api.zod.invalidValue', params };
  }
}

function validationErrors(request: FastifyRequest, issues: ZodFastifySchemaValidationError[]) {
  const errors: Record<string, string[]> = {};
  const add = (path: ReadonlyArray<PropertyKey>, text: string) => {
    const key = fieldKey(path);
    errors[key] = [...(errors[key] ?? []), text];
  };
  for (const issue of issues) {
    const path = issue.instancePath
      .split('/')
      .filter(Boolean)
      .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    const { key, params } = messageOf(issue);
    // A custom issue's own params (the ticket length message names the current length).
    const custom = (params.params ?? {}) as IssueParams;
    const text = request.t(key, { ...custom, minimum: params.minimum, maximum: params.maximum });
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(params.keys)) {
      for (const extra of params.keys as string[]) add([...path, extra], text);
    } else {
      add(path, text);
    }
  }
  return errors;
}

const errors: FastifyPluginAsync = async (app) => {
  // PostgreSQL text cannot hold U+0000: a NUL in any field of any call would fail its query (a 500).
  // Refused before every route's schema, as a validation problem naming the field.
  app.addHook('preValidation', async (request, reply) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulBytePath(part);
      if (path) {
        return sendProblem(request, reply, 400, 'validation', {
          messageKey: 'api.errors.validation',
          errors: { [fieldKey(path)]: [request.t('api.zod.nulCharacter')] },
        });
      }
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendProblem(request, reply, 400, 'validation', {
        messageKey: 'api.errors.validation',
        errors: validationErrors(request, error.validation),
      });
    }
    if (error instanceof DomainError) {
      if (error instanceof TooManyAttempts || error instanceof Unavailable) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      const fieldErrors = error.fieldErrors
        ? Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, keys]) => [
              field,
              keys.map((k) => request.t(k, error.params)),
            ]),
          )
        : undefined;
      return sendProblem(request, reply, error.status, error.code, {
        ...(error.messageKey ? { messageKey: error.messageKey } : {}),
        ...(error.params ? { params: error.params } : {}),
        ...(fieldErrors ? { errors: fieldErrors } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Client mistakes (bad JSON, too large, wrong media type, rate limit) are not our errors.
      request.log.info({ code: error.code, status }, 'client error');
      const code =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'malformedJson'
          : (codeByStatus[status] ?? 'badRequest');
      return sendProblem(request, reply, status, code);
    }
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      // The client went away while the answer was being compressed or streamed (a closed tab, a lost
      // signal, a load tester stopping): nothing went wrong here, and nobody is left to answer.
      request.log.info({ code: error.code }, 'client closed the connection');
      return sendProblem(request, reply, 499, 'badRequest');
    }
    const unavailable = isConnectionFailure(error);
    if (unavailable) {
      // Expected while the database is away or overloaded: a warning without a stack or the query.
      request.log.warn({ cause: failureSummary(error) }, 'database unavailable');
      request.server.metrics?.databaseUnavailable.inc();
      reply.header('retry-after', String(CONNECTION_RETRY_AFTER_SECONDS));
      return sendProblem(request, reply, 503, 'unavailable');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(request, reply, 500, 'internal');
  });
};

/** A lost database connection usually comes back within seconds (a restart, a fail-over). */
const CONNECTION_RETRY_AFTER_SECONDS = 5;

/**
 * node-postgres reports a connection dropped under a query, a connect that timed out, a wait for a
 * pooled connection that timed out and a query the API itself timed out without a code, by these
 * messages.
 */
const lostConnectionMessage =
  /Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Query read timeout|connection timeout/;

/**
 * PostgreSQL's codes for a server that cannot take the work now: connection failures (08…), too many
 * connections (53300), out of memory or disk (53…), statement timeout or cancel (57014), shutdown (57P…).
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53000',
  '53100',
  '53200',
  '53300',
  '57014',
  '57P01',
  '57P02',
  '57P03',
]);

/** The code and message of each error in the chain, without queries, parameters or stacks. */
function failureSummary(error: unknown): string[] {
  const parts: string[] = [];
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (typeof e.code === 'string') parts.push(e.code);
    else if (typeof e.message === 'string' && !e.message.startsWith('Failed query'))
      parts.push(e.message.slice(0, 120));
    e = e.cause as typeof e;
  }
  return parts;
}

/** A lost database connection is the service being unavailable, not a bug. */
function isConnectionFailure(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (typeof e.code === 'string' && unavailableCodes.has(e.code)) return true;
    if (typeof e.message === 'string' && lostConnectionMessage.test(e.message)) return true;
    // Drizzle wraps a failed query in its own error with the driver's error as the cause.
    e = e.cause as typeof e;
  }
  return false;
}

export default fp(errors, { name: 'errors', dependencies: ['locale'] });
