import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves true once no request is being worked on, or false after `timeoutMs`. A request counts
     * from its first hook until both its answer is done and its handler has returned: a client that
     * left, or an answer the request timeout gave, does not stop the handler behind it.
     */
    requestsSettled(timeoutMs: number): Promise<boolean>;
  }
}

/**
 * Counts the requests being worked on, so that shutting down waits for them before the database is
 * closed (a handler whose client has gone would otherwise run its next statement on a closed pool).
 */
const inFlight: FastifyPluginAsync = async (app) => {
  /** How many parts of a request are still running: its answer, and its handler while it runs. */
  const parts = new WeakMap<FastifyRequest, number>();
  let working = 0;
  const waiting = new Set<() => void>();
  const hold = (request: FastifyRequest) => {
    const held = parts.get(request) ?? 0;
    if (held === 0) working += 1;
    parts.set(request, held + 1);
  };
  const release = (request: FastifyRequest) => {
    const left = (parts.get(request) ?? 1) - 1;
    parts.set(request, left);
    if (left > 0) return;
    working -= 1;
    if (working === 0) for (const wake of waiting) wake();
  };

  app.addHook('onRequest', async (request, reply) => {
    hold(request);
    // A client gone before this hook: its answer will never be written.
    if (reply.raw.closed) release(request);
    else reply.raw.once('close', () => release(request));
  });

  // Every route added after this plugin has its handler counted while it runs. A handler that answers
  // at once stays synchronous: Fastify treats a returned promise and a returned value differently.
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function counted(request, reply) {
      hold(request);
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        release(request);
        throw error;
      }
      if (isThenable(result)) return Promise.resolve(result).finally(() => release(request));
      release(request);
      return result;
    };
  });

  app.decorate('requestsSettled', (timeoutMs: number) => {
    if (working === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const done = (settled: boolean) => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve(settled);
      };
      const wake = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      waiting.add(wake);
    });
  });
};

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

export default fp(inFlight, { name: 'in-flight' });
