import { stdSerializers } from 'pino';

/**
 * What may reach a log line. Requests are logged by route pattern only (plugins/observability.ts);
 * errors lose the SQL's bound parameters (names, e-mail addresses, tokens) that the database driver
 * and Drizzle put in their messages and properties.
 */
type ErrorLike = { message?: unknown; cause?: unknown; [key: string]: unknown };

const droppedProperties = new Set(['params', 'parameters', 'query', 'body', 'payload', 'detail', 'where']);

export function redactError(error: unknown, depth = 0): Record<string, unknown> | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined;
  const serialized = stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(serialized)) {
    if (droppedProperties.has(key)) continue;
    if (key === 'message' || key === 'stack') {
      out[key] = typeof value === 'string' ? withoutParameters(value) : value;
      continue;
    }
    if (key === 'cause' || key === 'aggregateErrors') continue;
    out[key] = value;
  }
  const cause = (error as ErrorLike).cause;
  if (cause) out.cause = redactError(cause, depth + 1);
  return out;
}

/** "Failed query: … params: a@b.c,Zoe" keeps the statement and drops what follows `params:`. */
export function withoutParameters(text: string): string {
  return text
    .replace(/\nparams:[^\n]*/g, '\nparams: [redacted]')
    .replace(/(Key \([^)]*\)=)\([^)]*\)/g, '$1(…)');
}

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

export const logSerializers = {
  err: (error: unknown) =>
    (redactError(error) ?? { type: 'unknown', message: '', stack: '' }) as SerializedError,
};
